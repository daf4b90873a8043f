/**
 * The server's "now" for the trash purge and the file sweep (maintenance/). In production it is
 * the machine's clock. In the emulator only, a test may move it forward by writing
 * `_test/clock { offsetMs }`, so "30 days later" and "after the grace period" are testable
 * without waiting; production never reads that document (rules deny it to clients anyway).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';

export const TEST_CLOCK_DOC = '_test/clock';

const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The time, and when the emulator's test clock was last set (empty in production and while it is
 * unset). Tests move the clock forward and back again, so a time alone cannot tell whether
 * something measured before a move is old: what remembers a time can compare `setAt` too.
 */
export interface ClockReading {
  now: number;
  setAt: string;
}

export async function readClock(db: Firestore): Promise<ClockReading> {
  if (!isEmulator()) return { now: Date.now(), setAt: '' };
  const snap = await withDeadline('Firestore', db.doc(TEST_CLOCK_DOC).get());
  const offset = snap.exists ? Number(snap.get('offsetMs')) : 0;
  return {
    now: Date.now() + (Number.isFinite(offset) ? offset : 0),
    setAt: snap.updateTime ? String(snap.updateTime.toMillis()) : '',
  };
}

/** Milliseconds since the epoch, as the purge and the sweep judge ages. */
export async function now(db: Firestore): Promise<number> {
  return (await readClock(db)).now;
}
