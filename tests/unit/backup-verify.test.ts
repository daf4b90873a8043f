/**
 * The restore's checks before writing (functions/src/backup/restore/verify.ts), on zips built here:
 * a good backup passes; a truncated zip, a file whose bytes differ from its SHA-256, a wrong
 * count, an entry the manifest does not list, a missing manifest and a newer content model are
 * refused with the reason.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { CONTENT_MODEL_VERSION } from '../../functions/src/model';
import type { BackupManifest } from '../../functions/src/backup/manifest';
import { BackupRefused, verifyBackup } from '../../functions/src/backup/restore/verify';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const dir = mkdtempSync(join(tmpdir(), 'copia-unit-'));
let n = 0;

const docs = Buffer.from(
  JSON.stringify([
    { path: 'docentes/a', data: { title: 'Ana' } },
    { path: 'docentes/b', data: { title: 'Beto' } },
  ]),
);
const photo = Buffer.from('una foto que no es una foto, pero tiene bytes');

function manifestFor(overrides: Partial<BackupManifest> = {}): BackupManifest {
  return {
    format: 'copia-colegio',
    contentModelVersion: CONTENT_MODEL_VERSION,
    createdAt: '2026-11-25T07:00:00.000Z',
    personalData: false,
    counts: { docentes: 2 },
    documents: [
      {
        path: 'colecciones/docentes.json',
        size: docs.length,
        sha256: sha(docs),
        set: 'docentes',
        count: 2,
        personal: false,
      },
    ],
    files: [
      {
        path: 'archivos/media/x.jpg',
        size: photo.length,
        sha256: sha(photo),
        storagePath: 'media/x.jpg',
        personal: false,
      },
    ],
    ...overrides,
  };
}

async function zipOf(entries: Record<string, Buffer>): Promise<string> {
  const path = join(dir, `copia-${(n += 1)}.zip`);
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(entries)) zip.addBuffer(bytes, name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

const good = (manifest = manifestFor(), extra: Record<string, Buffer> = {}) =>
  zipOf({
    'colecciones/docentes.json': docs,
    'archivos/media/x.jpg': photo,
    ...extra,
    'manifest.json': Buffer.from(JSON.stringify(manifest)),
  });

async function refusal(path: string): Promise<string> {
  const err = await verifyBackup(path).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupRefused);
  return (err as Error).message;
}

describe('verifyBackup', () => {
  it('accepts a backup whose every entry matches its manifest', async () => {
    const checked = await verifyBackup(await good());
    expect(checked.manifest.counts).toEqual({ docentes: 2 });
    expect(checked.id).toMatch(/^[a-f0-9]{64}$/);
    checked.zip.close();
  });

  it('refuses a truncated zip', async () => {
    const path = await good();
    truncateSync(path, Math.floor(statSync(path).size * 0.6));
    expect(await refusal(path)).toMatch(/no es una copia completa/);
  });

  it('refuses an altered file (SHA-256 mismatch)', async () => {
    const altered = Buffer.from(photo);
    altered.writeUInt8(altered.readUInt8(3) ^ 1, 3);
    const path = await zipOf({
      'colecciones/docentes.json': docs,
      'archivos/media/x.jpg': altered,
      'manifest.json': Buffer.from(JSON.stringify(manifestFor())),
    });
    expect(await refusal(path)).toBe(
      'El archivo «archivos/media/x.jpg» no coincide con su huella SHA-256 del manifest: la copia fue alterada o está dañada.',
    );
  });

  it('refuses a wrong count, an unlisted entry, a missing manifest and a newer content model', async () => {
    const miscounted = manifestFor({
      counts: { docentes: 3 },
      documents: [{ ...manifestFor().documents[0]!, count: 3 }],
    });
    expect(await refusal(await good(miscounted))).toMatch(/tiene 2 documentos y el manifest dice 3/);
    expect(await refusal(await good(manifestFor(), { 'archivos/media/intrusa.jpg': photo }))).toMatch(
      /que su manifest.json no lista/,
    );
    expect(await refusal(await zipOf({ 'colecciones/docentes.json': docs }))).toMatch(
      /no tiene manifest.json/,
    );
    expect(
      await refusal(await good(manifestFor({ contentModelVersion: CONTENT_MODEL_VERSION + 1 }))),
    ).toMatch(/versión más nueva del modelo de contenido/);
  });

  it('on the platform, restores only a backup of this same school', async () => {
    const site = 'demo-school';
    const refusedFor = async (manifest: BackupManifest) => {
      const err = await verifyBackup(await good(manifest), () => undefined, undefined, site, 'sanjose').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(BackupRefused);
      return (err as Error).message;
    };
    const own = await verifyBackup(
      await good(manifestFor({ site, school: 'sanjose' })),
      () => undefined,
      undefined,
      site,
      'sanjose',
    );
    own.zip.close();
    expect(await refusedFor(manifestFor({ site, school: 'lasacacias' }))).toBe(
      'La copia es de otro colegio («lasacacias»), no de este («sanjose»): no se restaura aquí.',
    );
    // A single-school site's backup (or one from before the platform): the command line's move.
    expect(await refusedFor(manifestFor({ site }))).toMatch(/no dice de qué colegio es.*npm run migrate/);
    // Without a school to expect (a site of its own), the school is not asked.
    const single = await verifyBackup(await good(manifestFor({ site })), () => undefined, undefined, site);
    single.zip.close();
  });
});
