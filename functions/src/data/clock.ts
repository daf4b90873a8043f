/**
 * The server's "now" for the trash purge and the file sweep (maintenance/). In production it is
 * the machine's clock. In the emulator only, a test may move it forward by writing
 * `_test/clock { offsetMs }`, so "30 days later" and "after the grace period" are testable
 * without waiting; production never reads that document (rules deny it to clients anyway).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from './deadline';

export const TEST_CLOCK_DOC = '_test/clock';

const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** Milliseconds since the epoch, as the purge and the sweep judge ages. */
export async function now(db: Firestore): Promise<number> {
  if (!isEmulator()) return Date.now();
  const snap = await withDeadline('Firestore', db.doc(TEST_CLOCK_DOC).get());
  const offset = snap.exists ? Number(snap.get('offsetMs')) : 0;
  return Date.now() + (Number.isFinite(offset) ? offset : 0);
}
