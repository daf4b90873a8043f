/**
 * Which 503 a save past its deadline gets. The emulator cannot be made to stall exactly between
 * "commit sent" and "commit answered" on demand (the faults suite cuts the network at several
 * moments and checks both-or-neither), so here a stand-in Firestore holds the transaction at
 * either point and the clock is fake.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { OutcomeUnknown, Unavailable } from '../domain/errors';
import { BACKEND_DEADLINE_MS } from '../domain/deadline';
import type { Bucket } from '../files/bucket';
import { RecordWrites } from './record-writes';

const never = new Promise<never>(() => undefined);
const actor = { uid: 'u1', email: 'admin@colegio.edu.co' };

/** A Firestore whose transaction reads `stored` (or hangs reading) and hangs on the commit. */
function stalledDb(stall: 'read' | 'commit') {
  const writes: string[] = [];
  const doc: Record<string, unknown> = {};
  const col = { doc: () => doc };
  Object.assign(doc, { id: 'r1', collection: () => col });
  const tx = {
    get: () =>
      stall === 'read'
        ? never
        : Promise.resolve({
            exists: true,
            data: () => ({
              title: 'Antes',
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-02T00:00:00.000Z',
            }),
          }),
    update: () => writes.push('record'),
    create: () => writes.push('version'),
    // The school's summary for the console: the record is public, so the save stamps its last publication.
    set: () => writes.push('summary'),
  };
  const db = {
    collection: () => col,
    async runTransaction(fn: (t: typeof tx) => Promise<unknown>) {
      await fn(tx);
      return never;
    },
  };
  return { db: db as unknown as Firestore, writes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function saveUntilDeadline(stall: 'read' | 'commit') {
  const { db, writes } = stalledDb(stall);
  const saving = new RecordWrites(db, {} as Bucket)
    .update('resenahistorica', 'r1', { title: 'Después' }, actor, {
      expectedUpdatedAt: '2026-01-02T00:00:00.000Z',
    })
    .catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(BACKEND_DEADLINE_MS + 1);
  return { err: await saving, writes };
}

describe('RecordWrites.update past its deadline', () => {
  it('with the commit on its way: 503 outcome-unknown, since it may have been stored', async () => {
    const { err, writes } = await saveUntilDeadline('commit');
    // Record, version and the summary's last publication were handed to the same commit.
    expect(writes.sort()).toEqual(['record', 'summary', 'version']);
    expect(err).toBeInstanceOf(OutcomeUnknown);
    expect((err as OutcomeUnknown).code).toBe('outcome-unknown');
    expect((err as OutcomeUnknown).message).toMatch(/^No sabemos si sus cambios se guardaron/);
  });

  it('before anything was sent: 503 unavailable, which is true (later attempts are abandoned)', async () => {
    const { err, writes } = await saveUntilDeadline('read');
    expect(writes).toEqual([]);
    expect(err).toBeInstanceOf(Unavailable);
    expect(err).not.toBeInstanceOf(OutcomeUnknown);
    expect((err as Unavailable).code).toBe('unavailable');
  });
});
