/**
 * The Express app behind the one HTTPS function. Hosting rewrites /api/** and /media/** here.
 * Dependencies come in as arguments so tests and the emulator wire the same code.
 */
import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { RecordStore } from './data/records';
import type { Bucket } from './files/bucket';
import { errorHandler, HttpError, notFound } from './http/errors';
import { isCollectionName } from './model';
import { collectionsRouter } from './routes/collections';
import { orderRouter } from './routes/order';
import { adminsRouter } from './routes/admins';
import { uploadRouter } from './routes/upload';
import { mediaRouter } from './routes/media';

export interface AppDeps {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
}

export function createApp({ db, bucket, auth }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const records = new RecordStore(db);

  app.use('/api', uploadRouter(bucket, auth));
  // Before the collections router: its PUT /:collection/:id would take "order" for an id.
  app.use('/api', orderRouter(db, auth));
  // Before the collections router too: "admins" is no collection, its routes are its own.
  app.use('/api', adminsRouter(auth, db));
  app.use('/api', collectionsRouter(records, bucket, auth));
  app.use('/media', mediaRouter(bucket));
  // Anything else under /api or /media: a known path with another verb is 405, the rest 404.
  app.all(['/api/:collection', '/api/:collection/:id'], (req, _res, next) =>
    next(isCollectionName(req.params.collection as string)
      ? new HttpError(405, 'method-not-allowed', 'Método no permitido en esta dirección.')
      : notFound()),
  );
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler);
  return app;
}
