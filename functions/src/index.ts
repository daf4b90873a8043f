import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Bucket } from './files/bucket';
import { getStorage } from 'firebase-admin/storage';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createPlatformApp, schoolDeps } from './platform/platform-app';
import { CONFORMITY_CURSOR, jobContext, maintainAllSchools } from './platform/maintenance';
import { runInSchool } from './tenancy/current-school';
import { checkSchoolConformity } from './app';
import { ConformityBusy } from './maintenance/conformity';
import { maintainPlatform } from './platform/weekly-mail';
import { platformApiRouter } from './platform/platform-api';
import { resumeBroadcasts } from './platform/broadcasts';
import { platformPages } from './platform/platform-pages';
import { maybeSweep } from './maintenance/sweep';
import { refreshSchoolSummary } from './maintenance/school-summary';
import { smtpSend } from './pqrsd/mailer';
import { deliverOutbox, SEND_APART_COLLECTION, sendApart } from './pqrsd/outbox';
import { purgeExpiredRequests } from './pqrsd/retention';
import { purgeSubscribers } from './subscriptions/subscribers';
import { maybeAutoBackup } from './backup/auto-backups';
import { now } from './data/clock';
import { siteOrigin } from './tenancy/site-origin';
import { SchoolTable } from './tenancy/schools';
import { siteHandler } from './pages/site-handler';
import { NOTICES_COLLECTION } from './model/subscriptions';
import { drainSubscriberOutbox, fanOutNotice } from './subscriptions/fan-out';
import { maintainNotices } from './subscriptions/hourly';

const emulator = process.env.FUNCTIONS_EMULATOR === 'true';
/**
 * Where the function runs (and Firestore lives): the region nearest Colombia's cable route to
 * Miami with Cloud Functions and a regional Firestore (decision 0019). firebase.json's rewrites
 * name it too (tests/unit/production-config.test.ts keeps them equal).
 */
export const REGION = 'us-east1';
// SITE_ORIGIN is the only source of the site's address, checked here, at start-up, so an
// instance without it fails to start and its log says what to write. Not while the deploy or the
// emulator loads this module only to read its triggers (FUNCTIONS_CONTROL_API): that load is given
// none of the function's environment (functions/.env included).
if (process.env.FUNCTIONS_CONTROL_API !== 'true') siteOrigin();
// The public site, written into the function by the web build. Loaded at start outside the
// emulator, so an instance deployed without it stops (an unhandled rejection), its log saying
// what to run; the emulator loads it on the first page asked for (the tests build the site after
// the function).
if (!emulator && process.env.FUNCTIONS_CONTROL_API !== 'true') void siteHandler();
// What the runtime answers by itself (a malformed JSON body, which its body parser reads before
// this function runs) carries a stack trace naming source paths unless NODE_ENV is production:
// the runtime creates its HTTP server after loading this module, so setting it here is in time.
process.env.NODE_ENV ??= 'production';

const admin = initializeApp();
const db = getFirestore(admin);
const auth = getAuth(admin);
const bucket = getStorage(admin).bucket();

/** The one function: /api/** (content and uploads) and /media/** (stored files). */
// The SMTP password (PQRSD mail, docs/decisions/0010-pqrsd-mail.md) comes from Secret Manager in
// production. Bound by name, not defineSecret(): with a defineSecret the emulator of a demo-*
// project tries Secret Manager and fails to load (firebase-tools#5520); its SMTP needs no password.
const secrets = emulator ? [] : ['SMTP_PASSWORD'];

// 540 s: a backup download streams a whole school's records and files, which takes
// minutes; every other route keeps its own short deadlines (data/deadline.ts), so the longer
// allowance only ever serves a request that is still making progress.
// One table of schools for the dispatcher and the Secretaría's API: a school the Secretaría
// retires here is retired at once on this instance.
const table = new SchoolTable(db);

export const api = onRequest(
  { region: REGION, memory: '512MiB', timeoutSeconds: 540, maxInstances: 10, secrets },
  createPlatformApp({
    db,
    bucket,
    auth,
    table,
    // The functions emulator never fires `maintenance` below: there, administrator writes start it.
    sweepOnWrites: emulator,
    platformPages,
    platformApi: platformApiRouter(auth, db, { bucket, table }),
  }),
);

/**
 * The first attempt of mail queued apart from its request (pqrsd/outbox.ts, queueMailSentApart:
 * the new code of "¿Perdió su código?", decision 0018), started by the document queued with it.
 * Once, without retries: a message it could not send waits in the outbox for the maintenance run.
 */
export const outboxSend = onDocumentCreated(
  {
    document: `schools/{school}/${SEND_APART_COLLECTION}/{id}`,
    region: REGION,
    timeoutSeconds: 60,
    memory: '512MiB',
    maxInstances: 2,
    secrets,
  },
  async (event) => {
    // The server's clock (the emulator's test clock too): the message is due from the time it was queued.
    const school = event.params.school;
    const scoped = schoolDeps({ db, bucket, auth: getAuth(admin) }, school);
    await sendApart(scoped.db, smtpSend, event.params.id, await now(scoped.db));
  },
);

/**
 * A publication told to the families (subscriptions/, decision 0039): the creation of its notice
 * queues one message per matching subscriber and tells the phones, then sends what the caps allow
 * within the run; the hourly run sends the rest and resumes a fan-out this one left.
 */
export const noticeFanOut = onDocumentCreated(
  {
    document: `schools/{school}/${NOTICES_COLLECTION}/{id}`,
    region: REGION,
    timeoutSeconds: 300,
    memory: '512MiB',
    maxInstances: 4,
    secrets,
  },
  async (event) => {
    const school = await table.school(event.params.school);
    if (!school || school.status !== 'activa') return;
    const scoped = schoolDeps({ db, bucket, auth: getAuth(admin) }, school.id);
    // Inside the school's context: the messages' links name its own address.
    await runInSchool(jobContext(school, table), async () => {
      await fanOutNotice(scoped.db, event.params.id, await now(scoped.db));
      await drainSubscriberOutbox(scoped.db, smtpSend, () => now(scoped.db), NOTICE_SEND_BUDGET_MS);
    });
  },
);

/** How long a notice's trigger sends mail after queueing it (its timeout is 300 s). */
const NOTICE_SEND_BUDGET_MS = 240_000;

/**
 * The trash purge, history pruning and file sweep, hourly (Cloud Scheduler). The lease inside
 * maybeSweep keeps overlapping runs out. See docs/decisions/0008-trash-and-file-sweep.md.
 */
export const maintenance = onSchedule(
  { schedule: 'every 60 minutes', region: REGION, timeoutSeconds: 540, memory: '512MiB', secrets },
  async () => {
    const started = Date.now();
    // Each school's jobs on its own data, a few schools at a time (platform/maintenance.ts).
    await maintainAllSchools({ db, bucket, auth: getAuth(admin) }, maintainSchool);
    // The Secretaría's broadcasts a request left half-written (platform/broadcasts.ts).
    await resumeBroadcasts({ db, bucket, auth: getAuth(admin) });
    // Then the conformity checks (decision 0038) in the time left: after every school's mail and
    // purge, so a slow site never delays them; a pass of its own resumes where the last one stopped.
    const left = CONFORMITY_PASS_END_MS - (Date.now() - started);
    if (left > 0)
      await maintainAllSchools({ db, bucket, auth: getAuth(admin) }, checkConformity, {
        cursor: CONFORMITY_CURSOR,
        budgetMs: left,
        concurrency: 2,
      });
    // The platform's own: the Secretaría's weekly e-mail (Monday morning) and its outbox.
    await maintainPlatform(db, smtpSend, Date.now()).catch((err: unknown) =>
      console.warn('platform maintenance failed', String(err)),
    );
  },
);

/** No school's conformity check starts after this much of the run (each stops at its own 45 s). */
const CONFORMITY_PASS_END_MS = 420_000;

async function checkConformity(db: Firestore, bucket: Bucket, auth: Auth): Promise<void> {
  // A school whose staff is running its check now is left for the next hour.
  await checkSchoolConformity({ db, bucket, auth }, { origen: 'programada' }).catch((err: unknown) => {
    if (!(err instanceof ConformityBusy)) throw err;
  });
}

async function maintainSchool(db: Firestore, bucket: Bucket, schoolAuth: Auth): Promise<void> {
  // The PQRSD mail that is due (first attempts cut short, retries after their backoff).
  await deliverOutbox(db, smtpSend, Date.now()).catch((err: unknown) =>
    console.warn('outbox delivery failed', String(err)),
  );
  // The families' notices: scheduled items now public, a fan-out left half done, the weekly
  // digest, then their own queue within its caps (subscriptions/).
  await maintainNotices(db, smtpSend).catch((err: unknown) => console.warn('notices failed', String(err)));
  // Requests past the retention period of the settings, with their files and mail.
  await purgeExpiredRequests(db, bucket, Date.now()).catch((err: unknown) =>
    console.warn('pqrsd purge failed', String(err)),
  );
  // Subscriptions never confirmed after 7 days, and those 12 months past their last confirmation.
  await purgeSubscribers(db, await now(db)).catch((err: unknown) =>
    console.warn('subscribers purge failed', String(err)),
  );
  try {
    await maybeSweep(db, bucket);
  } finally {
    // The weekly backup, kept in Storage (the last four), even when the sweep failed.
    await maybeAutoBackup(db, bucket, await now(db));
    // The summary the Secretaría's console reads: the figures time changes, after the ITA check.
    await refreshSchoolSummary(db, schoolAuth, await now(db)).catch((err: unknown) =>
      console.warn('school summary failed', String(err)),
    );
  }
}
