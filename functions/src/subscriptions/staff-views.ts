/**
 * The staff's reads of the subscriptions (routes/subscriptions-staff.ts): the counts, made with
 * Firestore's count() aggregations (no subscriber's document is read to count it); the addresses,
 * for administrators; the notices with their messages counted per state in the families' queue
 * (SUBSCRIBER_OUTBOX, `aviso == id`); the «Enterado» list of a circular; and the deletion of one
 * address on its owner's request (Ley 1581: the subscription, its messages not sent yet, its
 * «Enterado» marks, and the address on the messages already sent).
 *
 * Every query is an equality (or array-contains) on single fields, which Firestore answers by
 * merging its single-field indexes, except the held messages' count (an equality and a prefix
 * range): it needs the composite index of firestore.indexes.json, and without it that one figure
 * is null, never a failed screen.
 */
import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import {
  MODES,
  NOTICES_COLLECTION,
  PUSH_SUBSCRIBERS_COLLECTION,
  READ_CONFIRMATIONS,
  SUBSCRIBERS_COLLECTION,
  TOPICS,
  type Mode,
  type NoticeDoc,
  type SubscriberDoc,
  type Topic,
} from '../model/subscriptions';
import {
  NOTICE_LIST_LIMIT,
  type NoticeRow,
  type ReadList,
  type ReadRow,
  type SubscriberFilter,
  type SubscriberRow,
  type SubscriptionCounts,
} from '../model/subscriptions-staff';
import { SUBSCRIBER_OUTBOX } from '../pqrsd/outbox';

const count = async (query: Query): Promise<number> =>
  (await withDeadline('Firestore', query.count().get())).data().count;

/** `Record<K, V>` from a list of keys and a function, awaited together. */
async function byKey<K extends string, V>(
  keys: readonly K[],
  f: (k: K) => Promise<V>,
): Promise<Record<K, V>> {
  const values = await Promise.all(keys.map(f));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Record<K, V>;
}

/** The held messages' reason starts so (pqrsd/mail-caps.ts): pending, due in a later hour. */
const HELD_PREFIX = 'Retenido';

export async function subscriptionCounts(db: Firestore): Promise<SubscriptionCounts> {
  const subs = db.collection(SUBSCRIBERS_COLLECTION);
  const confirmed = subs.where('estado', '==', 'confirmada');
  const push = db.collection(PUSH_SUBSCRIBERS_COLLECTION);
  const [porTema, modos, pendientes, confirmadas, pushAll, pushPorTema] = await Promise.all([
    byKey(TOPICS, (t) =>
      byKey(MODES, (m) => count(confirmed.where('temas', 'array-contains', t).where('modo', '==', m))),
    ),
    byKey(MODES, (m) => count(confirmed.where('modo', '==', m))),
    count(subs.where('estado', '==', 'pendiente')),
    count(confirmed),
    count(push),
    byKey(TOPICS, (t) => count(push.where('temas', 'array-contains', t))),
  ]);
  const temas = Object.fromEntries(
    TOPICS.map((t) => [t, MODES.reduce((sum, m) => sum + porTema[t][m], 0)]),
  ) as Record<Topic, number>;
  return { temas, modos, porTema, pendientes, confirmadas, push: pushAll, pushPorTema };
}

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function subscriberRow(snap: DocumentSnapshot): SubscriberRow {
  const d = (snap.data() ?? {}) as Partial<SubscriberDoc>;
  return {
    id: snap.id,
    email: String(d.email ?? ''),
    estado: d.estado === 'confirmada' ? 'confirmada' : 'pendiente',
    temas: strings(d.temas).filter((t): t is Topic => (TOPICS as readonly string[]).includes(t)),
    modo: (MODES as readonly string[]).includes(String(d.modo)) ? (d.modo as Mode) : 'inmediato',
    sedes: strings(d.sedes),
    grados: strings(d.grados),
    creadaEl: String(d.creadaEl ?? ''),
    confirmadaEl: d.confirmadaEl ?? null,
    ultimaConfirmacion: d.ultimaConfirmacion ?? null,
  };
}

/**
 * Every subscriber matching the filter, sorted by address (administrators only: addresses). The
 * topic, state and mode filter in the query; the address's part, which Firestore cannot match
 * inside a text, in memory.
 */
export async function subscriberRows(db: Firestore, filter: SubscriberFilter): Promise<SubscriberRow[]> {
  let query: Query = db.collection(SUBSCRIBERS_COLLECTION);
  if (filter.tema) query = query.where('temas', 'array-contains', filter.tema);
  if (filter.estado) query = query.where('estado', '==', filter.estado);
  if (filter.modo) query = query.where('modo', '==', filter.modo);
  const snap = await withDeadline('Firestore', query.get());
  const q = filter.q?.trim().toLowerCase();
  return snap.docs
    .map(subscriberRow)
    .filter((row) => !q || row.email.toLowerCase().includes(q))
    .sort((a, b) => a.email.localeCompare(b.email, 'es'));
}

/** Messages of one notice in the families' queue. */
const messagesOf = (db: Firestore, id: string) => db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', id);

/** The held ones: pending with a cap's reason (sent mail has no lastError). Null without its index. */
async function heldCount(db: Firestore, id: string): Promise<number | null> {
  try {
    return await count(
      messagesOf(db, id)
        .where('state', '==', 'pending')
        .where('lastError', '>=', HELD_PREFIX)
        .where('lastError', '<', `${HELD_PREFIX}\uf8ff`),
    );
  } catch (err) {
    console.warn('held messages not counted (composite index of firestore.indexes.json?)', err);
    return null;
  }
}

async function noticeRow(db: Firestore, snap: DocumentSnapshot): Promise<NoticeRow> {
  const n = snap.data() as NoticeDoc;
  const messages = messagesOf(db, snap.id);
  const [enviados, pending, fallidos, retenidos, confirmados] = await Promise.all([
    count(messages.where('state', '==', 'sent')),
    count(messages.where('state', '==', 'pending')),
    count(messages.where('state', '==', 'failed')),
    heldCount(db, snap.id),
    n.enterado ? count(db.collection(READ_CONFIRMATIONS).where('aviso', '==', snap.id)) : Promise.resolve(0),
  ]);
  return {
    id: snap.id,
    coleccion: n.coleccion,
    registro: n.registro,
    titulo: n.titulo,
    tema: n.tema,
    estado: n.estado,
    creadoEl: n.creadoEl,
    version: n.version,
    encolados: n.encolados ?? 0,
    enviados,
    pendientes: pending - (retenidos ?? 0),
    fallidos,
    retenidos,
    push: n.push ?? 0,
    enterado: n.enterado === true,
    confirmados,
    recordatorioEl: n.recordatorioEl ?? null,
  };
}

/** The newest notices, each with its queue's figures. */
export async function noticeRows(db: Firestore): Promise<NoticeRow[]> {
  const snap = await withDeadline(
    'Firestore',
    db.collection(NOTICES_COLLECTION).orderBy('creadoEl', 'desc').limit(NOTICE_LIST_LIMIT).get(),
  );
  return Promise.all(snap.docs.map((d) => noticeRow(db, d)));
}

const iso = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate().toISOString();
  return null;
};

/**
 * A circular's recipients and who confirmed reading it: one row per subscriber its messages went
 * to (a reminder's message is the same row), the addresses only `withAddresses`. Null: no such
 * notice, or one that asks for no «Enterado».
 */
export async function readList(db: Firestore, id: string, withAddresses: boolean): Promise<ReadList | null> {
  const ref = db.collection(NOTICES_COLLECTION).doc(id);
  const notice = await withDeadline('Firestore', ref.get());
  const n = notice.data() as NoticeDoc | undefined;
  if (!n || n.enterado !== true) return null;
  const [messages, marks] = await Promise.all([
    withDeadline('Firestore', messagesOf(db, id).select('suscriptor', 'to', 'state', 'sentAt').get()),
    withDeadline('Firestore', db.collection(READ_CONFIRMATIONS).where('aviso', '==', id).get()),
  ]);
  const confirmed = new Map(
    marks.docs.map((m) => [
      String(m.get('suscriptor')),
      iso(m.get('confirmadoEl')) ?? m.createTime.toDate().toISOString(),
    ]),
  );
  const rows = new Map<string, ReadRow>();
  for (const m of messages.docs) {
    const who = String(m.get('suscriptor') ?? m.id);
    const to = m.get('to') as { email?: unknown } | undefined;
    const sent = m.get('state') === 'sent' ? iso(m.get('sentAt')) : null;
    const row = rows.get(who) ?? {
      email: withAddresses && typeof to?.email === 'string' && to.email ? to.email : null,
      enviadoEl: null,
      confirmadoEl: confirmed.get(who) ?? null,
    };
    // The first message that left: a reminder does not move when it was received.
    if (sent && (!row.enviadoEl || sent < row.enviadoEl)) row.enviadoEl = sent;
    rows.set(who, row);
  }
  const items = [...rows.values()].sort(
    (a, b) =>
      Number(a.confirmadoEl !== null) - Number(b.confirmadoEl !== null) ||
      (a.email ?? '').localeCompare(b.email ?? '', 'es') ||
      (a.enviadoEl ?? '').localeCompare(b.enviadoEl ?? ''),
  );
  return {
    aviso: { id, titulo: n.titulo, creadoEl: n.creadoEl, recordatorioEl: n.recordatorioEl ?? null },
    recibieron: items.filter((r) => r.enviadoEl !== null).length,
    confirmaron: confirmed.size,
    conDirecciones: withAddresses,
    items,
  };
}

/** Writes in Firestore's batch size. */
async function inBatches(db: Firestore, ops: Array<(b: WriteBatch) => void>) {
  for (let i = 0; i < ops.length; i += 400) {
    const batch = db.batch();
    for (const op of ops.slice(i, i + 400)) op(batch);
    await withDeadline('Firestore', batch.commit());
  }
}

/**
 * Deletes one subscription on its owner's request: its document, its messages not sent yet
 * (pending or failed: none will leave), its «Enterado» marks, and its address on the messages
 * already sent (kept, without it, so a notice's figures stay true). False: no such subscriber.
 */
export async function deleteSubscriber(db: Firestore, id: string): Promise<boolean> {
  const ref = db.collection(SUBSCRIBERS_COLLECTION).doc(id);
  const snap = await withDeadline('Firestore', ref.get());
  if (!snap.exists) return false;
  const [messages, withReads] = await Promise.all([
    withDeadline('Firestore', db.collection(SUBSCRIBER_OUTBOX).where('suscriptor', '==', id).get()),
    withDeadline('Firestore', db.collection(READ_CONFIRMATIONS).where('suscriptor', '==', id).select().get()),
  ]);
  const ops: Array<(b: WriteBatch) => void> = [];
  for (const m of messages.docs) {
    if (m.get('state') === 'sent')
      ops.push((b) => b.update(m.ref, new FieldPath('to', 'email'), '', 'suscriptor', null));
    else ops.push((b) => b.delete(m.ref));
  }
  for (const mark of withReads.docs) ops.push((b) => b.delete(mark.ref));
  // The subscription last: a deletion cut short is asked again, and finds it still there.
  ops.push((b) => b.delete(ref));
  await inBatches(db, ops);
  return true;
}
