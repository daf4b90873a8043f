/**
 * The PQRSD requests in Firestore: `pqrsd/{radicado}`, a server-only collection (firestore.rules
 * deny every client; only the function's Admin SDK reads and writes it). Filing is one commit:
 * the year's counter (`_counters/pqrsd-YYYY`), the request and its outbox mail are written
 * together (radicados.ts), so a radicado is never repeated nor skipped, and a request is never
 * stored without its notifications (nor a notification without its request).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { countChange } from './summary';
import { guardedTransaction } from '../data/guarded-transaction';
import { Conflict, InvalidInput, NotFound } from '../domain/errors';
import {
  groupTrackingCode,
  isOpenPqrsdState,
  normalizeTrackingCode,
  PQRSD_CONSENT_TEXT,
  PQRSD_TYPE_LABELS,
  RADICADO_PATTERN,
  radicadoCandidates,
  termDaysOf,
  TRACKING_CODE_ALPHABET,
  TRACKING_CODE_LENGTH,
  type PqrsdAnswerPreview,
  type PqrsdInput,
  type PqrsdListItem,
  type PqrsdReceipt,
  type PqrsdStatus,
} from '../model/pqrsd';
import { checkPqrsdAnswerText } from '../model/pqrsd-answer';
import { richTextFrom, type RichTextDoc } from '../model/rich-text';
import type { Actor } from '../model/updated-by';
import { bogotaDate, businessDaysBetween, checkExtension, dueDate } from './due-date';
import { codeMail } from './code-mail';
import { answerMail, extensionMail, queueMail, queueMailSentApart, transferMail } from './outbox';
import { hourCounter } from './rate-limit';
import { fileQueued, type Ticket } from './radicados';
import { PQRSD_COLLECTION, type LogEntry, type PqrsdDoc, type StoredFile } from './stored';

/**
 * How long filing may wait for its radicado under a burst: half the function's 60 s timeout,
 * leaving room for the attachment, the first mail attempt and withdrawing the ticket.
 */
const FILING_BUDGET_MS = 30_000;

const hash = (code: string) => createHash('sha256').update(`pqrsd-code:${code}`).digest('hex');

/**
 * A new tracking code: TRACKING_CODE_LENGTH characters of the unambiguous alphabet from the
 * system's CSPRNG (99 bits; decision 0018), in its plain form (groupTrackingCode shows it).
 */
export function newTrackingCode(): string {
  let s = '';
  for (let i = 0; i < TRACKING_CODE_LENGTH; i++)
    s += TRACKING_CODE_ALPHABET[randomInt(TRACKING_CODE_ALPHABET.length)];
  return s;
}

export interface Filed extends PqrsdReceipt {
  outboxIds: string[];
}

/**
 * Stores a checked request under the next radicado of its year, with its mail, in one commit
 * (radicados.ts: queued, so a burst of filings shares commits instead of fighting for the counter).
 * `dane`: the school's DANE code, which the radicado carries ('' for a school without one).
 */
export async function fileRequest(
  db: Firestore,
  input: PqrsdInput,
  receivedAtMs: number,
  attachment: StoredFile | null,
  dane = '',
): Promise<Filed> {
  const receivedAt = Timestamp.fromMillis(receivedAtMs);
  const receivedDate = bogotaDate(receivedAt.toDate());
  const year = Number(receivedDate.slice(0, 4));
  const due = dueDate(receivedAt.toDate(), input.tipo);
  // Every request gets one: with the radicado, the only key that reads it from outside.
  const trackingCode = newTrackingCode();
  const ticket: Ticket = {
    year,
    tipo: input.tipo,
    estado: 'radicada',
    anonimo: input.anonimo,
    nombre: input.nombre,
    documento: input.documento,
    email: input.email,
    telefono: input.telefono,
    asunto: input.asunto,
    mensaje: input.mensaje,
    receivedAt,
    receivedDate,
    dueDate: due,
    originalDueDate: due,
    consent: { version: input.consentimiento, text: PQRSD_CONSENT_TEXT, at: receivedAt },
    trackingCodeHash: hash(trackingCode),
    attachment,
    answer: null,
    transfer: null,
    extensions: [],
    log: [{ action: 'radicada', at: receivedAt, by: null }],
  };
  const receipt = await fileQueued(db, ticket, trackingCode, FILING_BUDGET_MS, dane);
  return { ...receipt, trackingCode: groupTrackingCode(trackingCode) };
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The request behind a radicado when its tracking code matches (both as people type them:
 * radicadoCandidates, with `year` the current one for a number alone and `dane` this school's
 * DANE code, and normalizeTrackingCode). Null otherwise, whether the radicado exists or not, so a
 * wrong code cannot tell that a radicado exists. The e-mail reads nothing (radicados are
 * sequential, and an address is easy to know). Only this school's requests are read (`db` is
 * its own), so another school's radicado is unknown here.
 */
export async function findByCode(
  db: Firestore,
  radicadoTyped: string,
  codeTyped: string,
  year: number,
  dane = '',
): Promise<PqrsdDoc | null> {
  const candidates = radicadoCandidates(radicadoTyped, year, dane);
  const code = normalizeTrackingCode(codeTyped);
  if (!candidates.length || !code) return null;
  const snaps = await withDeadline(
    'Firestore',
    db.getAll(...candidates.map((r) => db.collection(PQRSD_COLLECTION).doc(r))),
  );
  const snap = snaps.find((s) => s.exists);
  if (!snap) return null;
  const doc = snap.data() as PqrsdDoc;
  return doc.trackingCodeHash && sameText(hash(code), doc.trackingCodeHash) ? doc : null;
}

/** New codes one request, and one stored address, may be sent per hour (decision 0018). */
export const CODES_PER_HOUR = 3;

/** An address as the code allowance counts it: a salted hash of its lower-case form, never the address. */
const addressKey = (email: string) =>
  createHash('sha256').update(`pqrsd-codigo:${email}`).digest('hex').slice(0, 40);

/**
 * "¿Perdió su código?": when the radicado and the e-mail stored with it match, the request gets a
 * new code (the old one stops reading it; only hashes are stored, so the old one cannot be sent
 * again) and the new one is queued to the stored address, sent apart from this request
 * (queueMailSentApart). At most CODES_PER_HOUR an hour per request and per stored address,
 * counted only when the e-mail matched: a stranger's guesses spend nothing of the filer's.
 *
 * Says nothing about whether they matched, not even in its time: both ways run the same
 * transaction, reading the request and its two counters (the request's, and the stored
 * address's, or the typed one's when there is none) and writing both counters back (unchanged
 * on a miss). A match adds the new code's hash and the queued mail to the same commit.
 */
export async function reissueCode(
  db: Firestore,
  radicadoTyped: string,
  email: string,
  nowMs: number,
  dane = '',
): Promise<void> {
  const candidates = radicadoCandidates(radicadoTyped, Number(bogotaDate(new Date(nowMs)).slice(0, 4)), dane);
  // No request can have it (and which radicados can exist is no secret).
  if (!candidates.length) return;
  const typed = email.trim().toLowerCase();
  const refs = candidates.map((r) => db.collection(PQRSD_COLLECTION).doc(r));
  const at = Timestamp.fromMillis(nowMs);
  await guardedTransaction(db, 'pqrsd code reissue', async (tx, guard) => {
    // Every form the typed radicado may have is read, found or not: the same work either way.
    const snap = (await tx.getAll(...refs)).find((s) => s.exists);
    const ref = snap?.ref ?? refs[0]!;
    const radicado = ref.id;
    const doc = snap ? (snap.data() as PqrsdDoc) : null;
    const stored = doc?.email ? doc.email.toLowerCase() : '';
    const matched = stored !== '' && sameText(typed, stored);
    const perRequest = hourCounter(db, 'codigo-solicitud', radicado, nowMs);
    const perAddress = hourCounter(db, 'codigo-correo', addressKey(stored || typed), nowMs);
    const counters = await tx.getAll(perRequest.ref, perAddress.ref);
    guard.stillWanted();
    const [byRequest, byAddress] = counters.map((c) => Number(c.get('count') ?? 0)) as [number, number];
    const step = matched ? 1 : 0;
    tx.set(perRequest.ref, { count: byRequest + step, expiresAt: perRequest.expiresAt });
    tx.set(perAddress.ref, { count: byAddress + step, expiresAt: perAddress.expiresAt });
    if (matched && byRequest < CODES_PER_HOUR && byAddress < CODES_PER_HOUR) {
      const code = newTrackingCode();
      tx.update(ref, { trackingCodeHash: hash(code) });
      queueMailSentApart(db, tx, codeMail(doc!, code), at);
    }
    guard.committing();
  });
}

export function publicStatus(doc: PqrsdDoc): PqrsdStatus {
  return {
    radicado: doc.radicado,
    tipo: doc.tipo,
    tipoLabel: PQRSD_TYPE_LABELS[doc.tipo],
    estado: doc.estado,
    asunto: doc.asunto,
    receivedDate: doc.receivedDate,
    dueDate: doc.dueDate,
    answer: doc.answer
      ? { text: richTextFrom(doc.answer.text), date: doc.answer.date, pdf: doc.answer.pdf !== null }
      : null,
    transfer: doc.transfer ? { entity: doc.transfer.entity, date: doc.transfer.date } : null,
  };
}

/** Every request, open ones first (overdue first, then by due date), then the closed ones, newest first. */
export async function listRequests(db: Firestore, todayDate: string): Promise<PqrsdListItem[]> {
  const snap = await withDeadline(
    'Firestore',
    db.collection(PQRSD_COLLECTION).orderBy('receivedAt', 'desc').limit(1000).get(),
  );
  const items = snap.docs.map((s) => {
    const d = s.data() as PqrsdDoc;
    const daysLeft =
      isOpenPqrsdState(d.estado) && d.dueDate ? businessDaysBetween(todayDate, d.dueDate) : null;
    return {
      radicado: d.radicado,
      tipo: d.tipo,
      estado: d.estado,
      asunto: d.asunto,
      nombre: d.anonimo ? 'Anónima' : d.nombre,
      anonimo: d.anonimo,
      receivedDate: d.receivedDate,
      dueDate: d.dueDate,
      daysLeft,
      overdue: daysLeft !== null && daysLeft < 0,
      hasAttachment: d.attachment !== null,
    };
  });
  const rank = (i: PqrsdListItem) => (i.daysLeft === null ? (isOpenPqrsdState(i.estado) ? 1 : 2) : 0);
  return items.sort((a, b) => {
    const r = rank(a) - rank(b);
    if (r !== 0) return r;
    if (rank(a) === 0) return a.daysLeft! - b.daysLeft!;
    return 0;
  });
}

export async function getRequest(db: Firestore, radicado: string): Promise<PqrsdDoc> {
  const snap = RADICADO_PATTERN.test(radicado)
    ? await withDeadline('Firestore', db.collection(PQRSD_COLLECTION).doc(radicado).get())
    : null;
  if (!snap?.exists) throw new NotFound('No existe una solicitud con ese radicado.');
  return snap.data() as PqrsdDoc;
}

/**
 * One staff action on a request, in a guarded transaction: read, check, write the change and its
 * log line. Past the deadline the staff member gets 503 and no later retry of the SDK writes the
 * action (nor queues its mail); once the commit is on its way, the 503 says the outcome is unknown.
 */
async function act(
  db: Firestore,
  radicado: string,
  change: (doc: PqrsdDoc, tx: Transaction) => Partial<Omit<PqrsdDoc, 'log'>> & { log: LogEntry },
): Promise<PqrsdDoc> {
  if (!RADICADO_PATTERN.test(radicado)) throw new NotFound('No existe una solicitud con ese radicado.');
  const ref = db.collection(PQRSD_COLLECTION).doc(radicado);
  return guardedTransaction(db, `pqrsd ${radicado}`, async (tx, guard) => {
    const snap = await tx.get(ref);
    guard.stillWanted();
    if (!snap.exists) throw new NotFound('No existe una solicitud con ese radicado.');
    const doc = snap.data() as PqrsdDoc;
    const { log, ...fields } = change(doc, tx);
    tx.update(ref, { ...fields, log: FieldValue.arrayUnion(log) });
    // The console's counts (pqrsd/summary.ts) change with the request, in this commit.
    countChange(db, tx, doc, { ...doc, ...fields }, log.at.toMillis());
    guard.committing();
    return { ...doc, ...fields, log: [...doc.log, log] };
  });
}

const closed = (doc: PqrsdDoc) => {
  if (doc.estado === 'respondida') return new Conflict('Esta solicitud ya fue respondida.');
  if (doc.estado === 'trasladada') return new Conflict('Esta solicitud ya fue trasladada a otra entidad.');
  return null;
};

const required = (value: unknown, label: string, max: number): string => {
  if (typeof value !== 'string' || !value.trim()) throw new InvalidInput(`Escriba ${label}.`);
  const s = value.trim();
  if (s.length > max)
    throw new InvalidInput(`${label[0]!.toUpperCase()}${label.slice(1)} admite hasta ${max} caracteres.`);
  return s;
};

/**
 * An answer's text as a checked document, or the Spanish 400: the route checks it before it stores
 * the PDF, so a refused answer leaves nothing behind.
 */
export function answerText(value: unknown): RichTextDoc {
  const check = checkPqrsdAnswerText(value);
  if (!check.ok) throw new InvalidInput(check.message);
  return check.doc;
}

/** Whether this request may be answered now, and `denied` only for an information request. */
function checkAnswerable(doc: PqrsdDoc, denied: boolean) {
  const blocked = closed(doc);
  if (blocked) throw blocked;
  if (denied && doc.tipo !== 'informacion')
    throw new InvalidInput('Solo una solicitud de información puede marcarse como negada.');
}

/**
 * The answer: its text (a formatted document, checked by answerText; and an optional PDF), the
 * state `respondida`, and the mail to the citizen. `denied` says an information request was
 * refused; only that type can be.
 */
export function answerRequest(
  db: Firestore,
  radicado: string,
  by: Actor,
  nowMs: number,
  text: unknown,
  pdf: StoredFile | null,
  denied = false,
) {
  const answer = answerText(text);
  const at = Timestamp.fromMillis(nowMs);
  return act(db, radicado, (doc, tx) => {
    checkAnswerable(doc, denied);
    const stored = { text: answer, at, date: bogotaDate(at.toDate()), by, pdf, denied };
    if (doc.email) queueMail(db, tx, answerMail(doc, { text: answer, withPdf: pdf !== null }), at);
    return { estado: 'respondida', answer: stored, log: { action: 'respondida', at, by } };
  });
}

/**
 * The mail an answer would send, for the staff's confirmation before "Enviar": the same
 * checks and the same answerMail as answerRequest, reading the request as it is now, storing
 * nothing. Null when the request has no address (anonymous): no mail goes.
 */
export async function previewAnswer(
  db: Firestore,
  radicado: string,
  text: unknown,
  denied: boolean,
  withPdf: boolean,
): Promise<PqrsdAnswerPreview> {
  const answer = answerText(text);
  const doc = await getRequest(db, radicado);
  checkAnswerable(doc, denied);
  if (!doc.email) return { para: null, asunto: '', texto: '' };
  const mail = answerMail(doc, { text: answer, withPdf });
  return { para: doc.email, asunto: mail.subject, texto: mail.text };
}

/**
 * A transfer to the competent entity (Ley 1755 art. 21): who and why; the request closes here,
 * and the citizen is told (with the tracking link).
 */
export function transferRequest(
  db: Firestore,
  radicado: string,
  by: Actor,
  nowMs: number,
  entity: unknown,
  reason: unknown,
) {
  const name = required(entity, 'la entidad', 200);
  const why = required(reason, 'el motivo', 2000);
  const at = Timestamp.fromMillis(nowMs);
  const date = bogotaDate(at.toDate());
  return act(db, radicado, (doc, tx) => {
    const blocked = closed(doc);
    if (blocked) throw blocked;
    if (doc.email) queueMail(db, tx, transferMail(doc, name, why, date), at);
    return {
      estado: 'trasladada',
      transfer: { entity: name, reason: why, at, date, by },
      log: { action: 'trasladada', at, by, detail: `${name}: ${why}`.slice(0, 300) },
    };
  });
}

/** An extension: before the due date, to a business day no later than double the term, with a reason. */
export function extendRequest(
  db: Firestore,
  radicado: string,
  by: Actor,
  nowMs: number,
  newDate: unknown,
  reason: unknown,
) {
  const why = required(reason, 'el motivo de la prórroga', 2000);
  const at = Timestamp.fromMillis(nowMs);
  return act(db, radicado, (doc, tx) => {
    const blocked = closed(doc);
    if (blocked) throw blocked;
    if (termDaysOf(doc.tipo) === null)
      throw new InvalidInput('Los mensajes de contacto no tienen término legal que prorrogar.');
    const check = checkExtension({
      receivedAt: doc.receivedAt.toDate(),
      tipo: doc.tipo,
      currentDue: doc.dueDate,
      today: bogotaDate(at.toDate()),
      newDate: String(newDate ?? ''),
    });
    if (!check.ok) throw new InvalidInput(check.message);
    const to = String(newDate);
    // Ley 1755 art. 14: the citizen is told of the extension, its reason and the new date.
    if (doc.email) queueMail(db, tx, extensionMail(doc, to, why), at);
    return {
      estado: 'prorrogada',
      dueDate: to,
      extensions: [...doc.extensions, { from: doc.dueDate!, to, reason: why, at, by }],
      log: { action: 'prorrogada', at, by, detail: `${doc.dueDate} → ${to}` },
    };
  });
}
