/**
 * Radicados under a burst: a queue that any waiting request empties for everyone.
 *
 * One counter document per year makes every filing contend for it: with 50 requests at once, 50
 * transactions read the counter and all but one abort, again and again, and on two busy cores
 * some ran past the deadline (503/504). Here a request first writes its ticket to `_pqrsdQueue`
 * (a plain create, no contention), then runs the assigning transaction: it reads the oldest
 * pending tickets and the year's counter, and gives each ticket, in arrival order, the next
 * radicado — creating the request, its mail and a receipt (`_pqrsdFiled/{ticket}`) and deleting
 * the ticket, all in one commit. Only one request at a time runs that transaction (the "filer",
 * chosen by creating a lock document), and it files everybody who was waiting; the others read
 * their receipt and answer. So a burst needs a handful of uncontended commits, not fifty
 * transactions fighting for one counter, which is still only ever advanced inside the transaction
 * that creates the requests: never repeated, never skipped.
 * (docs/decisions/0010-pqrsd-mail.md, "Radicados under a burst".)
 *
 * A request that gives up (its budget spent, or Firestore failing) withdraws its ticket in a
 * transaction before answering 503, so a 503 means "not stored"; if its ticket was already
 * filed, it answers 201 after all.
 */
import {
  FieldPath,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { countPqrsdIn } from '../data/school-summary';
import { addFigures, NO_PQRSD } from '../model/school-summary';
import { figuresOf } from './summary';
import { guardedTransaction, type TransactionGuard } from '../data/guarded-transaction';
import { Unavailable } from '../domain/errors';
import { formatRadicado } from '../model/pqrsd';
import { acknowledgement, newRequestMail, queueMail } from './outbox';
import type { PqrsdDoc } from './stored';

export const COUNTER_COLLECTION = '_counters';
export const QUEUE_COLLECTION = '_pqrsdQueue';
export const FILED_COLLECTION = '_pqrsdFiled';
/** One document, `filer`: who files the queue now (see takeLock). */
export const LOCK_COLLECTION = '_pqrsdLock';
/**
 * Tickets one commit files: each costs five writes (request, two mails, receipt, ticket), well
 * under Firestore's 500 per commit.
 */
const BATCH = 60;

/** A ticket: the request as it will be stored, less the number it is waiting for. */
export type Ticket = Omit<PqrsdDoc, 'radicado' | 'seq'>;
/**
 * A queued ticket also carries the plain tracking code for the acuse, which is written in the same
 * commit as the request (the request itself keeps only its hash, and the ticket goes in that
 * commit), and the school's DANE code when it filed, which its radicado carries ('' for none).
 */
type QueuedTicket = Ticket & { trackingCode: string; dane: string };

export interface Receipt {
  radicado: string;
  dueDate: string | null;
  outboxIds: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Files the oldest pending tickets under the next radicados of their years. */
async function assignPending(db: Firestore, tx: Transaction, guard: TransactionGuard): Promise<number> {
  const pending = await tx.get(
    db.collection(QUEUE_COLLECTION).orderBy('receivedAt').orderBy(FieldPath.documentId()).limit(BATCH),
  );
  if (pending.empty) return 0;
  const years = [...new Set(pending.docs.map((d) => Number(d.get('year'))))];
  const counters = years.map((year) => db.collection(COUNTER_COLLECTION).doc(`pqrsd-${year}`));
  const snaps = await tx.getAll(...counters);
  // An attempt the SDK retries after the filer gave up writes nothing: its waiters withdrew.
  guard.stillWanted();
  const next = new Map(years.map((year, i) => [year, snaps[i]!.exists ? Number(snaps[i]!.get('next')) : 1]));
  // What the new requests add to the summary's counts (pqrsd/summary.ts), in this same commit.
  let counted = NO_PQRSD;
  for (const ticket of pending.docs) {
    const { trackingCode, dane, ...data } = ticket.data() as QueuedTicket;
    const seq = next.get(data.year)!;
    next.set(data.year, seq + 1);
    // One counter per year in the school's own data, with or without its DANE code in the
    // radicado: a school that gets one goes on numbering, so "50" still names one request.
    const doc: PqrsdDoc = { ...data, radicado: formatRadicado(data.year, seq, dane ?? ''), seq };
    // create(), not set(): a radicado that somehow exists is never overwritten.
    tx.create(db.collection('pqrsd').doc(doc.radicado), doc);
    counted = addFigures(counted, figuresOf(doc, doc.receivedDate));
    const outboxIds = [queueMail(db, tx, newRequestMail(doc), doc.receivedAt)];
    if (doc.email) outboxIds.push(queueMail(db, tx, acknowledgement(doc, trackingCode), doc.receivedAt));
    const receipt: Receipt = { radicado: doc.radicado, dueDate: doc.dueDate, outboxIds };
    tx.create(db.collection(FILED_COLLECTION).doc(ticket.id), receipt);
    tx.delete(ticket.ref);
  }
  countPqrsdIn(db, tx, counted);
  years.forEach((year, i) =>
    tx.set(counters[i]!, { next: next.get(year)!, updatedAt: pending.docs.at(-1)!.get('receivedAt') }),
  );
  return pending.size;
}

/** The receipt of a filed ticket, removed once read (it is only the way back to its request). */
async function takeReceipt(ref: DocumentReference): Promise<Receipt | null> {
  const snap = await withDeadline('Firestore', ref.get());
  if (!snap.exists) return null;
  await withDeadline('Firestore', ref.delete()).catch(() => undefined);
  return snap.data() as Receipt;
}

/** How long a filer may hold the lock before a waiter takes it as abandoned (a crashed instance). */
const LOCK_MS = 15_000;
const ALREADY_EXISTS = 6;

/**
 * Becomes the filer if nobody is: a create() of the lock document succeeds for one request only,
 * with no transaction to wait on. A lock past its time (its holder died) is removed for the next try.
 */
async function takeLock(db: Firestore, nowMs: number): Promise<DocumentReference | null> {
  const lock = db.collection(LOCK_COLLECTION).doc('filer');
  try {
    await withDeadline('Firestore', lock.create({ until: nowMs + LOCK_MS }));
    return lock;
  } catch (err) {
    if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
    const held = await withDeadline('Firestore', lock.get());
    if (held.exists && Number(held.get('until')) < nowMs) {
      // Only the lock as read: another waiter may already have replaced it.
      await withDeadline('Firestore', lock.delete({ lastUpdateTime: held.updateTime! })).catch(
        () => undefined,
      );
    }
    return null;
  }
}

/** The filer files every pending ticket (a batch per commit), then lets the lock go. */
async function fileAllPending(db: Firestore, lock: DocumentReference): Promise<void> {
  try {
    for (let batch = 0; batch < 10; batch++) {
      const filed = await guardedTransaction(db, 'pqrsd filing', async (tx, guard) => {
        const count = await assignPending(db, tx, guard);
        guard.committing();
        return count;
      });
      if (filed < BATCH) break;
    }
  } finally {
    await withDeadline('Firestore', lock.delete()).catch(() => undefined);
  }
}

/**
 * Queues the request and waits, within `budgetMs`, until a filer (this request or another one)
 * has filed it. One filer at a time: the emulator's Firestore holds a contended transaction's
 * locks for seconds, and even in production fifty transactions on one counter mostly abort, so
 * the others only read their receipt meanwhile. Past the budget, or when Firestore keeps failing,
 * the ticket is withdrawn and the caller gets Unavailable (503), unless it was filed meanwhile.
 * `dane`: the school's DANE code, which its radicado carries ('' for a school without one).
 */
export async function fileQueued(
  db: Firestore,
  ticket: Ticket,
  trackingCode: string,
  budgetMs: number,
  dane = '',
): Promise<Receipt> {
  const ticketRef = db.collection(QUEUE_COLLECTION).doc();
  const receiptRef = db.collection(FILED_COLLECTION).doc(ticketRef.id);
  const queued: QueuedTicket = { ...ticket, trackingCode, dane };
  await withDeadline('Firestore', ticketRef.create(queued));
  const end = Date.now() + budgetMs;
  for (let attempt = 1; Date.now() < end; attempt++) {
    try {
      const lock = await takeLock(db, Date.now());
      if (lock) await fileAllPending(db, lock);
      const receipt = await takeReceipt(receiptRef);
      if (receipt) return receipt;
    } catch {
      // A slow or failing Firestore: try again until the budget is spent, then withdraw.
    }
    // Jitter, growing a little with each turn, so the waiters do not knock in lockstep.
    await sleep(10 + Math.random() * 20 * Math.min(attempt, 8));
  }
  return withdraw(db, ticketRef, receiptRef);
}

/** The ticket goes unless it was filed; a request is never stored after its visitor got a 503. */
async function withdraw(
  db: Firestore,
  ticketRef: DocumentReference,
  receiptRef: DocumentReference,
): Promise<Receipt> {
  const outcome = await guardedTransaction(db, 'pqrsd withdrawal', async (tx, guard) => {
    const [ticket, receipt] = await tx.getAll(ticketRef, receiptRef);
    guard.stillWanted();
    if (receipt!.exists) {
      tx.delete(receiptRef);
      return receipt!.data() as Receipt;
    }
    if (ticket!.exists) tx.delete(ticketRef);
    return null;
  }).catch(() => undefined);
  if (outcome) return outcome;
  throw new Unavailable(
    'El servicio está muy ocupado y no pudimos radicar su solicitud. Intente de nuevo en unos minutos.',
  );
}
