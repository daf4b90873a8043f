/**
 * Sample PQRSD requests, so the inbox and the transparency report show figures on a
 * fresh emulator: nine in the previous semester (every outcome the report counts, and a contact
 * message the report leaves out) and four in the current one (open, overdue, anonymous, answered).
 * Dates are worked out from the day the seed runs, on business days, so the previous semester's
 * figures are always the same: PREVIOUS_SEMESTER_FIGURES, which the report's test checks exactly.
 *
 * Written straight to Firestore like the rest of the seed (no mail is queued for them), under the
 * first radicados of their years, and each year's counter moved past them. Idempotent: a request
 * already there is left alone, and a counter never goes back.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  addBusinessDays,
  bogotaDate,
  dueDate,
  sameOrNextBusinessDay,
} from '../../functions/src/pqrsd/due-date';
import {
  PQRSD_CONSENT_TEXT,
  PQRSD_CONSENT_VERSION,
  formatRadicado,
  type PqrsdType,
} from '../../functions/src/model/pqrsd';
import { richTextFrom } from '../../functions/src/model/rich-text';
import type { PqrsdDoc } from '../../functions/src/pqrsd/stored';

/** One sample request: when it came, what it asks, how it ended. */
export interface PqrsdSample {
  semester: 'previous' | 'current';
  /** Business days after the semester's first business day (previous) or before today (current). */
  offset: number;
  tipo: PqrsdType;
  asunto: string;
  anonimo?: boolean;
  /** Answered this many business days after receipt. */
  answeredAfter?: number;
  denied?: boolean;
  transferred?: boolean;
}

/** San José's sample requests (the report's test checks their previous semester's figures). */
export const SEED_PQRSD_SAMPLES: readonly PqrsdSample[] = [
  {
    semester: 'previous',
    offset: 5,
    tipo: 'peticion',
    asunto: 'Certificado de notas de 2019',
    answeredAfter: 8,
  },
  { semester: 'previous', offset: 9, tipo: 'peticion', asunto: 'Copia del acta de grado', answeredAfter: 18 },
  {
    semester: 'previous',
    offset: 14,
    tipo: 'queja',
    asunto: 'Ruido en la jornada de la tarde',
    answeredAfter: 5,
  },
  {
    semester: 'previous',
    offset: 20,
    tipo: 'informacion',
    asunto: 'Hojas de vida de los docentes',
    answeredAfter: 7,
    denied: true,
  },
  {
    semester: 'previous',
    offset: 26,
    tipo: 'informacion',
    asunto: 'Calendario académico del año',
    answeredAfter: 3,
  },
  {
    semester: 'previous',
    offset: 33,
    tipo: 'reclamo',
    asunto: 'Cobro del transporte escolar',
    transferred: true,
  },
  {
    semester: 'previous',
    offset: 40,
    tipo: 'sugerencia',
    asunto: 'Horario de la biblioteca',
    answeredAfter: 12,
  },
  {
    semester: 'previous',
    offset: 47,
    tipo: 'consulta',
    asunto: 'Requisitos de la media técnica',
    answeredAfter: 32,
  },
  {
    semester: 'previous',
    offset: 50,
    tipo: 'contacto',
    asunto: 'Horario de atención de secretaría',
    answeredAfter: 1,
  },
  { semester: 'current', offset: 25, tipo: 'peticion', asunto: 'Constancia de estudio para subsidio' },
  {
    semester: 'current',
    offset: 12,
    tipo: 'informacion',
    asunto: 'Presupuesto del fondo de servicios educativos',
    answeredAfter: 4,
  },
  { semester: 'current', offset: 6, tipo: 'reclamo', asunto: 'Entrega de uniformes' },
  {
    semester: 'current',
    offset: 2,
    tipo: 'denuncia',
    asunto: 'Venta de alimentos vencidos en la tienda',
    anonimo: true,
  },
];

/** What the report must say of the previous semester (tests/emulator/api-pqrsd-report.test.ts). */
export const PREVIOUS_SEMESTER_FIGURES = {
  received: { peticion: 2, queja: 1, reclamo: 1, sugerencia: 1, denuncia: 0, informacion: 2, consulta: 1 },
  total: 8,
  transferred: 1,
  answeredInTime: 5,
  answeredLate: 2,
  inProgress: 0,
  // (8 + 18 + 5 + 7 + 3 + 12 + 32) / 7 business days
  averageAnswerDays: 12.1,
  informationDenied: 1,
};

/** Who the samples' answers and transfers say did them (the seeded administrator's address). */
const seedActor = (email: string) => ({ uid: 'seed', email });

const previousSemesterStart = (today: string) => {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return month <= 6 ? `${year - 1}-07-01` : `${year}-01-01`;
};

const currentSemesterStart = (today: string) =>
  `${today.slice(0, 4)}-${Number(today.slice(5, 7)) <= 6 ? '01' : '07'}-01`;

/** A business day `n` business days before `iso` (iso itself counted as day 0). */
function businessDaysBefore(iso: string, n: number): string {
  let day = iso;
  for (let left = n; left > 0;) {
    const d = new Date(`${day}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    day = d.toISOString().slice(0, 10);
    if (sameOrNextBusinessDay(day) === day) left--;
  }
  return day;
}

/** Noon in Bogotá of a date, as the instant a request is received. */
const noonInBogota = (iso: string) => Timestamp.fromDate(new Date(`${iso}T12:00:00-05:00`));

function sampleDoc(
  sample: PqrsdSample,
  index: number,
  today: string,
  actorEmail: string,
): Omit<PqrsdDoc, 'radicado' | 'seq'> {
  const actor = seedActor(actorEmail);
  const current = sample.semester === 'current';
  const lastBusinessDay = sameOrNextBusinessDay(today) === today ? today : businessDaysBefore(today, 1);
  // Never before the current semester's first business day, so the previous one's figures hold.
  const semesterStart = sameOrNextBusinessDay(currentSemesterStart(today));
  const receivedDate = current
    ? [businessDaysBefore(lastBusinessDay, sample.offset), semesterStart].sort()[1]!
    : addBusinessDays(sameOrNextBusinessDay(previousSemesterStart(today)), sample.offset);
  const receivedAt = noonInBogota(receivedDate);
  const due = dueDate(receivedAt.toDate(), sample.tipo);
  const answerAfter = sample.answeredAfter ? addBusinessDays(receivedDate, sample.answeredAfter) : null;
  // Early in a semester a current sample's answer would fall after today: it stays open then.
  const answerDate = answerAfter && answerAfter <= today ? answerAfter : null;
  const answeredAt = answerDate ? noonInBogota(answerDate) : null;
  const anonimo = sample.anonimo ?? false;
  const person = `Ciudadana de ejemplo ${index + 1}`;
  const log: PqrsdDoc['log'] = [{ action: 'radicada', at: receivedAt, by: null }];
  if (answeredAt) log.push({ action: 'respondida', at: answeredAt, by: actor });
  const transferDate = sample.transferred ? addBusinessDays(receivedDate, 2) : null;
  if (transferDate) {
    log.push({
      action: 'trasladada',
      at: noonInBogota(transferDate),
      by: actor,
      detail: 'Secretaría de Educación: es quien contrata el transporte escolar',
    });
  }
  return {
    year: Number(receivedDate.slice(0, 4)),
    tipo: sample.tipo,
    estado: answeredAt ? 'respondida' : transferDate ? 'trasladada' : 'radicada',
    anonimo,
    nombre: anonimo ? '' : person,
    documento: '',
    email: anonimo ? '' : `ciudadana${index + 1}@example.com`,
    telefono: anonimo ? '' : '3001234567',
    asunto: sample.asunto,
    mensaje: `${sample.asunto}: solicitud de ejemplo generada para el sitio local.`,
    receivedAt,
    receivedDate,
    dueDate: due,
    originalDueDate: due,
    consent: { version: PQRSD_CONSENT_VERSION, text: PQRSD_CONSENT_TEXT, at: receivedAt },
    // No sample's tracking code is known to anyone (a request reads only with its code, decision
    // 0018); one with an e-mail can get one through "¿Perdió su código?".
    trackingCodeHash: null,
    attachment: null,
    answer: answeredAt
      ? {
          text: richTextFrom(
            sample.denied
              ? 'La información solicitada contiene datos personales de terceros (Ley 1581 de 2012) y no puede entregarse.'
              : 'Respuesta de ejemplo: su solicitud fue atendida.',
          ),
          at: answeredAt,
          date: answerDate!,
          by: actor,
          pdf: null,
          denied: sample.denied ?? false,
        }
      : null,
    transfer: transferDate
      ? {
          entity: 'Secretaría de Educación',
          reason: 'Es quien contrata el transporte escolar',
          at: noonInBogota(transferDate),
          date: transferDate,
          by: actor,
        }
      : null,
    extensions: [],
    log,
  };
}

/**
 * Writes the sample requests that are missing; returns how many it wrote. A school's own samples
 * (San José's by default), answered in the name of its seeded administrator.
 */
export async function seedPqrsd(
  db: Firestore,
  nowMs: number,
  samples: readonly PqrsdSample[] = SEED_PQRSD_SAMPLES,
  actorEmail = 'admin@colegio.edu.co',
): Promise<number> {
  const today = bogotaDate(new Date(nowMs));
  const docs = samples
    .map((s, i) => sampleDoc(s, i, today, actorEmail))
    .sort((a, b) => a.receivedAt.toMillis() - b.receivedAt.toMillis());
  const seqOf = new Map<number, number>();
  let written = 0;
  for (const doc of docs) {
    const seq = (seqOf.get(doc.year) ?? 0) + 1;
    seqOf.set(doc.year, seq);
    const radicado = formatRadicado(doc.year, seq);
    const ref = db.collection('pqrsd').doc(radicado);
    const counter = db.collection('_counters').doc(`pqrsd-${doc.year}`);
    written += await db.runTransaction(async (tx) => {
      const [snap, count] = await tx.getAll(ref, counter);
      if (snap!.exists) return 0;
      tx.create(ref, { ...doc, radicado, seq });
      const next = count!.exists ? Number(count!.get('next')) : 1;
      tx.set(counter, { next: Math.max(next, seq + 1), updatedAt: doc.receivedAt });
      return 1;
    });
  }
  return written;
}
