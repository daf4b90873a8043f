/**
 * Backup and restore: GET /api/backup for administrators only; the round trip (edit,
 * delete to the Papelera, upload; export; the school emptied; `npm run migrate` back into it,
 * interrupted and resumed; export again: the same records and files (images cleaned again), the same site); a truncated and an altered backup
 * refused with the reason and nothing written; a restore never over existing content; personal
 * data only when ticked; the weekly backup keeping the last four; the export's memory on 30 MB
 * of incompressible files (300 MB: `npm run bench`).
 */
import { truncateSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { measureBackupMemory } from '../../scripts/backup/memory';
import { listAutoBackups, maybeAutoBackup, writeAutoBackup } from '../../functions/src/backup/auto-backups';
import { AUTO_BACKUPS_KEPT, CONTENT_COLLECTIONS, PERSONAL_DATA } from '../../functions/src/backup/contents';
import type { BackupManifest } from '../../functions/src/backup/manifest';
import { COLLECTION_NAMES, isVariantName, variantName } from '../../functions/src/model';
import * as fx from './fixtures';
import {
  downloadBackup,
  manifestOf,
  emptySchool,
  runMigrate,
  workDir,
  writeZip,
  zipEntries,
} from './backup-zip';
import { call, formOf, SITE } from './site';
import { adminToken, visitorToken } from './state';

type Rec = { _id: string; title?: string; image?: string; updatedAt: string };
const DAY = 24 * 60 * 60 * 1000;

/** What the public API shows, collection by collection, and what the Papelera lists. */
async function siteContent(token: string) {
  const out: Record<string, unknown> = {};
  for (const name of COLLECTION_NAMES) out[name] = (await call('GET', `/api/${name}`)).body;
  out.papelera = (await call('GET', '/api/trash', { token })).body;
  return out;
}

/**
 * What a restore keeps exactly: every document, and every file but the images' bytes (the restore
 * cleans each image as an upload does and makes its variants again, so an image's
 * bytes, and which AVIF variants came out smaller than their WebP, may differ).
 */
const kept = (m: BackupManifest) => ({
  ...m,
  createdAt: undefined,
  // The checklist's states: the hourly check may add its findings between the two exports (the
  // school's own answers are compared through GET /api/ita).
  documents: m.documents.filter((d) => d.set !== 'ita'),
  counts: { ...m.counts, ita: undefined },
  files: m.files
    .filter((f) => !isVariantName(f.storagePath))
    .map((f) => (f.contentType === 'application/pdf' ? f : { ...f, size: undefined, sha256: undefined })),
});

/** Nothing in Firestore's content collections, the history or Storage's media. */
async function isEmpty(): Promise<boolean> {
  const { db, bucket } = emulatorDeps();
  for (const name of [...CONTENT_COLLECTIONS, '_history'])
    if (!(await db.collection(name).limit(1).get()).empty) return false;
  if (!(await db.collectionGroup('versions').limit(1).get()).empty) return false;
  const [files] = await bucket.getFiles({ prefix: 'media/', maxResults: 1 });
  return files.length === 0;
}

describe('GET /api/backup', { timeout: 240_000 }, () => {
  it('answers only administrators', async () => {
    expect((await call('GET', '/api/backup')).status).toBe(401);
    const visitor = await call<{ message: string }>('GET', '/api/backup', { token: await visitorToken() });
    expect(visitor.status).toBe(403);
    // An account without a role is told it has no access to the admin area.
    expect(visitor.body.message).toMatch(/administraci[oó]n|rol/);
    expect((await call('GET', '/api/backups')).status).toBe(401);
    const form = await fetch(`${SITE}/api/backup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'idToken=nada',
    });
    expect(form.status).toBe(401);
    // Hostile forms: not a form (415), an oversized one (413), each with a Spanish message.
    const json = await call<{ message: string }>('POST', '/api/backup', { json: { idToken: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/Copia de seguridad/);
    const huge = await fetch(`${SITE}/api/backup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `idToken=${'a'.repeat(64 * 1024)}`,
    });
    expect(huge.status).toBe(413);
  });

  it('holds personal data only when ticked, and says so in the file name', async () => {
    const { db, bucket } = emulatorDeps();
    const token = await adminToken();
    await db
      .doc('pqrsd/PQRSD-1999-000001')
      .set({ nombre: 'Ciudadana de prueba', correo: 'ciudadana@example.com' });
    await bucket
      .file('pqrsd/PQRSD-1999-000001/adjunto.pdf')
      .save(fx.pdf(), { resumable: false, contentType: 'application/pdf' });
    try {
      const plain = await downloadBackup(token);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-disposition')).toMatch(
        /filename="copia-colegio-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      const plainEntries = await zipEntries(plain.path);
      const plainManifest = JSON.parse(plainEntries.get('manifest.json')!.toString()) as BackupManifest;
      expect(plainManifest.personalData).toBe(false);
      expect([...plainEntries.keys()].filter((n) => n.includes('pqrsd'))).toEqual([]);
      expect([...plainEntries.values()].some((b) => b.includes('ciudadana@example.com'))).toBe(false);

      const ticked = await downloadBackup(token, '?personal=1');
      expect(ticked.headers.get('content-disposition')).toMatch(
        /filename="copia-colegio-\d{4}-\d{2}-\d{2}-con-datos-personales\.zip"/,
      );
      const manifest = await manifestOf(ticked.path);
      expect(manifest.personalData).toBe(true);
      // Every request stored (the seed files sample ones too), and only the personal-data sets and files marked.
      const stored = (await db.collection('pqrsd').count().get()).data().count;
      expect(manifest.counts.pqrsd).toBe(stored);
      const personalSets = new Set(manifest.documents.filter((d) => d.personal).map((d) => d.set));
      expect(personalSets.has('pqrsd')).toBe(true);
      for (const set of personalSets) expect(PERSONAL_DATA.collections).toContain(set);
      const personalFiles = manifest.files.filter((f) => f.personal).map((f) => f.storagePath);
      expect(personalFiles).toContain('pqrsd/PQRSD-1999-000001/adjunto.pdf');
      for (const path of personalFiles) expect(path.startsWith('pqrsd/')).toBe(true);
    } finally {
      await db.doc('pqrsd/PQRSD-1999-000001').delete();
      await bucket.file('pqrsd/PQRSD-1999-000001/adjunto.pdf').delete({ ignoreNotFound: true });
    }
  });
});

describe('Round trip: export, empty school, restore, export again', { timeout: 360_000 }, () => {
  it('gives the same manifest and the same site; refuses a truncated, an altered backup and a non-empty target', async () => {
    let token = await adminToken();
    // Edit some records, upload a photo into a new one, delete one to the Papelera.
    const docentes = (await call<Rec[]>('GET', '/api/docentes')).body;
    expect(
      (
        await call('PUT', `/api/docentes/${docentes[0]!._id}`, {
          token,
          json: { title: 'Docente editada para la copia' },
        })
      ).status,
    ).toBe(200);
    const carousel = (await call<Rec[]>('GET', '/api/carousel')).body;
    expect(
      (
        await call('PUT', `/api/carousel/${carousel[0]!._id}`, {
          token,
          json: { title: 'Diapositiva editada' },
        })
      ).status,
    ).toBe(200);
    const upload = await call<{ files: { image: string } }>('POST', '/api/upload', {
      token,
      form: formOf({ collection: 'docentes' }, { image: [await fx.jpeg(1040, 1040), 'foto.jpg'] }),
    });
    expect(upload.status).toBe(200);
    const created = await call<Rec>('POST', '/api/docentes', {
      token,
      json: { title: 'Docente con foto nueva', image: upload.body.files.image },
    });
    expect(created.status).toBe(201);
    expect((await call('DELETE', `/api/docentes/${docentes[1]!._id}`, { token })).status).toBe(204);
    // The transparency checklist's answers are the school's work too.
    const itaState = {
      status: 'no_aplica',
      reason: 'No recauda rentas locales (Ley 715 de 2001).',
      responsible: 'Rectoría',
      reviewPeriodDays: 200,
    };
    expect((await call('PUT', '/api/ita/transparencia-10-1', { token, json: itaState })).status).toBe(200);
    const itaItem = async (t: string) =>
      (await call<{ items: Array<{ id: string }> }>('GET', '/api/ita', { token: t })).body.items.find(
        (i) => i.id === 'transparencia-10-1',
      );

    const first = await downloadBackup(token);
    expect(first.status).toBe(200);
    const before = await manifestOf(first.path);
    const shownBefore = await siteContent(token);
    expect(before.counts._trash).toBeGreaterThan(0);
    expect(before.counts._history).toBeGreaterThan(0);
    expect(before.counts.ita).toBeGreaterThan(0);
    expect(before.documents.find((d) => d.set === 'ita')?.path).toBe('indice-transparencia.json');
    expect(before.files.map((f) => f.storagePath)).toContain(`media/${upload.body.files.image}`);
    expect(before.files.every((f) => /^[a-f0-9]{64}$/.test(f.sha256) && f.size > 0)).toBe(true);

    // A truncated and an altered backup, refused before anything is written.
    const dir = workDir();
    const truncated = join(dir, 'truncada.zip');
    const entries = await zipEntries(first.path);
    await writeZip(truncated, entries);
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    const altered = join(dir, 'alterada.zip');
    const photoEntry = `archivos/media/${upload.body.files.image}`;
    const changed = Buffer.from(entries.get(photoEntry)!);
    changed.writeUInt8(changed.readUInt8(changed.length - 10) ^ 0xff, changed.length - 10);
    await writeZip(altered, new Map([...entries].map(([n, b]) => [n, n === photoEntry ? changed : b])));

    // The school emptied, as a new one of the platform: the backup moves back in (npm run migrate).
    await emptySchool();
    expect(await isEmpty()).toBe(true);
    const cut = await runMigrate(truncated);
    expect(cut.code).toBe(1);
    expect(cut.output).toMatch(/Mudanza rechazada, no se escribió nada: .*(incompleto|dañad|manifest)/);
    const tampered = await runMigrate(altered);
    expect(tampered.code).toBe(1);
    expect(tampered.output).toContain(`El archivo «${photoEntry}» no coincide con su huella SHA-256`);
    expect(await isEmpty()).toBe(true);
    expect((await emulatorDeps().db.doc('_meta/restore').get()).exists).toBe(false);

    // Interrupted once the files are in (SIGINT), then run again: finished, nothing doubled.
    const interrupted = await runMigrate(first.path, /Restaurados los archivos/);
    expect(interrupted.output).toContain('Restaurados los archivos');
    const resumed = await runMigrate(first.path);
    expect(resumed.code, resumed.output).toBe(0);
    expect(resumed.output).toContain('Mudanza completa');
    if (interrupted.code !== 0) expect(resumed.output).toContain('quedó a medias');
    expect(await isEmpty(), resumed.output).toBe(false);

    token = await adminToken();
    const second = await downloadBackup(token);
    const after = await manifestOf(second.path);
    expect(kept(after)).toEqual(kept(before));
    // Each image with its variants again, at least the WebP at its own width.
    for (const f of kept(before).files.filter((f) => f.contentType !== 'application/pdf')) {
      expect(after.files.map((a) => a.storagePath)).toContain(variantName(f.storagePath, 'full', 'webp'));
    }
    expect(await siteContent(token)).toEqual(shownBefore);
    expect(await itaItem(token)).toMatchObject(itaState);
    // Published on /transparencia: not left for the files after this one.
    await emulatorDeps().db.doc('ita/transparencia-10-1').delete();
    const photo = await fetch(`${SITE}/media/${upload.body.files.image}`);
    expect(photo.status).toBe(200);

    // The same backup again is a no-op; into a project with content, refused.
    const again = await runMigrate(first.path);
    expect(again.code).toBe(0);
    expect(again.output).toContain('ya se restauró');
    await emulatorDeps().db.doc('_meta/restore').delete();
    const over = await runMigrate(first.path);
    expect(over.code).toBe(1);
    expect(over.output).toMatch(/El colegio «sanjose» ya tiene datos/);
  });
});

describe('The weekly automatic backup', { timeout: 240_000 }, () => {
  it('is written when a week has passed, keeps only the last four, and is listed and downloadable for administrators', async () => {
    const { db, bucket } = emulatorDeps();
    await bucket.deleteFiles({ prefix: 'backups/', force: true });
    try {
      const start = Date.parse('2026-01-05T03:00:00.000Z');
      for (let week = 0; week < 5; week++)
        await writeAutoBackup(db, bucket, new Date(start + week * 7 * DAY));
      const kept = await listAutoBackups(bucket);
      expect(kept).toHaveLength(AUTO_BACKUPS_KEPT);
      expect(kept.map((b) => b.createdAt)).toEqual(
        [4, 3, 2, 1].map((w) => new Date(start + w * 7 * DAY).toISOString()),
      );
      // Not due yet six days after the newest; due at seven.
      expect(await maybeAutoBackup(db, bucket, start + 4 * 7 * DAY + 6 * DAY)).toBeNull();
      expect(await maybeAutoBackup(db, bucket, start + 5 * 7 * DAY)).not.toBeNull();
      expect(await listAutoBackups(bucket)).toHaveLength(AUTO_BACKUPS_KEPT);

      const token = await adminToken();
      expect((await call('GET', '/api/backups', { token: await visitorToken() })).status).toBe(403);
      const listed = await call<Array<{ name: string; size: number }>>('GET', '/api/backups', { token });
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(AUTO_BACKUPS_KEPT);
      const res = await fetch(`${SITE}/api/backups/${listed.body[0]!.name}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(Number((await res.arrayBuffer()).byteLength)).toBe(listed.body[0]!.size);
      expect((await call('GET', '/api/backups/..%2Fmedia%2Fx.zip', { token })).status).toBe(404);
    } finally {
      await bucket.deleteFiles({ prefix: 'backups/', force: true });
    }
  });
});

describe('Memory', { timeout: 240_000 }, () => {
  it('exports 30 MB of incompressible files with the heap capped at 128 MB, far under the function’s 512 MiB', async () => {
    const figure = await measureBackupMemory(30);
    console.log(`backup memory: ${JSON.stringify(figure)}`);
    expect(figure.fileBytes).toBeGreaterThanOrEqual(30 * 1024 * 1024);
    expect(figure.zipBytes).toBeGreaterThan(figure.fileBytes);
    expect(figure.peakRss).toBeLessThan(512 * 1024 * 1024);
  });
});
