/**
 * The app behind the `backup` function (issue 26): the backup routes only. A function of its
 * own because a school's whole content and files take longer to stream than the `api`
 * function's 60 s allow; Hosting rewrites /api/backup and /api/backups/** here (firebase.json).
 */
import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import type { Bucket } from './files/bucket';
import { errorHandler, notFound } from './http/errors';
import { backupRouter } from './routes/backup';

export function createBackupApp({ db, bucket, auth }: { db: Firestore; bucket: Bucket; auth: Auth }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/api', backupRouter(db, bucket, auth));
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler);
  return app;
}
