/**
 * The Express app behind the one HTTPS function. Hosting rewrites /api/** and /media/** here.
 * Dependencies come in as arguments so tests and the emulator wire the same code.
 */
import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { RecordWrites } from './writes/record-writes';
import { RecordStore } from './data/records';
import type { Bucket } from './files/bucket';
import { errorHandler, HttpError, notFound } from './http/errors';
import { isCollectionName } from './model';
import { collectionsRouter } from './routes/collections';
import { overviewRouter } from './routes/overview';
import { historyRouter } from './routes/history';
import { orderRouter } from './routes/order';
import { adminsRouter } from './routes/admins';
import { sessionRouter } from './routes/session';
import { adminLinkRouter } from './routes/admin-links';
import { invitationRouter } from './routes/invitations';
import { uploadRouter } from './routes/upload';
import { mediaRouter } from './routes/media';
import { trashRouter } from './routes/trash';
import { maybeSweep } from './maintenance/sweep';
import { vitalsRouter } from './routes/vitals';
import { pqrsdRouter } from './routes/pqrsd';
import { subscriptionsRouter } from './routes/subscriptions';
import { readPreferences } from './subscriptions/subscribers';
import { noticesRouter } from './routes/notices';
import { itaRouter } from './routes/ita';
import { noAplicaReasons } from './data/ita';
import { backupRouter } from './routes/backup';
import { restoreRouter } from './routes/restore';
import { sharePagesRouter } from './routes/share-pages';
import { calendarRouter } from './routes/calendar';
import { pagesRouter } from './routes/pages';
import { broadcastCopiesRouter } from './routes/broadcast-copies';
import { reviewRouter } from './routes/review';
import { reviewMailer } from './writes/review-mail';
import { previewRouter } from './routes/preview';
import { searchFor, searchRouter } from './routes/search';
import { pushSubscriptionsRouter } from './routes/push-subscriptions';
import { SiteSearch } from './search/site-search';
import { PdfTexts } from './search/pdf-text';
import { MEDIA_PREFIX } from './files/store';
import { now, readClock } from './data/clock';
import { bogotaDate } from './pqrsd/due-date';
import { requestsReports } from './pqrsd/report';
import { isPrivateFileReader } from './http/require-role';
import { securityHeaders } from './http/security-headers';
import type { PerClientRateLimit } from './http/per-client-rate-limit';
import { conformityRouter } from './routes/conformity';
import { subscriptionsStaffRouter } from './routes/subscriptions-staff';
import { runConformity, type ConformityOptions } from './maintenance/conformity';
import { inProcessGet } from './maintenance/in-process';
import type { ConformityReport } from './model/conformity';
import { currentSchool, runInSchool } from './tenancy/current-school';
import { siteOrigin } from './tenancy/site-origin';

export interface AppDeps {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
  /**
   * Start the maintenance (maintenance/sweep.ts) after administrator writes. Only in the emulator,
   * which never fires the production schedule (docs/decisions/0008-trash-and-file-sweep.md).
   */
  sweepOnWrites?: boolean;
  /** The per-client limit of page renders; the conformity check's own copy of the app has none. */
  renderLimit?: Pick<PerClientRateLimit, 'take'>;
}

/** No limit: the conformity check's renders are the server's own, bounded by the check's budget. */
const NO_LIMIT = { take: () => true };

/**
 * The conformity check of the school being served (maintenance/conformity.ts): its pages rendered
 * in-process by a copy of its app without the per-client limit, at base-less addresses (the
 * school's own domain's), inside the school's context. The hourly maintenance and the routes call it.
 */
export function checkSchoolConformity(
  deps: Pick<AppDeps, 'db' | 'bucket' | 'auth'>,
  options: ConformityOptions = {},
): Promise<ConformityReport> {
  const school = currentSchool();
  const origin = school?.origin ?? siteOrigin();
  const app = createApp({ db: deps.db, bucket: deps.bucket, auth: deps.auth, renderLimit: NO_LIMIT });
  const get = inProcessGet(app, new URL(origin).host);
  const run = () => runConformity({ db: deps.db, bucket: deps.bucket, get }, { origin, ...options });
  return school ? runInSchool({ ...school, base: '' }, run) : run();
}

export function createApp({
  db,
  bucket,
  auth,
  sweepOnWrites = false,
  renderLimit,
}: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The same hardening headers Hosting adds, on the function's direct URL too.
  app.use(securityHeaders);
  const records = new RecordStore(db);
  const writes = new RecordWrites(db, bucket, reviewMailer(auth));

  if (sweepOnWrites) {
    // One check at a time per instance: 50 saves at once must not queue 50 lease transactions.
    let sweeping = false;
    app.use('/api', (req, res, next) => {
      // After the answer is sent, so the write never waits for it; the lease keeps it hourly.
      res.on('finish', () => {
        if (sweeping || !req.admin || req.method === 'GET' || res.statusCode >= 400) return;
        sweeping = true;
        maybeSweep(db, bucket)
          .catch((err: unknown) => console.warn('maintenance run failed', err))
          .finally(() => {
            sweeping = false;
          });
      });
      next();
    });
  }

  app.use('/api', uploadRouter(bucket, auth));
  // Before the collections router, whose GET /:collection would answer "vitals" with a 404.
  app.use('/api', vitalsRouter());
  // Atención al ciudadano: public filing and tracking, staff inbox (routes/pqrsd.ts).
  app.use('/api', pqrsdRouter(db, bucket, auth));
  // The families' subscriptions, public side: subscribe, confirm, unsubscribe, preferences.
  app.use('/api', subscriptionsRouter(db));
  // The families' notices: «Enterado», «Notificar de nuevo», the reminder (routes/notices.ts).
  app.use('/api', noticesRouter(db, auth));
  // The ITA checklist: before the collections router too, "ita" is no collection.
  app.use('/api', itaRouter(db, auth));
  // The conformity check (decision 0038): its last report, and "Revisar ahora" (one at a time).
  app.use(
    '/api',
    conformityRouter(db, auth, () => checkSchoolConformity({ db, bucket, auth }, { origen: 'manual' })),
  );
  // Copia de seguridad: a streamed zip; before the collections router ("backup" is none).
  app.use('/api', backupRouter(db, bucket, auth));
  // Restoring a backup from the admin: its dry run, then its confirmation.
  app.use('/api', restoreRouter(db, bucket, auth));
  // Before the collections router: its PUT /:collection/:id would take "order" for an id.
  app.use('/api', orderRouter(db, auth));
  // Before the collections router too: "trash" is not a collection.
  app.use('/api', trashRouter(db, auth, bucket));
  // Its three-segment path is not the collections router's, but kept beside the order one for clarity.
  app.use('/api', historyRouter(db, records, auth));
  // The admin home's overview, before the collections router too: "overview" is no collection.
  app.use('/api', overviewRouter(records, auth));
  // Before the collections router too: "admins" is no collection, its routes are its own.
  app.use('/api', adminLinkRouter(auth, db));
  app.use('/api', invitationRouter(db, auth));
  app.use('/api', adminsRouter(auth, db));
  // The signed-in person's role in this school, for the admin area ("sesion" is no collection).
  app.use('/api', sessionRouter(auth));
  // Site search (decision 0020): before the collections router too, "buscar" is no collection.
  const pdfs = new PdfTexts(async (name) => (await bucket.file(`${MEDIA_PREFIX}${name}`).download())[0]);
  const search = searchFor(new SiteSearch(records, { clock: () => readClock(db), pdfs }));
  app.use('/api', searchRouter(search));
  // Phone notices (Web Push): the key, subscribe and remove, the service worker and the manifest.
  app.use(pushSubscriptionsRouter(db, records));
  // The families' subscriptions, staff side: counts, addresses, notices, «Enterado» (before the collections router: "suscripciones" is none, and /api/avisos/:id/… is not the «Avisos» collection's).
  app.use('/api', subscriptionsStaffRouter(db, auth));
  // Drafts and review: "pendientes" is no collection, and its three-segment actions are its own.
  app.use('/api', reviewRouter(records, writes, auth));
  // A Secretaría's copy hidden from the home page: before the collections router too.
  app.use('/api', broadcastCopiesRouter(db, writes, auth));
  app.use('/api', collectionsRouter(records, writes, bucket, auth));
  app.use(
    '/media',
    mediaRouter(bucket, db, (req) => isPrivateFileReader(auth, req)),
  );
  // The feeds of the records' pages: RSS, the articles' and albums' sitemap (decision 0012).
  app.use(sharePagesRouter(records));
  // /eventos.ics (Hosting rewrites it here): the school's calendar as iCalendar.
  app.use(calendarRouter(records));
  // Anything else under /api or /media: a known path with another verb is 405, the rest 404.
  app.all(['/api/:collection', '/api/:collection/:id'], (req, _res, next) =>
    next(
      isCollectionName(req.params.collection as string)
        ? new HttpError(405, 'method-not-allowed', 'Método no permitido en esta dirección.')
        : notFound(),
    ),
  );
  // A draft's or scheduled item's page for its staff (decision 0021): before the pages.
  app.use(previewRouter(records, db, bucket, auth));
  // Every other address a visitor asks for: a public page, rendered here by the Astro build (decision 0025).
  app.use(
    pagesRouter(records, {
      ...(renderLimit ? { limit: renderLimit } : {}),
      search,
      noAplica: () => noAplicaReasons(db),
      pqrsdReport: async () => requestsReports(db, bogotaDate(new Date(await now(db)))),
      subscription: (token) => readPreferences(db, token),
    }),
  );
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler);
  return app;
}
