/**
 * Backups, administrators only: GET /api/backup streams a new backup (zip, with the
 * citizens' personal data only with ?personal=1); GET /api/backups lists the weekly automatic
 * ones and GET /api/backups/{name} streams one. A browser download cannot send an
 * Authorization header, so each download also answers POST with the ID token in a form field
 * (`idToken`, never in the address, which logs keep): the admin screen submits a form and the
 * browser writes the file to disk as it arrives, never into the page's memory.
 * Served by the `backup` function (index.ts; longer timeout than `api`, Hosting rewrites these
 * paths to it).
 */
import { Router, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../files/bucket';
import { AUTO_BACKUP_NAME, AUTO_BACKUP_PREFIX, backupFileName } from '../backup/contents';
import { listAutoBackups } from '../backup/auto-backups';
import { exportBackup } from '../backup/export';
import { HttpError, notFound } from '../http/errors';
import { rawBody } from '../http/raw-body';
import { requireRole } from '../http/require-role';

/**
 * A download posted as a form: its `idToken` becomes the Authorization header the next handler,
 * requireRole('backup'), checks, so the form and the header are one check, whatever that check becomes.
 */
async function formToken(req: Request, res: Response, next: () => void) {
  if (!req.is('application/x-www-form-urlencoded')) {
    throw new HttpError(
      415,
      'unsupported-media-type',
      'La descarga debe pedirse desde la pantalla «Copia de seguridad».',
    );
  }
  const form = new URLSearchParams((await rawBody(req, 16 * 1024)).toString('utf8'));
  req.headers.authorization = `Bearer ${form.get('idToken') ?? ''}`;
  res.locals.form = form;
  next();
}

const formOf = (res: Response) => res.locals.form as URLSearchParams;

const wantsPersonal = (v: unknown) => v === '1' || v === 'true' || v === 'on';

export function backupRouter(db: Firestore, bucket: Bucket, auth: Auth): Router {
  const router = Router();
  // Administrators only (the 'backup' capability).
  const admin = requireRole(auth, 'backup');

  async function sendBackup(req: Request, res: Response, personal: boolean) {
    const at = new Date();
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${backupFileName(at, personal)}"`,
      'Cache-Control': 'private, no-store',
    });
    const manifest = await exportBackup(db, bucket, res, { personal, at }).catch((err: unknown) => {
      // Headers are gone: the download ends short, without a manifest, and the restore refuses it.
      logger.error('backup-export-failed', {
        event: 'backup-export-failed',
        by: req.admin!.uid,
        error: String(err),
      });
      res.destroy();
      return null;
    });
    if (manifest) {
      logger.info('backup-export', {
        event: 'backup-export',
        by: req.admin!.uid,
        personal,
        counts: manifest.counts,
        files: manifest.files.length,
      });
    }
  }

  router.get('/backup', admin, async (req, res) => {
    await sendBackup(req, res, wantsPersonal(req.query.personal));
  });
  router.post('/backup', formToken, admin, async (req, res) => {
    await sendBackup(req, res, wantsPersonal(formOf(res).get('personal')));
  });

  router.get('/backups', admin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await listAutoBackups(bucket));
  });

  async function sendStored(name: string, res: Response) {
    if (!AUTO_BACKUP_NAME.test(name)) throw notFound('No existe esa copia de seguridad.');
    const file = bucket.file(`${AUTO_BACKUP_PREFIX}${name}`);
    const [exists] = await file.exists();
    if (!exists) throw notFound('No existe esa copia de seguridad.');
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    });
    await new Promise<void>((resolve) => {
      file
        .createReadStream()
        .on('error', () => {
          res.destroy();
          resolve();
        })
        .pipe(res)
        .on('finish', resolve)
        .on('close', resolve);
    });
  }

  router.get('/backups/:name', admin, async (req, res) => sendStored(String(req.params.name), res));
  router.post('/backups/:name', formToken, admin, async (req, res) =>
    sendStored(String(req.params.name), res),
  );

  return router;
}
