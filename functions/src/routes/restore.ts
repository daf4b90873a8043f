/**
 * Restoring a backup from the admin ("Copia de seguridad"), administrators only (the 'backup'
 * capability), in two steps (docs/decisions/0032-restore-from-the-admin.md):
 * - POST /api/restores (multipart, the zip in `copia`): the whole backup is checked and compared
 *   with this site WITHOUT writing any content: it must be a backup of this site (its manifest's
 *   site), complete, unaltered, every record valid for the model, every file for its rules. The
 *   answer is the dry run (per set: new, replaced, unchanged; files; what is not written and
 *   why) and an id: the zip is kept in Storage (`restores/{id}.zip`, never public) for an hour,
 *   bound to that id, its SHA-256 and the administrator who sent it. A refusal is a 422 with the
 *   reason, and nothing is kept.
 * - POST /api/restores/{id}/confirm: that same administrator runs it. The same checks again on
 *   the kept bytes (the restore core, backup/restore/, is the command line's), then the writes,
 *   their progress in the entry as they go; the entry stays as the restore's history (who,
 *   when, what). GET /api/restores lists the entries, GET /api/restores/{id} answers one (the
 *   admin screen polls it while the restore runs).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Router, type Request } from 'express';
import { logger } from 'firebase-functions';
import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../files/bucket';
import { currentSiteId } from '../backup/contents';
import { BackupRefused } from '../backup/restore/limits';
import { restoreBackup, type RestoreReport } from '../backup/restore/restore';
import { guardedTransaction } from '../data/guarded-transaction';
import { HttpError, notFound } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { MAX_BODY_BYTES } from '../http/raw-body';
import { actorOf, requireRole } from '../http/require-role';
import { currentSchool } from '../tenancy/current-school';

/** The restores' entries: the dry run, the progress, the outcome. Server-only (firestore.rules). */
export const RESTORES = '_restores';
/** Where an uploaded backup waits for its confirmation. */
export const RESTORE_UPLOADS = 'restores/';
/** How long a dry run can be confirmed. */
export const RESTORE_TTL_MS = 60 * 60 * 1000;
/** A zip the function can receive (the runtime's request size); larger ones: the command line. */
export const MAX_RESTORE_UPLOAD = MAX_BODY_BYTES - 64 * 1024;

export type RestoreState = 'checked' | 'running' | 'done' | 'failed' | 'refused' | 'expired';

const ID = /^[a-f0-9]{32}$/;

const refusedError = (message: string) => new HttpError(422, 'backup-refused', message);

/** What the admin sees of an entry. */
function view(id: string, data: DocumentData) {
  return {
    id,
    state: data.state as RestoreState,
    by: data.by as { uid: string; email: string },
    fileName: String(data.fileName ?? ''),
    size: Number(data.size ?? 0),
    uploadedAt: String(data.uploadedAt ?? ''),
    expiresAt: String(data.expiresAt ?? ''),
    backupCreatedAt: data.backupCreatedAt ? String(data.backupCreatedAt) : undefined,
    dryRun: (data.dryRun ?? null) as Pick<RestoreReport, 'sets' | 'fileCounts' | 'refused' | 'plan'> | null,
    progress: (data.progress ?? null) as { done: number; total: number } | null,
    startedAt: data.startedAt ? String(data.startedAt) : undefined,
    finishedAt: data.finishedAt ? String(data.finishedAt) : undefined,
    result: (data.result ?? null) as { documents: number; files: number } | null,
    error: data.error ? String(data.error) : undefined,
  };
}

/** The uploaded bytes as a file: yauzl reads a zip's central directory from its end. */
async function withTempFile<T>(bytes: Buffer, run: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'copia-subida-'));
  const path = join(dir, 'copia.zip');
  try {
    await writeFile(path, bytes);
    return await run(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Dry runs nobody confirmed in time: their zips are deleted, their entries say so. */
async function expireOld(db: Firestore, bucket: Bucket): Promise<void> {
  const nowIso = new Date().toISOString();
  const stale = await db.collection(RESTORES).where('state', '==', 'checked').get();
  for (const doc of stale.docs) {
    if (String(doc.get('expiresAt')) > nowIso) continue;
    await bucket
      .file(`${RESTORE_UPLOADS}${doc.id}.zip`)
      .delete({ ignoreNotFound: true })
      .catch(() => undefined);
    await doc.ref.update({ state: 'expired' });
  }
}

export function restoreRouter(db: Firestore, bucket: Bucket, auth: Auth): Router {
  const router = Router();
  const admin = requireRole(auth, 'backup');
  const entry = (id: string) => db.collection(RESTORES).doc(id);

  router.post('/restores', admin, async (req: Request, res) => {
    const body = await parseMultipart(req, { maxFileBytes: MAX_RESTORE_UPLOAD, maxFiles: 1, maxFields: 2 });
    const file = body.files.find((f) => f.field === 'copia');
    if (!file || file.bytes.length === 0)
      throw new HttpError(400, 'missing-file', 'Elija el archivo .zip de la copia de seguridad.');
    if (file.truncated)
      throw new HttpError(
        413,
        'too-large',
        `La copia supera ${Math.floor(MAX_RESTORE_UPLOAD / 1024 / 1024)} MB, lo que esta pantalla puede recibir: un técnico puede restaurarla con la línea de comandos (npm run restore).`,
      );
    await expireOld(db, bucket).catch((err: unknown) =>
      logger.warn('restore-expire-failed', { error: String(err) }),
    );
    const id = randomBytes(16).toString('hex');
    const by = actorOf(req);
    const uploadedAt = new Date();
    const base = {
      by,
      fileName: file.originalName,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      uploadedAt: uploadedAt.toISOString(),
    };
    let report: RestoreReport;
    let backupCreatedAt = '';
    try {
      report = await withTempFile(file.bytes, (path) =>
        restoreBackup({ db, bucket }, path, {
          dryRun: true,
          into: 'site',
          site: currentSiteId(),
          school: currentSchool()?.id,
          onManifest: (m) => {
            backupCreatedAt = m.createdAt;
          },
        }),
      );
    } catch (err) {
      if (!(err instanceof BackupRefused)) throw err;
      // The refusal is kept too: who tried to restore what, and why it was not.
      await entry(id).create({ ...base, state: 'refused', error: err.message });
      logger.info('restore-refused', { event: 'restore-refused', by: by.uid, id });
      throw refusedError(`Copia rechazada, no se escribió nada: ${err.message}`);
    }
    await bucket.file(`${RESTORE_UPLOADS}${id}.zip`).save(file.bytes, {
      resumable: false,
      contentType: 'application/zip',
      metadata: { cacheControl: 'private, no-store' },
    });
    const data = {
      ...base,
      state: 'checked' as const,
      expiresAt: new Date(uploadedAt.getTime() + RESTORE_TTL_MS).toISOString(),
      backupCreatedAt,
      dryRun: {
        sets: report.sets,
        fileCounts: report.fileCounts,
        refused: report.refused,
        plan: report.plan,
      },
    };
    await entry(id).create(data);
    logger.info('restore-dry-run', { event: 'restore-dry-run', by: by.uid, id });
    res.status(201).json(view(id, data));
  });

  router.get('/restores', admin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const snap = await db.collection(RESTORES).orderBy('uploadedAt', 'desc').limit(30).get();
    res.json(snap.docs.map((d) => view(d.id, d.data())));
  });

  router.get('/restores/:id', admin, async (req, res) => {
    const id = String(req.params.id);
    const snap = ID.test(id) ? await entry(id).get() : null;
    if (!snap?.exists) throw notFound('No existe esa restauración.');
    res.set('Cache-Control', 'private, no-store');
    res.json(view(id, snap.data()!));
  });

  router.post('/restores/:id/confirm', admin, async (req, res) => {
    const id = String(req.params.id);
    if (!ID.test(id)) throw notFound('No existe esa restauración.');
    const actor = actorOf(req);
    const ref = entry(id);
    // One confirmation: the first turns the entry to "running", any other finds it so.
    const data = await guardedTransaction(db, 'restore-confirm', async (tx, guard) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw notFound('No existe esa restauración.');
      const d = snap.data()!;
      if (d.state !== 'checked')
        throw new HttpError(
          409,
          'restore-not-pending',
          'Esta restauración ya se confirmó, caducó o fue rechazada.',
        );
      if ((d.by as { uid?: string })?.uid !== actor.uid)
        throw new HttpError(
          403,
          'restore-other-admin',
          'Solo quien subió la copia puede confirmar su restauración.',
        );
      if (String(d.expiresAt) <= new Date().toISOString())
        throw new HttpError(
          409,
          'restore-expired',
          'La prueba de esta copia caducó (una hora): súbala de nuevo.',
        );
      guard.stillWanted();
      tx.update(ref, {
        state: 'running',
        startedAt: new Date().toISOString(),
        progress: { done: 0, total: 0 },
      });
      return d;
    });

    const zipFile = bucket.file(`${RESTORE_UPLOADS}${id}.zip`);
    let lastProgress = 0;
    try {
      const [bytes] = await zipFile.download();
      if (createHash('sha256').update(bytes).digest('hex') !== data.sha256)
        throw new BackupRefused('La copia guardada para esta restauración cambió: súbala de nuevo.');
      const report = await withTempFile(bytes, (path) =>
        restoreBackup({ db, bucket }, path, {
          into: 'site',
          site: currentSiteId(),
          school: currentSchool()?.id,
          actor,
          progress: ({ done, total }) => {
            // At most one progress write a second, and the last one.
            const now = Date.now();
            if (done !== total && now - lastProgress < 1000) return;
            lastProgress = now;
            void ref.update({ progress: { done, total } }).catch(() => undefined);
          },
        }),
      );
      const finished = {
        state: 'done',
        finishedAt: new Date().toISOString(),
        result: { documents: report.documents, files: report.files },
        progress: { done: report.documents + report.files, total: report.documents + report.files },
      };
      await ref.update(finished);
      logger.info('restore-done', { event: 'restore-done', by: actor.uid, id, ...finished.result });
      res.json(view(id, { ...data, ...finished }));
    } catch (err) {
      const message =
        err instanceof BackupRefused
          ? `Copia rechazada, no se escribió nada: ${err.message}`
          : 'La restauración se detuvo antes de terminar. Lo escrito se conserva; suba la copia de nuevo para completarla (lo que ya está igual no se vuelve a escribir).';
      await ref.update({ state: 'failed', finishedAt: new Date().toISOString(), error: message });
      logger.error('restore-failed', { event: 'restore-failed', by: actor.uid, id, error: String(err) });
      if (err instanceof BackupRefused) throw refusedError(message);
      throw new HttpError(503, 'restore-failed', message);
    } finally {
      await zipFile.delete({ ignoreNotFound: true }).catch(() => undefined);
    }
  });

  return router;
}
