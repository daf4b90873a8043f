/**
 * «Enterado» (decision 0039): a circular that asks for it carries, in each family's message, a
 * personal signed link; its page's button records `_enterados/{notice}--{subscriber}` once
 * and counts as the subscriber's confirmation (retention counts from it). A link that does not
 * verify, of a subscription deleted or made again, or of a notice that asks for nothing, changes
 * nothing. The reminder goes once, to those who received the circular and have not confirmed.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { Conflict, NotFound } from '../domain/errors';
import { guardedTransaction } from '../data/guarded-transaction';
import {
  NOTICES_COLLECTION,
  READ_CONFIRMATIONS,
  readConfirmationId,
  SUBSCRIBERS_COLLECTION,
  type NoticeDoc,
  type SubscriberDoc,
} from '../model/subscriptions';
import { SUBSCRIBER_OUTBOX, schoolMailSettings, type OutboxDoc } from '../pqrsd/outbox';
import { noticeMessageId, queueOnce, FAN_OUT_PAGE } from './fan-out';
import { subscriberLinks } from './links';
import { reminderMail } from './notice-mail';
import { verifyToken } from './tokens';

/**
 * Records the «Enterado» of the token's subscriber for the token's notice. False when the token
 * is not one this school signed for «Enterado», or names a subscription or notice that is not
 * (or no longer) there: then nothing is written. A second confirmation is true and writes nothing new
 * but the subscriber's last confirmation.
 */
export async function recordEnterado(db: Firestore, token: unknown, nowMs: number): Promise<boolean> {
  const claims = await verifyToken(db, token, 'enterado');
  if (!claims?.i) return false;
  const subRef = db.collection(SUBSCRIBERS_COLLECTION).doc(claims.s);
  const noticeRef = db.collection(NOTICES_COLLECTION).doc(claims.i);
  const readRef = db.collection(READ_CONFIRMATIONS).doc(readConfirmationId(claims.i, claims.s));
  return guardedTransaction(db, 'enterado', async (tx, guard) => {
    const [sub, notice, read] = await tx.getAll(subRef, noticeRef, readRef);
    guard.stillWanted();
    const subscriber = sub!.data() as SubscriberDoc | undefined;
    if (!subscriber || subscriber.nonce !== claims.n || subscriber.estado !== 'confirmada') return false;
    if (!notice!.exists || notice!.get('enterado') !== true) return false;
    const at = new Date(nowMs).toISOString();
    if (!read!.exists) tx.create(readRef, { aviso: claims.i, suscriptor: claims.s, confirmadoEl: at });
    tx.update(subRef, { ultimaConfirmacion: at });
    guard.committing();
    return true;
  });
}

export const REMINDER_SENT = (date: string) =>
  `El recordatorio de esta circular ya se envió (${date}): se envía una sola vez.`;

/** The reminder's message id for a subscriber. */
export const reminderMessageId = (notice: string, subscriber: string) =>
  `${notice}--recordatorio--${subscriber}`;

/**
 * «Enterado»'s reminder: marks the notice (once; a second call is a 409) and queues a message
 * «Recordatorio: …» with their own «Enterado» link to every subscriber who was sent the circular,
 * is still subscribed and has not confirmed. How many were queued.
 */
export async function queueReminder(db: Firestore, id: string, nowMs: number): Promise<number> {
  const ref = db.collection(NOTICES_COLLECTION).doc(id);
  const notice = await guardedTransaction(db, 'enterado reminder', async (tx, guard) => {
    const snap = await tx.get(ref);
    guard.stillWanted();
    const doc = snap.data() as NoticeDoc | undefined;
    if (!doc) throw new NotFound('No existe ese aviso.');
    if (!doc.enterado)
      throw new Conflict('Esta circular no pide a las familias que confirmen la lectura («Enterado»).');
    if (doc.recordatorioEl) throw new Conflict(REMINDER_SENT(doc.recordatorioEl.slice(0, 10)));
    tx.update(ref, { recordatorioEl: new Date(nowMs).toISOString() });
    guard.committing();
    return doc;
  });
  const [sentSnap, readSnap] = await Promise.all([
    withDeadline('Firestore', db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', id).get()),
    withDeadline('Firestore', db.collection(READ_CONFIRMATIONS).where('aviso', '==', id).get()),
  ]);
  const confirmed = new Set(readSnap.docs.map((d) => String(d.get('suscriptor'))));
  const received = sentSnap.docs
    .filter((d) => d.id === noticeMessageId(id, String(d.get('suscriptor'))))
    .filter((d) => (d.data() as OutboxDoc).state === 'sent')
    .map((d) => String(d.get('suscriptor')))
    .filter((s) => !confirmed.has(s));
  const { name: school } = await schoolMailSettings(db);
  let queued = 0;
  for (let i = 0; i < received.length; i += FAN_OUT_PAGE) {
    const refs = received.slice(i, i + FAN_OUT_PAGE).map((s) => db.collection(SUBSCRIBERS_COLLECTION).doc(s));
    const subs = (await withDeadline('Firestore', db.getAll(...refs)))
      .filter((s) => s.exists && s.get('estado') === 'confirmada')
      .map((s) => ({ id: s.id, doc: s.data() as SubscriberDoc }));
    queued += await queueOnce(
      db,
      subs,
      (sub) => reminderMessageId(id, sub),
      async (sub) =>
        reminderMail(
          notice,
          { aviso: id, suscriptor: sub.id, email: sub.doc.email },
          await subscriberLinks(db, { id: sub.id, nonce: sub.doc.nonce }, id),
          school,
        ),
      nowMs,
    );
  }
  return queued;
}
