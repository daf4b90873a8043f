/**
 * The per-client limit of the public PQRSD endpoints: a fixed one-hour window (the clock hour) per
 * client, counted in Firestore (instances and the emulator's worker processes share nothing in memory). The client
 * is a salted hash of its address, never the address itself (no personal data stored for it).
 *
 * The limit comes from PQRSD_RATE_LIMIT (requests per hour, default 10; the emulator's
 * functions/.env.demo-school raises it so the suites never meet it). In the emulator only, a test
 * may lower it by writing `_test/pqrsd { rateLimit }`, as it moves the clock with `_test/clock`.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../data/deadline';

export const RATE_COLLECTION = '_pqrsd_rate';
export const TEST_LIMIT_DOC = '_test/pqrsd';
const WINDOW_MS = 60 * 60 * 1000;
const DEFAULT_LIMIT = 10;

const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** Requests per hour and client for filing; status look-ups get ten times as many. */
export async function rateLimit(db: Firestore): Promise<number> {
  const configured = Number(process.env.PQRSD_RATE_LIMIT ?? DEFAULT_LIMIT);
  const base = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LIMIT;
  if (!isEmulator()) return base;
  const snap = await withDeadline('Firestore', db.doc(TEST_LIMIT_DOC).get());
  const override = Number(snap.get('rateLimit'));
  return snap.exists && Number.isInteger(override) && override > 0 ? override : base;
}

/**
 * Who is asking, for the limit only. Behind Firebase Hosting the visitor's address arrives in
 * Fastly-Client-IP (X-Forwarded-For then holds the CDN's); without Hosting, the first
 * X-Forwarded-For entry, then the socket. Hashed with a fixed salt before it is stored.
 */
export function clientKey(req: Request): string {
  const forwarded = (req.get('x-forwarded-for') ?? '').split(',')[0]?.trim();
  const address = req.get('fastly-client-ip')?.trim() || forwarded || req.socket.remoteAddress || 'unknown';
  return createHash('sha256').update(`pqrsd-rate:${address}`).digest('hex').slice(0, 40);
}

/**
 * Counts one request of `client` in bucket `scope` for the current hour; false when that makes
 * more than `limit`. An atomic increment and a read, not a transaction: a burst of requests (one
 * transaction each on a shared counter already) must not add a transaction per request, and the
 * worst case, a request counted twice under a retry, only errs on the strict side.
 */
export async function takeToken(db: Firestore, scope: string, client: string, limit: number, nowMs: number): Promise<boolean> {
  const window = Math.floor(nowMs / WINDOW_MS);
  const ref = db.collection(RATE_COLLECTION).doc(`${scope}-${client}-${window}`);
  await withDeadline(
    'Firestore',
    // expiresAt: a TTL policy on _pqrsd_rate may drop past windows.
    ref.set({ count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis((window + 1) * WINDOW_MS) }, { merge: true }),
  );
  const count = Number((await withDeadline('Firestore', ref.get())).get('count') ?? 0);
  return count <= limit;
}
