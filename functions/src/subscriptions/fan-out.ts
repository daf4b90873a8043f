/**
 * A notice's fan-out (decision 0039): one message per confirmed immediate subscriber of its topic
 * whose sedes and grades meet its audience, into the families' own queue (SUBSCRIBER_OUTBOX), each
 * with the id `{notice}--{subscriber}`, so a fan-out resumed after a crash finds what it queued
 * and never queues a message twice. Then the phones (push-send.ts), then the notice says it is
 * queued. Sending is the outbox's: `drainSubscriberOutbox` sends what is due within the caps
 * (pqrsd/mail-caps.ts) and a time budget; what the caps hold waits for the next hour's run.
 *
 * Started by the notice's creation (index.ts, a Firestore trigger); the hourly run resumes a
 * notice a crash left half done (`resumeNotices`).
 */
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import {
  meetsAudience,
  NOTICES_COLLECTION,
  RETENTION_MS,
  SUBSCRIBERS_COLLECTION,
  type NoticeDoc,
  type SubscriberDoc,
  type Topic,
} from '../model/subscriptions';
import {
  deliverOutbox,
  outboxDocs,
  schoolMailSettings,
  SUBSCRIBER_OUTBOX,
  type Mail,
  type SendMail,
} from '../pqrsd/outbox';
import { subscriberLinks, type SubscriberLinks } from './links';
import { noticeMail } from './notice-mail';
import { pushNotice } from './push-send';

/** Subscribers read, and messages written, per commit (a batch holds 500 writes). */
export const FAN_OUT_PAGE = 450;

/** The message id of a notice to a subscriber. */
export const noticeMessageId = (notice: string, subscriber: string) => `${notice}--${subscriber}`;

/**
 * Every confirmed subscriber of `mode` following `topic`, a page at a time (by document id, so a
 * long list is read whole without an offset). The query's composite index is in
 * firestore.indexes.json.
 */
export async function* subscriberPages(
  db: Firestore,
  mode: SubscriberDoc['modo'],
  topic?: Topic,
): AsyncGenerator<Array<QueryDocumentSnapshot>> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection(SUBSCRIBERS_COLLECTION)
      .where('estado', '==', 'confirmada')
      .where('modo', '==', mode);
    if (topic) query = query.where('temas', 'array-contains', topic);
    query = query.orderBy(FieldPath.documentId()).limit(FAN_OUT_PAGE);
    if (last) query = query.startAfter(last);
    const page = await withDeadline('Firestore', query.get());
    if (page.docs.length > 0) yield page.docs;
    if (page.docs.length < FAN_OUT_PAGE) return;
    last = page.docs[page.docs.length - 1];
  }
}

/**
 * Writes, in one batch, the messages `make` builds for those of `subs` that have none yet (a
 * message already queued, by an earlier run, stays as it is), plus `extra` writes. Answers how
 * many of them are queued now, old and new.
 */
export async function queueOnce(
  db: Firestore,
  subs: ReadonlyArray<{ id: string; doc: SubscriberDoc }>,
  messageId: (subscriber: string) => string,
  make: (sub: { id: string; doc: SubscriberDoc }) => Promise<Mail>,
  nowMs: number,
  extra?: (batch: WriteBatch) => void,
): Promise<number> {
  if (subs.length === 0) return 0;
  const refs = subs.map((s) => db.collection(SUBSCRIBER_OUTBOX).doc(messageId(s.id)));
  const existing = await withDeadline('Firestore', db.getAll(...refs));
  const batch = db.batch();
  const at = Timestamp.fromMillis(nowMs);
  for (const [i, sub] of subs.entries()) {
    if (existing[i]!.exists) continue;
    for (const [ref, doc] of outboxDocs(db, await make(sub), at, false, SUBSCRIBER_OUTBOX, refs[i]!.id))
      batch.create(ref, doc);
  }
  extra?.(batch);
  await withDeadline('Firestore', batch.commit());
  return subs.length;
}

const linksOf = (
  db: Firestore,
  id: string,
  doc: SubscriberDoc,
  enterado?: string,
): Promise<SubscriberLinks> => subscriberLinks(db, { id, nonce: doc.nonce }, enterado);

/**
 * Queues the notice `id` for its subscribers (resuming where a crash left it), tells the phones,
 * and marks the notice queued. A notice already queued is left as it is.
 */
export async function fanOutNotice(
  db: Firestore,
  id: string,
  nowMs: number,
): Promise<{ queued: number; push: number } | null> {
  const ref = db.collection(NOTICES_COLLECTION).doc(id) as DocumentReference;
  const snap = await withDeadline('Firestore', ref.get());
  if (!snap.exists) return null;
  const notice = snap.data() as NoticeDoc;
  if (notice.estado !== 'pendiente') return { queued: notice.encolados, push: notice.push };
  const { name: school } = await schoolMailSettings(db);
  let queued = 0;
  for await (const page of subscriberPages(db, 'inmediato', notice.tema)) {
    const subs = page
      .map((d) => ({ id: d.id, doc: d.data() as SubscriberDoc }))
      .filter((s) => meetsAudience({ sedes: s.doc.sedes ?? [], grados: s.doc.grados ?? [] }, notice));
    const count = await queueOnce(
      db,
      subs,
      (sub) => noticeMessageId(id, sub),
      async (sub) =>
        noticeMail(
          notice,
          { aviso: id, suscriptor: sub.id, email: sub.doc.email },
          await linksOf(db, sub.id, sub.doc, notice.enterado ? id : undefined),
          school,
        ),
      nowMs,
      (batch) => batch.update(ref, { encolados: queued + subs.length }),
    );
    queued += count;
  }
  // A push service that fails never stops the mail: the notice is queued either way.
  const push = await pushNotice(db, { ...notice, id }).catch((err: unknown) => {
    console.warn('push of a notice failed', String(err));
    return { sent: 0, removed: 0 };
  });
  await withDeadline('Firestore', ref.update({ estado: 'en-cola', encolados: queued, push: push.sent }));
  return { queued, push: push.sent };
}

/**
 * Sends the families' due mail, a page at a time, until nothing is due (what the caps hold is
 * due only at the next hour), or `budgetMs` has passed. `clock`: the server's time (the
 * emulator's test clock too).
 */
export async function drainSubscriberOutbox(
  db: Firestore,
  send: SendMail,
  clock: () => Promise<number>,
  budgetMs: number,
): Promise<{ sent: number; failed: number }> {
  const started = Date.now();
  const total = { sent: 0, failed: 0 };
  while (Date.now() - started < budgetMs) {
    const report = await deliverOutbox(db, send, await clock(), { queue: SUBSCRIBER_OUTBOX, limit: 100 });
    total.sent += report.sent;
    total.failed += report.failed;
    if (report.sent + report.failed === 0) break;
  }
  return total;
}

/**
 * A notice queued whose every message is sent or given up is done; one still `pendiente` (its
 * fan-out cut short) is fanned out again. For the hourly run; answers how many it resumed.
 */
export async function resumeNotices(db: Firestore, nowMs: number): Promise<number> {
  const col = db.collection(NOTICES_COLLECTION);
  const [pending, queued] = await Promise.all([
    withDeadline('Firestore', col.where('estado', '==', 'pendiente').limit(20).get()),
    withDeadline('Firestore', col.where('estado', '==', 'en-cola').limit(50).get()),
  ]);
  // Not one its trigger may still be fanning out.
  const stale = pending.docs.filter((d) => Date.parse(String(d.get('creadoEl'))) < nowMs - RESUME_AFTER_MS);
  for (const doc of stale) await fanOutNotice(db, doc.id, nowMs);
  for (const doc of queued.docs) {
    const left = await withDeadline(
      'Firestore',
      db
        .collection(SUBSCRIBER_OUTBOX)
        .where('aviso', '==', doc.id)
        .where('state', '==', 'pending')
        .limit(1)
        .get(),
    );
    if (left.empty) await withDeadline('Firestore', doc.ref.update({ estado: 'hecho' }));
  }
  return stale.length;
}

/**
 * The families' messages (they carry an address) are kept as long as a subscription is (12 months,
 * model/subscriptions.ts RETENTION_MS) and then deleted, sent or not, a few hundred per run.
 */
export async function purgeOldMessages(db: Firestore, nowMs: number): Promise<number> {
  const old = await withDeadline(
    'Firestore',
    db
      .collection(SUBSCRIBER_OUTBOX)
      .where('createdAt', '<', Timestamp.fromMillis(nowMs - RETENTION_MS))
      .limit(FAN_OUT_PAGE)
      .get(),
  );
  if (old.empty) return 0;
  const batch = db.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await withDeadline('Firestore', batch.commit());
  return old.size;
}

/** A notice still `pendiente` this long after its creation was left by a fan-out that stopped. */
const RESUME_AFTER_MS = 10 * 60_000;
