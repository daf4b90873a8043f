/**
 * The one way this server runs a Firestore transaction: under the backend deadline
 * (data/deadline.ts), with the guarantee that an answered 503 stays true.
 *
 * Past the deadline the caller answers 503, but the SDK keeps retrying the transaction until
 * Firestore answers again. `abandoned` keeps any such later attempt from writing, so a write the
 * administrator was told did not happen never lands: an attempt checks it (`guard.stillWanted()`)
 * after its reads, before it queues its writes. A write whose retry is safe (an update, see
 * RecordWrites.update) also says when its writes go to the commit (`guard.committing()`): a
 * deadline passed after that is "outcome unknown" (503 outcome-unknown), since it may have landed.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { OutcomeUnknown } from '../domain/errors';
import { DeadlineExceeded, withDeadline } from '../domain/deadline';

export interface TransactionGuard {
  /** Throws if the request was already answered 503; call after the reads, before any write. */
  stillWanted(): void;
  /** This attempt hands its writes to the commit now. */
  committing(): void;
}

/** Runs `work` as a transaction; `what` names it in the abandoned attempt's error (logs only). */
export async function guardedTransaction<T>(
  db: Firestore,
  what: string,
  work: (tx: Transaction, guard: TransactionGuard) => Promise<T>,
): Promise<T> {
  let abandoned = false;
  // True from the moment an attempt hands its writes to the SDK for the commit.
  let committing = false;
  const guard: TransactionGuard = {
    stillWanted() {
      if (abandoned) throw new DeadlineExceeded(`Firestore (abandoned ${what})`);
    },
    committing() {
      committing = true;
    },
  };
  const run = db.runTransaction((tx) => {
    committing = false;
    return work(tx, guard);
  });
  try {
    return await withDeadline('Firestore', run);
  } catch (err) {
    if (err instanceof DeadlineExceeded) {
      abandoned = true;
      if (committing) throw new OutcomeUnknown();
    }
    throw err;
  }
}
