/**
 * Atención al ciudadano (PQRSD): the request types, their legal terms, the form's fields, the
 * radicado and tracking code as people type them. Plain data, no zod: the public pages import it
 * through `@model/pqrsd`. The one check of the input, which the form and POST /api/pqrsd both
 * run, is the zod schema of pqrsd-input.ts, which the form loads only when it is used (decision
 * 0018). The shapes the API answers with (a stored request, a row of the staff's list, the
 * tracking page's status, a filing's receipt) are declared here once too, so the function that
 * writes them and the pages that read them cannot drift apart.
 */
import type { RichTextDoc } from './rich-text';
import type { Actor } from './updated-by';

/** The request types as the API names them; `contacto` is the contact form (no legal term). */
export const PQRSD_TYPES = [
  'peticion',
  'queja',
  'reclamo',
  'sugerencia',
  'denuncia',
  'informacion',
  'consulta',
  'contacto',
] as const;
export type PqrsdType = (typeof PQRSD_TYPES)[number];

/** Labels in plain language, as the form and the tracking page show them. */
export const PQRSD_TYPE_LABELS: Record<PqrsdType, string> = {
  peticion: 'Petición',
  queja: 'Queja',
  reclamo: 'Reclamo',
  sugerencia: 'Sugerencia',
  denuncia: 'Denuncia',
  informacion: 'Solicitud de información',
  consulta: 'Consulta',
  contacto: 'Mensaje de contacto',
};

/**
 * Answer terms in business days (Ley 1755 de 2015, art. 14): 15 for a petition (and quejas,
 * reclamos, sugerencias, denuncias), 10 for documents or information, 30 for a consultation.
 * The contact form's messages carry no legal term.
 */
export const PQRSD_TERM_DAYS: Record<PqrsdType, number | null> = {
  peticion: 15,
  queja: 15,
  reclamo: 15,
  sugerencia: 15,
  denuncia: 15,
  informacion: 10,
  consulta: 30,
  contacto: null,
};

/** Only quejas and denuncias may be filed anonymously (then no name nor e-mail; a tracking code). */
export const PQRSD_ANONYMOUS_TYPES: readonly PqrsdType[] = ['queja', 'denuncia'];

/** The states of a request, as the tracking page names them. */
export const PQRSD_STATES = ['radicada', 'respondida', 'trasladada', 'prorrogada'] as const;
export type PqrsdState = (typeof PQRSD_STATES)[number];
/** Whether a request in this state is still open: it may be answered, transferred or extended. */
export const isOpenPqrsdState = (estado: PqrsdState) => estado === 'radicada' || estado === 'prorrogada';
export const PQRSD_STATE_LABELS: Record<PqrsdState, string> = {
  radicada: 'Radicada, en trámite',
  respondida: 'Respondida',
  trasladada: 'Trasladada a otra entidad',
  prorrogada: 'En trámite, con prórroga',
};

/**
 * The Ley 1581 consent the form shows. Its version is stored with each request (with the time it
 * was given), so the school can prove which text the citizen accepted; change the version with
 * the text.
 */
export const PQRSD_CONSENT_VERSION = '2026-01';
export const PQRSD_CONSENT_TEXT =
  'Autorizo al colegio a tratar mis datos personales solo para tramitar y responder esta solicitud, ' +
  'según la Ley 1581 de 2012 y la política de privacidad del sitio.';

/** The attachment: one PDF, JPEG or PNG, checked from its bytes, 5 MB at most. */
export const PQRSD_ATTACHMENT_TYPES = ['pdf', 'jpeg', 'png'] as const;
export const PQRSD_MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** A JSON request without the attachment: the text fields need a small fraction of it. */
export const PQRSD_MAX_JSON_BYTES = 32 * 1024;
/** The multipart form's field that carries the attachment. */
export const PQRSD_ATTACHMENT_FIELD = 'adjunto';
/** The honeypot: hidden from people, filled by bots; a filled one is refused. */
export const PQRSD_HONEYPOT_FIELD = 'sitioWeb';

/** The text fields of the form: label, size limits, and what must be there. */
export const PQRSD_FIELDS = {
  nombre: { label: 'Nombre completo', max: 120 },
  documento: { label: 'Número de documento (opcional)', max: 20 },
  email: { label: 'Correo electrónico', max: 254 },
  telefono: { label: 'Teléfono', max: 20 },
  asunto: { label: 'Asunto', max: 150 },
  mensaje: { label: 'Mensaje', max: 5000 },
} as const;
export type PqrsdTextField = keyof typeof PQRSD_FIELDS;

/** What POST /api/pqrsd accepts (text fields; the attachment travels as a multipart file). */
export interface PqrsdInput {
  tipo: PqrsdType;
  anonimo: boolean;
  nombre: string;
  documento: string;
  email: string;
  telefono: string;
  asunto: string;
  mensaje: string;
  /** The consent version the visitor accepted: must be the current one. */
  consentimiento: string;
}

/** The term in business days, or null (contacto). */
export const termDaysOf = (tipo: PqrsdType): number | null => PQRSD_TERM_DAYS[tipo];

/** A school's DANE code as its radicados carry it: the institution's 12 digits. */
export const DANE_CODE = /^\d{12}$/;

/**
 * Radicados read PQRSD-105001000101-2026-000123: the school's DANE code (so a radicado says which
 * school received it), the year of receipt and a sequence of that year in that school. A school
 * without a DANE code, and every request stored before radicados carried one, read
 * PQRSD-2026-000123; a stored radicado keeps its value.
 */
export const RADICADO_PATTERN = /^PQRSD-(?:(\d{12})-)?(\d{4})-(\d{6})$/;
export const formatRadicado = (year: number, seq: number, dane = '') =>
  `PQRSD-${DANE_CODE.test(dane) ? `${dane}-` : ''}${year}-${String(seq).padStart(6, '0')}`;

/** A radicado's parts, or null when it is not one. `dane` is '' in the form without a DANE code. */
export function radicadoParts(radicado: string): { dane: string; year: number; seq: number } | null {
  const m = RADICADO_PATTERN.exec(radicado);
  return m ? { dane: m[1] ?? '', year: Number(m[2]), seq: Number(m[3]) } : null;
}

/**
 * A radicado as people type it, read as one of the school whose DANE code is `dane` ('' for a
 * school without one): any case, spaces around, the sequence with or without its leading zeros,
 * with or without the prefix, the DANE code and the year. In a school with `dane` 105001000101,
 * "50", "000050", "2026-50", "pqrsd-2026-000050" and "105001000101-2026-50" are all
 * PQRSD-105001000101-2026-000050 when `year` (the current year in Bogotá, for a number alone) is
 * 2026. A radicado typed whole with another DANE code stays what it says: no request of this school
 * has it, so it is looked up and not found, as an unknown one. Null when it cannot be a radicado.
 */
export function normalizeRadicado(value: string, year: number, dane = ''): string | null {
  const whole = /^\s*(?:PQRSD\s*-\s*)?(\d{12})\s*-\s*(\d{4})\s*-\s*0*(\d{1,6})\s*$/i.exec(value);
  if (whole)
    return Number(whole[3]) > 0 ? formatRadicado(Number(whole[2]), Number(whole[3]), whole[1]) : null;
  const full = /^\s*(?:PQRSD\s*-\s*)?(\d{4})\s*-\s*0*(\d{1,6})\s*$/i.exec(value);
  if (full) return Number(full[2]) > 0 ? formatRadicado(Number(full[1]), Number(full[2]), dane) : null;
  const seq = /^\s*0*(\d{1,6})\s*$/.exec(value);
  return seq && Number(seq[1]) > 0 ? formatRadicado(year, Number(seq[1]), dane) : null;
}

/**
 * The stored radicados a typed one may be, in this school, in the order to try them: its normalized form and,
 * when that carries the school's own DANE code, the same year and number without it (a request
 * filed before radicados carried the code keeps its value, and its citizen may type either). The
 * year's sequence runs on across that change, so at most one of them exists. Empty when the typed
 * value cannot be a radicado.
 */
export function radicadoCandidates(value: string, year: number, dane = ''): string[] {
  const radicado = normalizeRadicado(value, year, dane);
  const parts = radicado ? radicadoParts(radicado) : null;
  if (!radicado || !parts) return [];
  return parts.dane !== '' && parts.dane === dane
    ? [radicado, formatRadicado(parts.year, parts.seq)]
    : [radicado];
}

/** The reason a typed radicado cannot be one, for the look-up's answer (nothing is looked up). */
export const RADICADO_FORMAT_MESSAGE =
  'El número de radicado no es válido. Escríbalo como se lo dimos, o solo con el año y el número (2026-000050), o solo con el número si es de este año (50).';

/** The reason a typed code cannot be one (nothing is looked up, so it tells nothing of any request). */
export const TRACKING_CODE_FORMAT_MESSAGE =
  'El código de seguimiento no es válido: tiene 20 letras y números (sin 0, O, 1, I ni L). Revíselo en el correo o en el comprobante.';

/**
 * The tracking code's alphabet: no 0/O, 1/I/L, so it reads aloud and types without doubt. Twenty
 * characters of 31 are 99 bits (decision 0018), shown in five groups of four.
 */
export const TRACKING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRACKING_CODE_LENGTH = 20;

/**
 * A tracking code as people type or paste it, read as the stored form: separators (dashes,
 * spaces, dots) dropped, any case. Null when what is left cannot be a code.
 */
export function normalizeTrackingCode(value: string): string | null {
  const s = value.replace(/[\s.\-_–—]/g, '').toUpperCase();
  if (s.length !== TRACKING_CODE_LENGTH) return null;
  for (const c of s) if (!TRACKING_CODE_ALPHABET.includes(c)) return null;
  return s;
}

/** A code in its groups of four, as the receipt and the mail show it. */
export const groupTrackingCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

/** The staff action a request's log line records. */
export type PqrsdLogAction = 'radicada' | 'respondida' | 'trasladada' | 'prorrogada';

/** A stored file of a request (the attachment, the answer's PDF) as the staff see it. */
export interface PqrsdFileInfo {
  name: string;
  type: (typeof PQRSD_ATTACHMENT_TYPES)[number];
  bytes: number;
}

export interface PqrsdLogEntry<At> {
  action: PqrsdLogAction;
  at: At;
  /** The staff member; null for what the site did itself (the filing). */
  by: Actor | null;
  detail?: string;
}

/**
 * One request: as Firestore holds it (`At` a Timestamp, files with their Storage path) and as
 * GET /api/pqrsd/{radicado} sends it to the staff (`At` an ISO string).
 */
export interface PqrsdRequestOf<At, File extends PqrsdFileInfo = PqrsdFileInfo> extends Omit<
  PqrsdInput,
  'consentimiento'
> {
  radicado: string;
  estado: PqrsdState;
  receivedAt: At;
  receivedDate: string;
  dueDate: string | null;
  originalDueDate: string | null;
  consent: { version: string; text: string; at: At };
  attachment: File | null;
  /**
   * `text`: the answer in formatted text (a request answered before it was formatted stored a plain
   * string: read it with richTextFrom). `denied`: an information request refused (Ley 1712 art.
   * 25), counted by the report.
   */
  answer: { text: RichTextDoc; at: At; date: string; by: Actor; pdf: File | null; denied?: boolean } | null;
  transfer: { entity: string; reason: string; at: At; date: string; by: Actor } | null;
  extensions: { from: string; to: string; reason: string; at: At; by: Actor }[];
  log: PqrsdLogEntry<At>[];
}

/** A row of the staff's list (GET /api/pqrsd). */
export interface PqrsdListItem {
  radicado: string;
  tipo: PqrsdType;
  estado: PqrsdState;
  asunto: string;
  nombre: string;
  anonimo: boolean;
  receivedDate: string;
  dueDate: string | null;
  /** Business days from today to the due date (negative: overdue); null without a term or once closed. */
  daysLeft: number | null;
  overdue: boolean;
  hasAttachment: boolean;
}

/** What the tracking page shows (GET /api/pqrsd/status): no personal data beyond what the asker already gave. */
export interface PqrsdStatus {
  radicado: string;
  tipo: PqrsdType;
  tipoLabel: string;
  estado: PqrsdState;
  asunto: string;
  receivedDate: string;
  dueDate: string | null;
  /** The answer in formatted text, drawn on the tracking page with RichText. */
  answer: { text: RichTextDoc; date: string; pdf: boolean } | null;
  transfer: { entity: string; date: string } | null;
}

/**
 * The receipt of a filing (POST /api/pqrsd, 201). `trackingCode`, in its groups of four, reads the
 * request with the radicado (GET /api/pqrsd/status); only its hash is stored.
 */
export interface PqrsdReceipt {
  radicado: string;
  dueDate: string | null;
  trackingCode: string;
}

/** The request types the transparency report counts: every type but the contact form's. */
export type PqrsdReportedType = Exclude<PqrsdType, 'contacto'>;

/** One semester of the transparency report (GET /api/pqrsd/informe): aggregate figures only. */
export interface PqrsdSemesterReport {
  /** "2026-1" or "2026-2". */
  semester: string;
  /** First and last day of the semester (YYYY-MM-DD). */
  from: string;
  to: string;
  received: Record<PqrsdReportedType, number>;
  total: number;
  transferred: number;
  answeredInTime: number;
  answeredLate: number;
  /** Neither answered nor transferred yet. */
  inProgress: number;
  /** Business days from receipt to answer, averaged over the answered ones (one decimal); null if none. */
  averageAnswerDays: number | null;
  informationDenied: number;
}

/**
 * One quarter of the same report (Decreto 103 de 2015 art. 52 and the annex's sub-item
 * 4.10 ask for it per quarter): "2026-T1" (January to March) to "2026-T4".
 */
export type PqrsdQuarterReport = Omit<PqrsdSemesterReport, 'semester'> & { quarter: string };

/** The public requests report (GET /api/pqrsd/informe, the transparency page): both kinds of period, newest first. */
export interface PqrsdReports {
  semesters: PqrsdSemesterReport[];
  quarters: PqrsdQuarterReport[];
}

/**
 * The notices a request sends (to the school: nueva; to the citizen: acuse, respuesta, prórroga,
 * traslado, and codigo, a new tracking code asked for with "¿Perdió su código?").
 */
export type PqrsdMailKind =
  | 'pqrsd-nueva'
  | 'pqrsd-acuse'
  | 'pqrsd-respuesta'
  | 'pqrsd-prorroga'
  | 'pqrsd-traslado'
  | 'pqrsd-codigo'
  /** The confirmation of a new subscription (subscriptions/subscribers.ts): a citizen's address, the same caps. */
  | 'suscripcion-confirmar';

/**
 * The staff's own mail, through the same outbox: a record sent to review (to the editors and
 * administrators), published or returned (to its author), and the invitation of a new account.
 */
export type StaffMailKind =
  | 'revision-enviada'
  | 'revision-publicada'
  | 'revision-devuelta'
  | 'invitacion'
  /** The Secretaría's weekly summary of every school (platform/weekly-mail.ts). */
  | 'resumen-semanal';

/** What the staff's preview of an answer's mail returns (POST /api/pqrsd/{radicado}/respuesta/vista-previa). */
export interface PqrsdAnswerPreview {
  /** The citizen's address, or null when the request has none (anonymous): then no mail is sent. */
  para: string | null;
  asunto: string;
  texto: string;
}

/** A notice not sent yet, as GET /api/pqrsd/outbox lists it: no body, no address. */
export interface PqrsdUnsentMail {
  id: string;
  kind: PqrsdMailKind | StaffMailKind;
  radicado: string;
  to: 'colegio' | 'ciudadano' | 'personal';
  state: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}
