import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { maybeSweep } from './maintenance/sweep';
import { smtpSend } from './pqrsd/mailer';
import { deliverOutbox } from './pqrsd/outbox';
import { purgeExpiredRequests } from './pqrsd/retention';
import { createBackupApp } from './backup-app';
import { maybeAutoBackup } from './backup/auto-backups';
import { now } from './data/clock';

const admin = initializeApp();
const db = getFirestore(admin);
const bucket = getStorage(admin).bucket();

/** The one function: /api/** (content and uploads) and /media/** (stored files). */
// The SMTP password (PQRSD mail, docs/decisions/0010-pqrsd-mail.md) comes from Secret Manager in
// production. Bound by name, not defineSecret(): with a defineSecret the emulator of a demo-*
// project tries Secret Manager and fails to load (firebase-tools#5520); its SMTP needs no password.
const secrets = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['SMTP_PASSWORD'];

export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 60, maxInstances: 10, secrets },
  createApp({
    db,
    bucket,
    auth: getAuth(admin),
    // The functions emulator never fires `maintenance` below: there, administrator writes start it.
    sweepOnWrites: process.env.FUNCTIONS_EMULATOR === 'true',
  }),
);

/**
 * The trash purge, history pruning and file sweep, hourly (Cloud Scheduler). The lease inside
 * maybeSweep keeps overlapping runs out. See docs/decisions/0008-trash-and-file-sweep.md.
 */
export const maintenance = onSchedule(
  { schedule: 'every 60 minutes', region: 'us-central1', timeoutSeconds: 540, memory: '512MiB', secrets },
  async () => {
    // The PQRSD mail that is due (first attempts cut short, retries after their backoff).
    await deliverOutbox(db, smtpSend, Date.now()).catch((err: unknown) => console.warn('outbox delivery failed', String(err)));
    // Requests past the retention period of the settings, with their files and mail.
    await purgeExpiredRequests(db, bucket, Date.now()).catch((err: unknown) => console.warn('pqrsd purge failed', String(err)));
    try {
      await maybeSweep(db, bucket);
    } finally {
      // Issue 26: the weekly backup, kept in Storage (the last four), even when the sweep failed.
      await maybeAutoBackup(db, bucket, await now(db));
    }
  },
);

/**
 * Backups (issue 26): /api/backup and /api/backups/** (Hosting rewrites them here). Its own
 * function for the time a whole school takes to stream; the same 512 MiB as `api`, which the
 * streamed export stays far below (README, "Copia de seguridad").
 */
export const backup = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 540, maxInstances: 2 },
  createBackupApp({ db, bucket, auth: getAuth(admin) }),
);
