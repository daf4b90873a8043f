/**
 * Hostile backups against a real (emulated) project: each hand-made zip, its SHA-256
 * sums all right, is refused by `restoreBackup` before its first write, and the target project
 * is left exactly as empty as it was; a photo with its GPS position is stored cleaned, with
 * fresh variants, typed from its bytes. The target is a project of its own on the emulators
 * (Firestore and Storage keep projects and buckets apart), so the seeded site is not touched.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { restoreBackup } from '../../functions/src/backup/restore/restore';
import { BackupRefused } from '../../functions/src/backup/restore/verify';
import { backupWithGpsPhoto, docente, forgeBackup, staffBinding, storedName } from './backup-forge';
import { runRestore } from './backup-zip';

const PROJECT = 'demo-restauracion';

function target() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  const app =
    getApps().find((a) => a.name === PROJECT) ??
    initializeApp({ projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` }, PROJECT);
  return { db: getFirestore(app), bucket: getStorage(app).bucket(`${PROJECT}.appspot.com`) };
}

/** Every collection and every object of the target project: nothing, after a refusal. */
async function written(): Promise<string[]> {
  const { db, bucket } = target();
  const collections = (await db.listCollections()).map((c) => `firestore:${c.id}`);
  const [files] = await bucket.getFiles();
  return [...collections, ...files.map((f) => `storage:${f.name}`)];
}

const AT = '2026-11-20T15:00:00.000Z';

describe('restore of hostile backups', { timeout: 120_000 }, () => {
  it('refuses each before its first write, and the project stays empty', async () => {
    expect(await written()).toEqual([]);
    const photo = (await backupWithGpsPhoto()).photo;
    const name = storedName('e5', 'jpg');
    const hostile = {
      adminlog: await forgeBackup({
        sets: [{ set: 'docentes', docs: [docente('ana'), { path: '_adminlog/x', data: docente('x').data }] }],
      }),
      rawNoticia: await forgeBackup({
        sets: [
          { set: 'docentes', docs: [docente('ana')] },
          {
            set: 'noticias',
            docs: [{ path: 'noticias/n1', data: { title: 'x', createdAt: AT, updatedAt: AT } }],
          },
        ],
      }),
      backupsFile: await forgeBackup({
        sets: [{ set: 'docentes', docs: [docente('ana')] }],
        files: [
          {
            storagePath: 'backups/copia-colegio-2026-01-05T03-00-00-000Z.zip',
            bytes: photo,
            contentType: 'application/zip',
          },
        ],
      }),
      htmlAsJpg: await forgeBackup({
        sets: [{ set: 'docentes', docs: [docente('ana', name)] }],
        files: [
          { storagePath: `media/${storedName('e6', 'jpg')}`, bytes: photo, metadata: staffBinding },
          {
            storagePath: `media/${name}`,
            bytes: Buffer.from('<html><script>alert(1)</script>'),
            contentType: 'image/jpeg',
            metadata: staffBinding,
          },
        ],
      }),
      bomb: await forgeBackup({
        files: [
          {
            storagePath: `media/${storedName('e7', 'png')}`,
            zeros: 64 * 1024 * 1024,
            metadata: staffBinding,
          },
        ],
      }),
    };
    const messages: Record<string, string> = {};
    for (const [what, path] of Object.entries(hostile)) {
      const err = await restoreBackup(target(), path).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, what).toBeInstanceOf(BackupRefused);
      messages[what] = (err as Error).message;
      expect(await written(), what).toEqual([]);
    }
    expect(messages.adminlog).toMatch(/«_adminlog\/x».*no está en la colección «docentes»/);
    expect(messages.rawNoticia).toMatch(/«noticias\/n1».*es obligatorio/);
    expect(messages.backupsFile).toMatch(/«backups\/copia-colegio.*fuera de donde el sitio guarda archivos/);
    expect(messages.htmlAsJpg).toMatch(/debe ser una imagen JPEG, PNG o WebP/);
    expect(messages.bomb).toMatch(/supera el tamaño máximo/);
  });

  it('stores a photo with GPS cleaned, with fresh variants and the type from its bytes; --dry-run writes nothing', async () => {
    const { path, name } = await backupWithGpsPhoto();
    // The CLI's dry run, against the emulated target: the report, then nothing written.
    const dry = await runRestore(path, undefined, ['--dry-run'], { GCLOUD_PROJECT: PROJECT });
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toMatch(
      /Prueba sin escribir[\s\S]*Se escribiría 1 documento[\s\S]*1 imagen limpiada[\s\S]*no se escribió nada \(--dry-run\)/,
    );
    expect(await written()).toEqual([]);

    const report = await restoreBackup(target(), path);
    expect(report.documents).toBe(1);
    const { db, bucket } = target();
    expect((await db.doc('docentes/ana').get()).get('image')).toBe(name);
    const [bytes] = await bucket.file(`media/${name}`).download();
    const [meta] = await bucket.file(`media/${name}`).getMetadata();
    const picture = await sharp(bytes).metadata();
    expect([picture.format, picture.width, picture.height, picture.exif]).toEqual([
      'jpeg',
      1040,
      1040,
      undefined,
    ]);
    expect(meta.contentType).toBe('image/jpeg');
    expect(meta.metadata).toMatchObject({ collection: 'docentes', field: 'image', rule: 'staff' });
    const [variant] = await bucket.file(`media/${name.replace('.jpg', '-wfull.webp')}`).getMetadata();
    expect(variant.contentType).toBe('image/webp');
    expect(variant.metadata).toMatchObject({ variantOf: name });
    // Leave the project as found, for a second run of this file against the same emulators.
    await bucket.deleteFiles({ force: true });
    await db.recursiveDelete(db.collection('docentes'));
    await db.recursiveDelete(db.collection('_meta'));
  });
});
