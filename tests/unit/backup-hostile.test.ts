/**
 * The restore's dry run against hostile backups: hand-made zips whose SHA-256 sums,
 * sizes and counts are all right (tests/emulator/backup-forge.ts), refused for what they hold —
 * a document outside what an export writes, a record the model refuses, a file outside the media,
 * a file whose bytes are not what its name says, an entry past its cap, a zip bomb with an honest
 * or a lying header — and a phone photo with its GPS position cleaned as an upload cleans it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BackupRefused, verifyBackup } from '../../functions/src/backup/restore/verify';
import { planRestore, type RestorePlan } from '../../functions/src/backup/restore/plan';
import { DEFAULT_LIMITS, type RestoreLimits } from '../../functions/src/backup/restore/limits';
import {
  backupWithGpsPhoto,
  docente,
  forgeBackup,
  lieAboutSize,
  staffBinding,
  storedName,
} from '../emulator/backup-forge';

/** verify + plan, as the restore runs them before its first write. */
async function dryRun(path: string, limits: RestoreLimits = DEFAULT_LIMITS): Promise<RestorePlan> {
  const backup = await verifyBackup(path, () => undefined, limits);
  try {
    return await planRestore(backup, mkdtempSync(join(tmpdir(), 'plan-')));
  } finally {
    backup.zip.close();
  }
}

async function refusal(path: string, limits?: RestoreLimits): Promise<string> {
  const err = await dryRun(path, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupRefused);
  return (err as Error).message;
}

const AT = '2026-11-20T15:00:00.000Z';

describe('restore dry run: documents', () => {
  it('refuses a set the export never writes (_adminlog), and a document outside its own set', async () => {
    const adminlog = await forgeBackup({
      sets: [
        {
          set: '_adminlog',
          path: 'colecciones/_adminlog.json',
          docs: [{ path: '_adminlog/x', data: { uid: 'x' } }],
        },
      ],
    });
    expect(await refusal(adminlog)).toBe(
      'La copia quiere escribir el conjunto «_adminlog», que una copia de este sitio no contiene.',
    );
    const smuggled = await forgeBackup({
      sets: [
        {
          set: 'docentes',
          docs: [docente('ana'), { path: '_adminlog/x', data: { title: 'x', createdAt: AT, updatedAt: AT } }],
        },
      ],
    });
    expect(await refusal(smuggled)).toBe(
      'El documento «_adminlog/x» de la copia no es válido: no está en la colección «docentes».',
    );
    const deep = await forgeBackup({
      sets: [{ set: 'docentes', docs: [{ path: 'docentes/a/versions/b', data: docente('a').data }] }],
    });
    expect(await refusal(deep)).toMatch(/no está en la colección «docentes»/);
  });

  it('refuses personal data in a backup that says it has none, and server-only sets even in one that has', async () => {
    const pqrsd = await forgeBackup({
      sets: [
        { set: 'pqrsd', personal: true, docs: [{ path: 'pqrsd/PQRSD-2026-000001', data: { nombre: 'x' } }] },
      ],
    });
    expect(await refusal(pqrsd)).toMatch(/conjunto «pqrsd»/);
    const rate = await forgeBackup({
      personalData: true,
      sets: [{ set: '_pqrsd_rate', personal: true, docs: [{ path: '_pqrsd_rate/x', data: {} }] }],
    });
    expect(await refusal(rate)).toMatch(/conjunto «_pqrsd_rate»/);
  });

  it('runs every record through the model: a raw noticias record is refused with its path and the model’s message', async () => {
    const raw = await forgeBackup({
      sets: [
        {
          set: 'noticias',
          docs: [
            {
              path: 'noticias/n1',
              data: { title: '<img src=x onerror=alert(1)>', createdAt: AT, updatedAt: AT },
            },
          ],
        },
      ],
    });
    expect(await refusal(raw)).toMatch(
      /^El documento «noticias\/n1» de la copia no es válido: El campo «.+» es obligatorio\.$/,
    );
    const unknown = await forgeBackup({
      sets: [
        { set: 'docentes', docs: [{ path: 'docentes/a', data: { ...docente('a').data, admin: true } }] },
      ],
    });
    expect(await refusal(unknown)).toBe(
      'El documento «docentes/a» de la copia no es válido: Campo desconocido en docentes: «admin».',
    );
    const wrongType = await forgeBackup({
      sets: [
        {
          set: 'docentes',
          docs: [{ path: 'docentes/a', data: { ...docente('a').data, image: '../../backups/x.zip' } }],
        },
      ],
    });
    expect(await refusal(wrongType)).toMatch(
      /«docentes\/a».*Foto.*debe ser un archivo subido desde el formulario/,
    );
    const noStamp = await forgeBackup({
      sets: [{ set: 'docentes', docs: [{ path: 'docentes/a', data: { title: 'Ana' } }] }],
    });
    expect(await refusal(noStamp)).toMatch(/«createdAt» y «updatedAt»/);
  });

  it('checks the records kept in the Papelera and the history too', async () => {
    const trash = await forgeBackup({
      sets: [
        {
          set: '_trash',
          docs: [
            {
              path: '_trash/docentes__a',
              data: {
                collection: 'docentes',
                recordId: 'a',
                title: 'A',
                values: { title: 5, createdAt: AT, updatedAt: AT },
                deletedAt: AT,
                uid: 'u',
                email: 'e@x.co',
                purgeAfter: AT,
              },
            },
          ],
        },
      ],
    });
    expect(await refusal(trash)).toMatch(/«_trash\/docentes__a».*El campo «Nombres» debe ser un texto/);
    const history = await forgeBackup({
      sets: [
        {
          set: '_history',
          docs: [
            {
              path: '_history/_adminlog__a/versions/v1',
              data: {
                collection: '_adminlog',
                recordId: 'a',
                at: AT,
                uid: 'u',
                email: 'e',
                op: 'update',
                values: {},
              },
            },
          ],
        },
      ],
    });
    expect(await refusal(history)).toMatch(/su ruta no corresponde a la sección/);
    const good = await forgeBackup({
      sets: [
        {
          set: '_history',
          docs: [
            {
              path: '_history/docentes__a/versions/v1',
              data: {
                collection: 'docentes',
                recordId: 'a',
                at: AT,
                uid: 'u',
                email: 'e@x.co',
                op: 'update',
                values: docente('a').data,
              },
            },
          ],
        },
      ],
    });
    expect((await dryRun(good)).documents[0]!.count).toBe(1);
  });
});

describe('restore dry run: files', () => {
  it('refuses a file outside the media (backups/, pqrsd/ without personal data) before reading it', async () => {
    const zip = Buffer.from('PK\u0003\u0004 not really');
    for (const storagePath of [
      'backups/copia-colegio-2026-01-05T03-00-00-000Z.zip',
      'pqrsd/x.pdf',
      'otra/x.jpg',
      '_adminlog/x',
    ]) {
      const path = await forgeBackup({
        files: [{ storagePath, bytes: zip, contentType: 'application/zip' }],
      });
      expect(await refusal(path), storagePath).toMatch(/fuera de donde el sitio guarda archivos/);
    }
  });

  it('takes the type from the bytes: HTML named .jpg is refused, whatever the backup declares', async () => {
    const name = storedName('b2', 'jpg');
    const path = await forgeBackup({
      sets: [{ set: 'docentes', docs: [docente('a', name)] }],
      files: [
        {
          storagePath: `media/${name}`,
          bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
          contentType: 'image/jpeg',
          metadata: staffBinding,
        },
      ],
    });
    expect(await refusal(path)).toBe(
      `El archivo «media/${name}» de la copia no es válido: El archivo debe ser una imagen JPEG, PNG o WebP.`,
    );
  });

  it('refuses a file bound to a field that does not exist, a name the site never gives, and a variant without its original', async () => {
    const photo = (await backupWithGpsPhoto()).photo;
    const name = storedName('c3', 'jpg');
    const bound = await forgeBackup({
      files: [
        { storagePath: `media/${name}`, bytes: photo, metadata: { ...staffBinding, field: 'secreto' } },
      ],
    });
    expect(await refusal(bound)).toMatch(/un campo que no existe o que tiene otras reglas/);
    const named = await forgeBackup({
      files: [{ storagePath: 'media/index.html', bytes: photo, metadata: staffBinding }],
    });
    expect(await refusal(named)).toMatch(/su nombre no es uno de los que el sitio da/);
    const variant = await forgeBackup({
      files: [{ storagePath: `media/${name.replace('.jpg', '-wfull.webp')}`, bytes: photo }],
    });
    expect(await refusal(variant)).toMatch(/una variante de una imagen que la copia no contiene/);
  });

  it('stores a photo as an upload would: GPS and camera gone, variants made again, the type from the bytes', async () => {
    const { path, name } = await backupWithGpsPhoto();
    const plan = await dryRun(path);
    const original = plan.files.find((f) => f.storagePath === `media/${name}`)!;
    expect(original.contentType).toBe('image/jpeg');
    expect(original.metadata).toEqual(staffBinding);
    const meta = await sharp(readFileSync(original.staged)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1040, 1040, undefined]);
    const variants = plan.files.filter((f) => f.storagePath !== original.storagePath);
    expect(variants.map((v) => v.storagePath)).toContain(`media/${name.replace('.jpg', '-wfull.webp')}`);
    for (const v of variants)
      expect(v.metadata).toEqual({ variantOf: name, collection: 'docentes', field: 'image' });
    expect(plan.report.join('\n')).toMatch(/1 documento[\s\S]*1 imagen limpiada/);
  });
});

describe('restore dry run: caps', () => {
  it('refuses an entry past its cap, too many entries, and too many bytes in all', async () => {
    const { path, photo } = await backupWithGpsPhoto();
    expect(await refusal(path, { ...DEFAULT_LIMITS, maxFileBytes: photo.length - 1 })).toMatch(
      /supera el tamaño máximo de una entrada de la copia/,
    );
    expect(await refusal(path, { ...DEFAULT_LIMITS, maxEntries: 2 })).toBe(
      'La copia tiene 3 entradas; el máximo es 2: no es una copia de este sitio.',
    );
    expect(await refusal(path, { ...DEFAULT_LIMITS, maxTotalBytes: photo.length })).toMatch(
      /La copia descomprimida supera el máximo/,
    );
  });

  it('refuses a zip bomb at once, whether its header tells its size or lies about it', async () => {
    const size = 128 * 1024 * 1024;
    const name = storedName('d4', 'jpg');
    const bomb = await forgeBackup({
      files: [{ storagePath: `media/${name}`, zeros: size, metadata: staffBinding }],
    });
    let started = performance.now();
    expect(await refusal(bomb)).toBe(
      `«archivos/media/${name}» supera el tamaño máximo de una entrada de la copia (12 MB): no es una copia de este sitio.`,
    );
    expect(performance.now() - started).toBeLessThan(2_000);

    // The header now says 1000 bytes: the bytes are counted as they inflate and the read stops.
    lieAboutSize(bomb, `archivos/media/${name}`, 1000);
    const heapBefore = process.memoryUsage().heapUsed;
    started = performance.now();
    expect(await refusal(bomb)).toMatch(new RegExp(`«archivos/media/${name}».*(dañado|tamaño máximo)`));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });
});
