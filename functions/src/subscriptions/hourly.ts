/**
 * The hourly run's part of the families' notices (index.ts maintainSchool), each step on the
 * server's clock (the emulator's test clock too): scheduled items that became public get their
 * notice, a fan-out a crash left is resumed, the weekly digest when due, then the families' queue
 * is sent within its caps and a budget (what the caps hold waits for the next hour), and its
 * messages older than the subscriptions' retention are deleted.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../data/clock';
import type { SendMail } from '../pqrsd/outbox';
import { sendDigest } from './digest';
import { drainSubscriberOutbox, purgeOldMessages, resumeNotices } from './fan-out';
import { notifyScheduled } from './notices';

/** A school's share of the hourly run for sending the families' mail. */
const SEND_BUDGET_MS = 30_000;

export async function maintainNotices(
  db: Firestore,
  send: SendMail,
  budgetMs = SEND_BUDGET_MS,
): Promise<{ scheduled: number; resumed: number; digest: number; sent: number }> {
  const scheduled = await notifyScheduled(db, await now(db));
  const resumed = await resumeNotices(db, await now(db));
  const digest = await sendDigest(db, await now(db));
  const { sent } = await drainSubscriberOutbox(db, send, () => now(db), budgetMs);
  await purgeOldMessages(db, await now(db));
  return { scheduled, resumed, digest, sent };
}
