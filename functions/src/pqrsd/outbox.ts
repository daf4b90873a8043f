/**
 * The mail of the PQRSD, through an outbox: each message is first a document of `_outbox`,
 * written in the same transaction as the change it tells of, and then sent by the server over
 * SMTP (mailer.ts), right after the request and by the maintenance run, with backoff. Nothing is
 * lost when mail fails: a message that could not be sent stays with its attempts and last error,
 * which the administrator sees (GET /api/pqrsd/outbox), until it is sent or given up.
 * No browser ever chooses a recipient: the school's comes from its settings at send time, the
 * citizen's is the e-mail stored with the request.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { guardedTransaction } from '../data/guarded-transaction';
import {
  groupTrackingCode,
  normalizeTrackingCode,
  PQRSD_TYPE_LABELS,
  type PqrsdMailKind,
  type PqrsdUnsentMail,
  type StaffMailKind,
} from '../model/pqrsd';
import { formatCalendarDate } from '../model/date-time';
import { SUBSCRIBERS_COLLECTION } from '../model/subscriptions';
import type { SubscriberMailKind } from '../model/subscriptions';
import { richTextPlain, type RichTextDoc } from '../model/rich-text';
import { checkMailCaps, mailCaps, type MailCaps } from './mail-caps';
import { trackingLink } from './tracking-link';
import type { PqrsdDoc } from './stored';

export const OUTBOX_COLLECTION = '_outbox';
/** After this many failed attempts a message is `failed` (still listed, sent again only by hand). */
export const MAX_ATTEMPTS = 8;
/** Minutes to wait after the n-th failure: 1, 5, 15, 60, then every 3 hours. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180];
/** How long a sender holds a message it is sending before another may try. */
const LEASE_MS = 2 * 60 * 1000;

/**
 * "school": the recipient in the school's settings (sitio.formRecipient, else sitio.email).
 * `staff`: a staff account's own address (review notices, an invitation), taken from the accounts
 * by the server, never typed by a visitor: the caps on a citizen's address do not apply.
 */
export type Recipient = 'school' | { email: string; staff?: true } | { email: string; subscriber: true };

/**
 * The queue of the families' notices (subscriptions/): the same outbox documents, claim, caps,
 * backoff and sender, in a collection of its own, so a publication's thousands of messages never
 * stand before a PQRSD's mail, which runs on a legal clock. Its caps are its own (mail-caps.ts).
 */
export const SUBSCRIBER_OUTBOX = '_outboxAvisos';

export interface Mail {
  kind: PqrsdMailKind | StaffMailKind | SubscriberMailKind;
  /** The request the message tells of; '' for the staff's mail, which tells of no request. */
  radicado: string;
  to: Recipient;
  subject: string;
  text: string;
  /** An HTML part beside the text (the families' notices); the text part is always there. */
  html?: string;
  /**
   * Extra headers the server itself wrote (List-Unsubscribe, List-Unsubscribe-Post): never a
   * value a visitor typed.
   */
  headers?: Record<string, string>;
  /** The notice (`_avisos/{id}`) and subscriber a family's message is for: the admin's counts. */
  aviso?: string;
  suscriptor?: string;
}

export interface OutboxDoc extends Mail {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: Timestamp;
  /** When a sender may try next; removed once sent or failed, so the due query skips it. */
  nextAttemptAt?: Timestamp;
  leaseUntil?: Timestamp;
  lastError: string | null;
  sentAt: Timestamp | null;
}

/** The documents that queue `mail`: the message and, `apart`, the request that sends it first. */
export function outboxDocs(
  db: Firestore,
  mail: Mail,
  at: Timestamp,
  apart: boolean,
  queue: string = OUTBOX_COLLECTION,
  id?: string,
): Array<[DocumentReference, DocumentData]> {
  const ref = id ? db.collection(queue).doc(id) : db.collection(queue).doc();
  const doc: OutboxDoc = {
    ...mail,
    state: 'pending',
    attempts: 0,
    createdAt: at,
    nextAttemptAt: at,
    lastError: null,
    sentAt: null,
  };
  return [
    [ref, doc],
    // expiresAt: a TTL policy may drop one whose function never ran (it deletes it once it has).
    ...(apart
      ? [
          [
            db.collection(SEND_APART_COLLECTION).doc(ref.id),
            { expiresAt: Timestamp.fromMillis(at.toMillis() + 86_400_000) },
          ] as [DocumentReference, DocumentData],
        ]
      : []),
  ];
}

export function queueMail(db: Firestore, tx: Transaction, mail: Mail, at: Timestamp): string {
  const [[ref, doc]] = outboxDocs(db, mail, at, false) as [[DocumentReference, DocumentData]];
  tx.create(ref, doc);
  return ref.id;
}

/**
 * Mail that a public answer must not wait for, nor take longer for: "¿Perdió su código?" answers
 * in the same time whether a mail was queued or not (decision 0018). Its first attempt is made
 * apart, by the function `outboxSend` (index.ts), which the creation of a document of this
 * collection named like the message starts; the maintenance run sends it like any due message
 * if that attempt never came.
 */
export const SEND_APART_COLLECTION = '_outboxSend';

/** Queues `mail` (queueMail) and, in the same transaction, the request that `outboxSend` sends it. */
export function queueMailSentApart(db: Firestore, tx: Transaction, mail: Mail, at: Timestamp): string {
  const docs = outboxDocs(db, mail, at, true);
  for (const [ref, doc] of docs) tx.create(ref, doc);
  return docs[0]![0].id;
}

/** What `outboxSend` does with one such document: the message's first attempt, then the document goes. */
export async function sendApart(
  db: Firestore,
  send: SendMail,
  id: string,
  nowMs: number,
): Promise<DeliveryReport> {
  const report = await deliverOutbox(db, send, nowMs, { ids: [id] });
  await withDeadline('Firestore', db.collection(SEND_APART_COLLECTION).doc(id).delete());
  return report;
}

const label = (doc: PqrsdDoc) => PQRSD_TYPE_LABELS[doc.tipo];
const dueLine = (due: string | null) =>
  due
    ? `Fecha máxima de respuesta: ${formatCalendarDate(due)} (en días hábiles, Ley 1755 de 2015).`
    : 'Este mensaje no tiene un término legal de respuesta.';
const AUTOMATIC = 'Este es un mensaje automático; no responda a este correo.';

/** To the school: a new request, with what staff need to start (the full text is in the admin). */
export const newRequestMail = (doc: PqrsdDoc): Mail => ({
  kind: 'pqrsd-nueva',
  radicado: doc.radicado,
  to: 'school',
  subject: `Nueva solicitud ${doc.radicado}: ${label(doc)}`,
  text: [
    `Se recibió una nueva solicitud en el sitio web.`,
    ``,
    `Radicado: ${doc.radicado}`,
    `Tipo: ${label(doc)}`,
    `Recibida: ${formatCalendarDate(doc.receivedDate)}`,
    dueLine(doc.dueDate),
    `Remitente: ${doc.anonimo ? 'Anónimo' : `${doc.nombre} <${doc.email}>`}`,
    `Asunto: ${doc.asunto}`,
    ``,
    doc.mensaje,
    ``,
    doc.attachment ? `Trae un archivo adjunto: consúltelo en el área de administración.` : '',
  ].join('\n'),
});

/**
 * To the citizen: the acknowledgement. It carries nothing the filer typed (no name, subject or
 * message), only the school's own text and the request's facts: anyone can type any address in
 * the form, and an acuse that repeated the filer's words was a way to send a stranger any text
 * from the school's sender. The tracking code is what reads the request, and the
 * link brings it filled in.
 */
export const acknowledgement = (doc: PqrsdDoc, trackingCode: string): Mail => {
  // Shown in groups of four, as on the receipt; in the link without separators.
  const code = normalizeTrackingCode(trackingCode) ?? trackingCode.replace(/[^0-9A-Za-z]/g, '');
  return {
    kind: 'pqrsd-acuse',
    radicado: doc.radicado,
    to: { email: doc.email },
    subject: `Recibimos su solicitud: radicado ${doc.radicado}`,
    text: [
      `El colegio recibió una solicitud por su sitio web («Atención al ciudadano») con este correo electrónico como dirección de contacto.`,
      ``,
      `Radicado: ${doc.radicado}`,
      `Código de seguimiento: ${groupTrackingCode(code)}`,
      `Tipo: ${label(doc)}`,
      `Recibida el ${formatCalendarDate(doc.receivedDate)}.`,
      dueLine(doc.dueDate),
      ``,
      `Consulte el estado y la respuesta en:`,
      trackingLink(doc.radicado, code),
      ``,
      `Guarde el radicado y el código de seguimiento: con los dos se consulta la solicitud.`,
      `Si usted no envió esta solicitud, puede ignorar este mensaje.`,
      ``,
      AUTOMATIC,
    ].join('\n'),
  };
};

/**
 * The answer's mail. The staff's preview (POST /api/pqrsd/{radicado}/respuesta/vista-previa) and
 * the answer itself both build it here, from the stored request and the typed answer, so what the
 * confirmation shows is the text the outbox sends.
 */
export const answerMail = (
  doc: PqrsdDoc,
  answer: { text: RichTextDoc | string; withPdf: boolean },
): Mail => ({
  kind: 'pqrsd-respuesta',
  radicado: doc.radicado,
  to: { email: doc.email },
  subject: `Respuesta a su solicitud ${doc.radicado}`,
  text: [
    `Hola, ${doc.nombre}:`,
    ``,
    `Esta es la respuesta a su ${label(doc).toLowerCase()} «${doc.asunto}» (radicado ${doc.radicado}, recibida el ${formatCalendarDate(doc.receivedDate)}):`,
    ``,
    // Mail is plain text: the formatted answer's words, one block a line (its formatting is on
    // the tracking page).
    richTextPlain(answer.text),
    ``,
    ...(answer.withPdf
      ? [`La respuesta trae un documento PDF: descárguelo en la página de consulta.`, ``]
      : []),
    `Consulte la solicitud (con su radicado y su código de seguimiento) en:`,
    trackingLink(doc.radicado),
    ``,
    AUTOMATIC,
  ].join('\n'),
});

/**
 * The transfer (Ley 1755 art. 21): the citizen is told which entity now has the request and why,
 * and from when that entity's term runs. The request stays readable on the tracking page.
 */
export const transferMail = (doc: PqrsdDoc, entity: string, reason: string, date: string): Mail => ({
  kind: 'pqrsd-traslado',
  radicado: doc.radicado,
  to: { email: doc.email },
  subject: `Traslado de su solicitud ${doc.radicado} a otra entidad`,
  text: [
    `Hola, ${doc.nombre}:`,
    ``,
    `Su ${label(doc).toLowerCase()} (radicado ${doc.radicado}, recibida el ${formatCalendarDate(doc.receivedDate)}) no es de competencia del colegio: el ${formatCalendarDate(date)} se trasladó a ${entity}.`,
    `Motivo: ${reason}`,
    ``,
    `El término para responderle corre desde el día siguiente a que esa entidad la recibe (Ley 1755 de 2015, art. 21).`,
    ``,
    `Consulte la solicitud (con su radicado y su código de seguimiento) en:`,
    trackingLink(doc.radicado),
    ``,
    AUTOMATIC,
  ].join('\n'),
});

export const extensionMail = (doc: PqrsdDoc, newDate: string, reason: string): Mail => ({
  kind: 'pqrsd-prorroga',
  radicado: doc.radicado,
  to: { email: doc.email },
  subject: `Prórroga del plazo de su solicitud ${doc.radicado}`,
  text: [
    `Hola, ${doc.nombre}:`,
    ``,
    `El plazo para responder su ${label(doc).toLowerCase()} (radicado ${doc.radicado}) se amplía hasta el ${formatCalendarDate(newDate)}.`,
    `Motivo: ${reason}`,
    ``,
    `Consulte la solicitud (con su radicado y su código de seguimiento) en:`,
    trackingLink(doc.radicado),
    ``,
    AUTOMATIC,
  ].join('\n'),
});

/**
 * Sends one message; rejects with an Error whose message says why (stored as lastError).
 * `senderName`: the school's name, the From's display name (mailer.ts adds the platform's address).
 */
export type SendMail = (message: {
  to: string;
  subject: string;
  text: string;
  senderName: string;
  html?: string;
  headers?: Record<string, string>;
}) => Promise<void>;

/**
 * What the school's settings say of its mail, read when it is sent: where "school" mail goes (the
 * form recipient, else the school's e-mail) and the name its mail goes out with (the
 * institution's name; '' when the settings have none). `db` is the school's own, so each school's
 * mail, its caps (mail-caps.ts) and its sender are its own.
 */
export async function schoolMailSettings(db: Firestore): Promise<{ recipient: string | null; name: string }> {
  const snap = await withDeadline('Firestore', db.collection('sitio').limit(1).get());
  const data = snap.docs[0]?.data() ?? {};
  const email = String(data.formRecipient || data.email || '').trim();
  return { recipient: email || null, name: typeof data.title === 'string' ? data.title : '' };
}

type Claim = { send: OutboxDoc } | { held: true } | null;

/**
 * Takes the message for this sender if it is still pending, due (unless `force`) and not held by
 * another. Mail to a citizen is also counted against the hourly caps (mail-caps.ts) in the same
 * transaction; past a cap the message is held instead: still pending, attempts unchanged, due at
 * the next window, with the reason as its last error. `force` does not lift a cap: an
 * administrator's retry sends held mail only once its window has room.
 */
async function claim(
  db: Firestore,
  queue: string,
  id: string,
  nowMs: number,
  force: boolean,
  limits: MailCaps,
): Promise<Claim> {
  const ref = db.collection(queue).doc(id);
  return guardedTransaction(db, 'outbox claim', async (tx, guard) => {
    const snap = await tx.get(ref);
    const doc = snap.data() as OutboxDoc | undefined;
    if (!doc || doc.state === 'sent' || (doc.state === 'failed' && !force)) return null;
    if (doc.leaseUntil && doc.leaseUntil.toMillis() > nowMs) return null;
    if (!force && doc.nextAttemptAt && doc.nextAttemptAt.toMillis() > nowMs) return null;
    // A family's notice leaves only while its subscription stands confirmed: one that unsubscribed
    // (or was deleted) after the message was queued gets nothing, and the message goes.
    if (doc.to !== 'school' && 'subscriber' in doc.to) {
      const sub = doc.suscriptor
        ? await tx.get(db.collection(SUBSCRIBERS_COLLECTION).doc(doc.suscriptor))
        : null;
      if (sub?.get('estado') !== 'confirmada') {
        guard.stillWanted();
        tx.delete(ref);
        guard.committing();
        return null;
      }
    }
    const check =
      doc.to === 'school' || ('staff' in doc.to && doc.to.staff)
        ? null
        : await checkMailCaps(
            db,
            tx,
            doc.to.email,
            limits,
            nowMs,
            'subscriber' in doc.to ? 'avisos' : 'pqrsd',
          );
    guard.stillWanted();
    if (check && !check.ok) {
      tx.update(ref, {
        lastError: check.reason,
        // A failed message (only a forced retry reaches here) stays failed, waiting for a person.
        ...(doc.state === 'pending' ? { nextAttemptAt: check.retryAt } : {}),
      });
      guard.committing();
      return { held: true };
    }
    check?.take();
    tx.update(ref, { leaseUntil: Timestamp.fromMillis(nowMs + LEASE_MS) });
    guard.committing();
    return { send: doc };
  });
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the given messages, or every pending one that is due. `force` (the administrator's
 * "reintentar") also takes failed ones and ignores the backoff. Errors are recorded on the
 * message, never thrown: the caller (a request, the maintenance run) is not hurt by mail.
 */
export async function deliverOutbox(
  db: Firestore,
  send: SendMail,
  nowMs: number,
  options: {
    ids?: string[];
    force?: boolean;
    limit?: number;
    /** Who the mail is from and where "school" mail goes, when `db` is no school's (the platform's outbox). */
    sender?: Awaited<ReturnType<typeof schoolMailSettings>>;
    /** The queue to send from: the PQRSD's and staff's (default) or the families' (SUBSCRIBER_OUTBOX). */
    queue?: string;
  } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const queue = options.queue ?? OUTBOX_COLLECTION;
  let ids = options.ids;
  if (!ids) {
    const col = db.collection(queue);
    const query = options.force
      ? col.where('state', 'in', ['pending', 'failed'])
      : col.where('nextAttemptAt', '<=', Timestamp.fromMillis(nowMs)).orderBy('nextAttemptAt');
    const snap = await withDeadline('Firestore', query.limit(options.limit ?? 50).get());
    ids = snap.docs.map((d) => d.id);
  }
  let school: Awaited<ReturnType<typeof schoolMailSettings>> | undefined;
  let caps: MailCaps | undefined;
  for (const id of ids) {
    const ref = db.collection(queue).doc(id);
    let doc: OutboxDoc;
    try {
      caps ??= await mailCaps(db);
      // guardedTransaction keeps it under the backend deadline.
      const claimed = await claim(db, queue, id, nowMs, options.force === true, caps);
      if (!claimed || !('send' in claimed)) continue;
      doc = claimed.send;
    } catch {
      continue;
    }
    try {
      school ??= options.sender ?? (await schoolMailSettings(db));
      const to = doc.to === 'school' ? school.recipient : doc.to.email;
      if (!to)
        throw new Error(
          'No hay un correo destinatario en los datos del colegio (Correo que recibe los mensajes del formulario).',
        );
      await send({
        to,
        subject: doc.subject,
        text: doc.text,
        senderName: school.name,
        ...(doc.html ? { html: doc.html } : {}),
        ...(doc.headers ? { headers: doc.headers } : {}),
      });
      await withDeadline(
        'Firestore',
        ref.update({
          state: 'sent',
          attempts: doc.attempts + 1,
          sentAt: Timestamp.fromMillis(nowMs),
          lastError: null,
          nextAttemptAt: FieldValue.delete(),
          leaseUntil: FieldValue.delete(),
        }),
      );
      report.sent++;
    } catch (err) {
      const attempts = doc.attempts + 1;
      const gaveUp = attempts >= MAX_ATTEMPTS;
      const wait = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]! * 60_000;
      await withDeadline(
        'Firestore',
        ref.update({
          state: gaveUp ? 'failed' : 'pending',
          attempts,
          // The transport's reason (connection refused, mailbox unknown), never the message itself.
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
          nextAttemptAt: gaveUp ? FieldValue.delete() : Timestamp.fromMillis(nowMs + wait),
          leaseUntil: FieldValue.delete(),
        }),
      ).catch(() => undefined);
      report.failed++;
    }
  }
  return report;
}

/** The messages not sent yet (pending and failed), for the administrator: no body, no address. */
export async function unsentMail(db: Firestore): Promise<PqrsdUnsentMail[]> {
  const snap = await withDeadline(
    'Firestore',
    db.collection(OUTBOX_COLLECTION).where('state', 'in', ['pending', 'failed']).limit(200).get(),
  );
  return snap.docs.map((d) => {
    const m = d.data() as OutboxDoc;
    return {
      id: d.id,
      // This queue holds no family's notice (those are SUBSCRIBER_OUTBOX's).
      kind: m.kind as PqrsdUnsentMail['kind'],
      radicado: m.radicado,
      to: m.to === 'school' ? 'colegio' : 'staff' in m.to && m.to.staff ? 'personal' : 'ciudadano',
      // The query reads only these two states.
      state: m.state as PqrsdUnsentMail['state'],
      attempts: m.attempts,
      lastError: m.lastError,
      nextAttemptAt: m.nextAttemptAt ? m.nextAttemptAt.toDate().toISOString() : null,
      createdAt: m.createdAt.toDate().toISOString(),
    };
  });
}
