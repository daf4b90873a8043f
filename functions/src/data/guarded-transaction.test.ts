/**
 * The one deadline wrapper of every transaction (update, delete, restore, reorder). A stand-in
 * Firestore lets the test run a second attempt after the deadline, as the SDK does when
 * Firestore comes back; the clock is fake.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { OutcomeUnknown, Unavailable } from '../domain/errors';
import { BACKEND_DEADLINE_MS, DeadlineExceeded } from '../domain/deadline';
import { guardedTransaction, type TransactionGuard } from './guarded-transaction';

const never = new Promise<never>(() => undefined);

/** A Firestore whose first attempt never ends; `retry()` then runs the work once more. */
function stalledDb() {
  let work: ((tx: Transaction) => Promise<unknown>) | undefined;
  const db = {
    runTransaction(fn: (tx: Transaction) => Promise<unknown>) {
      work = fn;
      return fn({} as Transaction).then(() => never);
    },
  };
  return { db: db as unknown as Firestore, retry: () => work!({} as Transaction) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function pastDeadline(body: (guard: TransactionGuard) => void) {
  const { db, retry } = stalledDb();
  const answer = guardedTransaction(db, 'test', async (_tx, guard) => body(guard)).catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(BACKEND_DEADLINE_MS + 1);
  return { err: await answer, retry };
}

describe('guardedTransaction past its deadline', () => {
  it('answers 503 unavailable, and a later attempt of the same transaction refuses to write', async () => {
    const writes: string[] = [];
    const { err, retry } = await pastDeadline((guard) => {
      guard.stillWanted();
      writes.push('write');
    });
    expect(err).toBeInstanceOf(Unavailable);
    expect(err).not.toBeInstanceOf(OutcomeUnknown);
    expect(writes).toEqual(['write']);
    await expect(retry()).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(writes).toEqual(['write']);
  });

  it('answers outcome-unknown when the attempt had handed its writes to the commit', async () => {
    const { err } = await pastDeadline((guard) => guard.committing());
    expect(err).toBeInstanceOf(OutcomeUnknown);
  });
});
