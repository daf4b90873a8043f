/**
 * The Express app behind the one HTTPS function. Hosting rewrites /api/** and /media/** here.
 * Dependencies come in as arguments so tests and the emulator wire the same code.
 */
import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { RecordStore } from './data/records';
import type { Bucket } from './files/bucket';
import { errorHandler, notFound } from './http/errors';
import { collectionsRouter } from './routes/collections';
import { mediaRouter } from './routes/media';

export interface AppDeps {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
}

export function createApp({ db, bucket }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const records = new RecordStore(db);

  app.use('/api', collectionsRouter(records));
  app.use('/media', mediaRouter(bucket));
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler);
  return app;
}
