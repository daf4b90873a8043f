/**
 * The mail of the PQRSD, through an outbox: each message is first a document of `_outbox`,
 * written in the same transaction as the change it tells of, and then sent by the server over
 * SMTP (mailer.ts), right after the request and by the maintenance run, with backoff. Nothing is
 * lost when mail fails: a message that could not be sent stays with its attempts and last error,
 * which the administrator sees (GET /api/pqrsd/outbox), until it is sent or given up.
 * No browser ever chooses a recipient: the school's comes from its settings at send time, the
 * citizen's is the e-mail stored with the request.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { withDeadline } from '../data/deadline';
import { PQRSD_TYPE_LABELS, type PqrsdMailKind, type PqrsdUnsentMail } from '../model/pqrsd';
import { richTextPlain } from '../model/rich-text';
import type { PqrsdDoc } from './stored';

export const OUTBOX_COLLECTION = '_outbox';
/** After this many failed attempts a message is `failed` (still listed, sent again only by hand). */
export const MAX_ATTEMPTS = 8;
/** Minutes to wait after the n-th failure: 1, 5, 15, 60, then every 3 hours. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180];
/** How long a sender holds a message it is sending before another may try. */
const LEASE_MS = 2 * 60 * 1000;

/** "school": the recipient in the school's settings (sitio.formRecipient, else sitio.email). */
export type Recipient = 'school' | { email: string };

export interface Mail {
  kind: PqrsdMailKind;
  radicado: string;
  to: Recipient;
  subject: string;
  text: string;
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

export function queueMail(db: Firestore, tx: Transaction, mail: Mail, at: Timestamp): string {
  const ref = db.collection(OUTBOX_COLLECTION).doc();
  const doc: OutboxDoc = { ...mail, state: 'pending', attempts: 0, createdAt: at, nextAttemptAt: at, lastError: null, sentAt: null };
  tx.create(ref, doc);
  return ref.id;
}

const label = (doc: PqrsdDoc) => PQRSD_TYPE_LABELS[doc.tipo];
const dueLine = (doc: PqrsdDoc) =>
  doc.dueDate ? `Fecha máxima de respuesta: ${doc.dueDate} (días hábiles, Ley 1755 de 2015).` : 'Este mensaje no tiene un término legal de respuesta.';

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
    `Recibida: ${doc.receivedDate}`,
    dueLine(doc),
    `Remitente: ${doc.anonimo ? 'Anónimo' : `${doc.nombre} <${doc.email}>`}`,
    `Asunto: ${doc.asunto}`,
    ``,
    doc.mensaje,
    ``,
    doc.attachment ? `Trae un archivo adjunto: consúltelo en el área de administración.` : '',
  ].join('\n'),
});

/** To the citizen: the acknowledgement, with the radicado and the date the answer is due. */
export const acknowledgement = (doc: PqrsdDoc): Mail => ({
  kind: 'pqrsd-acuse',
  radicado: doc.radicado,
  to: { email: doc.email },
  subject: `Recibimos su solicitud: radicado ${doc.radicado}`,
  text: [
    `Hola, ${doc.nombre}:`,
    ``,
    `Recibimos su ${label(doc).toLowerCase()} «${doc.asunto}» el ${doc.receivedDate}.`,
    `Su número de radicado es ${doc.radicado}. Con él y este correo puede consultar el estado en la página`,
    `«Atención al ciudadano» del sitio web, opción «Consultar una solicitud».`,
    dueLine(doc),
    ``,
    `Este es un mensaje automático; no responda a este correo.`,
  ].join('\n'),
});

export const answerMail = (doc: PqrsdDoc): Mail => ({
  kind: 'pqrsd-respuesta',
  radicado: doc.radicado,
  to: { email: doc.email },
  subject: `Respuesta a su solicitud ${doc.radicado}`,
  text: [
    `Hola, ${doc.nombre}:`,
    ``,
    `Esta es la respuesta a su ${label(doc).toLowerCase()} «${doc.asunto}» (radicado ${doc.radicado}):`,
    ``,
    // Mail is plain text: the formatted answer's words, one block a line (its formatting is on
    // the tracking page).
    doc.answer ? richTextPlain(doc.answer.text) : '',
    ``,
    doc.answer?.pdf ? `La respuesta trae un documento PDF: descárguelo en «Consultar una solicitud» del sitio web.` : '',
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
    `El plazo para responder su ${label(doc).toLowerCase()} (radicado ${doc.radicado}) se amplía hasta el ${newDate}.`,
    `Motivo: ${reason}`,
  ].join('\n'),
});

/** Sends one message; rejects with an Error whose message says why (stored as lastError). */
export type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** Where "school" mail goes: the settings' form recipient, else the school's e-mail. */
export async function schoolRecipient(db: Firestore): Promise<string | null> {
  const snap = await withDeadline('Firestore', db.collection('sitio').limit(1).get());
  const data = snap.docs[0]?.data() ?? {};
  const email = String(data.formRecipient || data.email || '').trim();
  return email || null;
}

/** Takes the message for this sender if it is still pending, due (unless `force`) and not held by another. */
async function claim(db: Firestore, id: string, nowMs: number, force: boolean): Promise<OutboxDoc | null> {
  const ref = db.collection(OUTBOX_COLLECTION).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const doc = snap.data() as OutboxDoc | undefined;
    if (!doc || doc.state === 'sent' || (doc.state === 'failed' && !force)) return null;
    if (doc.leaseUntil && doc.leaseUntil.toMillis() > nowMs) return null;
    if (!force && doc.nextAttemptAt && doc.nextAttemptAt.toMillis() > nowMs) return null;
    tx.update(ref, { leaseUntil: Timestamp.fromMillis(nowMs + LEASE_MS) });
    return doc;
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
  options: { ids?: string[]; force?: boolean; limit?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  let ids = options.ids;
  if (!ids) {
    const col = db.collection(OUTBOX_COLLECTION);
    const query = options.force
      ? col.where('state', 'in', ['pending', 'failed'])
      : col.where('nextAttemptAt', '<=', Timestamp.fromMillis(nowMs)).orderBy('nextAttemptAt');
    const snap = await withDeadline('Firestore', query.limit(options.limit ?? 50).get());
    ids = snap.docs.map((d) => d.id);
  }
  let school: string | null | undefined;
  for (const id of ids) {
    const ref = db.collection(OUTBOX_COLLECTION).doc(id);
    let doc: OutboxDoc | null;
    try {
      doc = await withDeadline('Firestore', claim(db, id, nowMs, options.force === true));
    } catch {
      continue;
    }
    if (!doc) continue;
    try {
      let to: string | null;
      if (doc.to === 'school') {
        if (school === undefined) school = await schoolRecipient(db);
        to = school;
      } else {
        to = doc.to.email;
      }
      if (!to) throw new Error('No hay un correo destinatario en los datos del colegio (Correo que recibe los mensajes del formulario).');
      await send({ to, subject: doc.subject, text: doc.text });
      await ref.update({
        state: 'sent',
        attempts: doc.attempts + 1,
        sentAt: Timestamp.fromMillis(nowMs),
        lastError: null,
        nextAttemptAt: FieldValue.delete(),
        leaseUntil: FieldValue.delete(),
      });
      report.sent++;
    } catch (err) {
      const attempts = doc.attempts + 1;
      const gaveUp = attempts >= MAX_ATTEMPTS;
      const wait = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]! * 60_000;
      await ref
        .update({
          state: gaveUp ? 'failed' : 'pending',
          attempts,
          // The transport's reason (connection refused, mailbox unknown), never the message itself.
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
          nextAttemptAt: gaveUp ? FieldValue.delete() : Timestamp.fromMillis(nowMs + wait),
          leaseUntil: FieldValue.delete(),
        })
        .catch(() => undefined);
      report.failed++;
    }
  }
  return report;
}

/** The messages not sent yet (pending and failed), for the administrator: no body, no address. */
export async function unsentMail(db: Firestore): Promise<PqrsdUnsentMail[]> {
  const snap = await withDeadline('Firestore', db.collection(OUTBOX_COLLECTION).where('state', 'in', ['pending', 'failed']).limit(200).get());
  return snap.docs.map((d) => {
    const m = d.data() as OutboxDoc;
    return {
      id: d.id,
      kind: m.kind,
      radicado: m.radicado,
      to: m.to === 'school' ? 'colegio' : 'ciudadano',
      // The query reads only these two states.
      state: m.state as PqrsdUnsentMail['state'],
      attempts: m.attempts,
      lastError: m.lastError,
      nextAttemptAt: m.nextAttemptAt ? m.nextAttemptAt.toDate().toISOString() : null,
      createdAt: m.createdAt.toDate().toISOString(),
    };
  });
}
