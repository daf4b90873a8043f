/**
 * The requests report of the transparency section (Ley 1712 de 2014 art. 11 h, Decreto 103 de
 * 2015 art. 52): per quarter and per semester, the requests received by type, transferred, answered in time,
 * answered late, the average answer time in business days and the information requests denied,
 * computed from the stored requests whenever it is asked for, so it can never disagree with them.
 * Aggregate figures only: no name, e-mail, subject or text leaves this module in the public
 * report; the CSV for the administrator lists one row per request with no personal data either.
 *
 * Periods follow the receipt date in Bogotá: semester "2026-1" is January to June, "2026-2" July
 * to December; quarter "2026-T1" January to March … "2026-T4" October to December. The contact form's messages (type `contacto`) are not requests under Ley 1755 and are
 * left out.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { csvFile } from '../model/csv';
import {
  PQRSD_TYPE_LABELS,
  PQRSD_TYPES,
  PQRSD_STATE_LABELS,
  radicadoParts,
  type PqrsdState,
  type PqrsdReportedType,
  type PqrsdQuarterReport,
  type PqrsdSemesterReport,
  type PqrsdReports,
} from '../model/pqrsd';
import { businessDaysBetween } from './due-date';
import type { PqrsdDoc } from './stored';

/** The request types a report counts: every type but the contact form's. */
export const REPORTED_TYPES = PQRSD_TYPES.filter((t) => t !== 'contacto');
/** The report's shape is the model's, which the transparency page reads too. */
export type SemesterReport = PqrsdSemesterReport;
export type QuarterReport = PqrsdQuarterReport;

/** The fields a report reads: never the person's data. */
const FIELDS = [
  'radicado',
  'tipo',
  'estado',
  'receivedDate',
  'dueDate',
  'answer.date',
  'answer.denied',
  'transfer.date',
] as const;

type Row = Pick<PqrsdDoc, 'radicado' | 'tipo' | 'estado' | 'receivedDate' | 'dueDate'> & {
  answer?: { date?: string; denied?: boolean } | null;
  transfer?: { date?: string } | null;
};

export const semesterOf = (date: string) => `${date.slice(0, 4)}-${Number(date.slice(5, 7)) <= 6 ? 1 : 2}`;
export const quarterOf = (date: string) => `${date.slice(0, 4)}-T${Math.ceil(Number(date.slice(5, 7)) / 3)}`;

const LAST_DAY = ['31', '28', '31', '30', '31', '30', '31', '31', '30', '31', '30', '31'];
const pad = (n: number) => String(n).padStart(2, '0');

/** First and last day of a period: months `first` to `last` of `year` (leap years: 29 February). */
function monthsBounds(year: string, first: number, last: number) {
  const leap = Number(year) % 4 === 0 && (Number(year) % 100 !== 0 || Number(year) % 400 === 0);
  const lastDay = last === 2 && leap ? '29' : LAST_DAY[last - 1];
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${lastDay}` };
}

const boundsOf = (semester: string) => {
  const [year, half] = semester.split('-') as [string, string];
  return half === '1' ? monthsBounds(year, 1, 6) : monthsBounds(year, 7, 12);
};

const quarterBounds = (quarter: string) => {
  const [year, q] = quarter.split('-T') as [string, string];
  return monthsBounds(year, Number(q) * 3 - 2, Number(q) * 3);
};

/** The period before one, for both kinds ("2026-1" → "2025-2", "2026-T1" → "2025-T4"). */
function previousPeriod(period: string): string {
  if (period.includes('-T')) {
    const [y, q] = period.split('-T').map(Number) as [number, number];
    return q === 1 ? `${y - 1}-T4` : `${y}-T${q - 1}`;
  }
  const [y, h] = period.split('-').map(Number) as [number, number];
  return h === 2 ? `${y}-1` : `${y - 1}-2`;
}

async function readRows(db: Firestore): Promise<Row[]> {
  const snap = await withDeadline(
    'Firestore',
    db
      .collection('pqrsd')
      .select(...FIELDS)
      .get(),
  );
  return snap.docs.map((d) => d.data() as Row).filter((r) => r.tipo !== 'contacto');
}

/** Whether an answered request was answered by its due date (the extended one, if extended). */
const inTime = (row: Row) => !row.dueDate || (row.answer?.date ?? '') <= row.dueDate;

/** The figures of one period's requests (the report's shape without the period's name). */
function summarize(rows: Row[]): Omit<SemesterReport, 'semester' | 'from' | 'to'> {
  const received = Object.fromEntries(REPORTED_TYPES.map((t) => [t, 0])) as Record<PqrsdReportedType, number>;
  let transferred = 0;
  let answeredInTime = 0;
  let answeredLate = 0;
  let inProgress = 0;
  let informationDenied = 0;
  let answerDays = 0;
  for (const row of rows) {
    received[row.tipo as PqrsdReportedType]++;
    if (row.estado === 'trasladada') transferred++;
    else if (row.estado === 'respondida' && row.answer?.date) {
      if (inTime(row)) answeredInTime++;
      else answeredLate++;
      answerDays += businessDaysBetween(row.receivedDate, row.answer.date);
      if (row.tipo === 'informacion' && row.answer.denied) informationDenied++;
    } else inProgress++;
  }
  const answered = answeredInTime + answeredLate;
  return {
    received,
    total: rows.length,
    transferred,
    answeredInTime,
    answeredLate,
    inProgress,
    averageAnswerDays: answered ? Math.round((answerDays / answered) * 10) / 10 : null,
    informationDenied,
  };
}

/**
 * Every period of one kind from the first request's to today's, newest first (a period with no
 * request shows zeros: "nothing received" is a figure the report must give too).
 */
function byPeriod(rows: Row[], today: string, periodOf: (date: string) => string): Array<[string, Row[]]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const p = periodOf(row.receivedDate);
    grouped.set(p, [...(grouped.get(p) ?? []), row]);
  }
  const current = periodOf(today);
  const first = [...grouped.keys(), current].sort()[0]!;
  const periods: Array<[string, Row[]]> = [];
  for (let p = current; p >= first; p = previousPeriod(p)) periods.push([p, grouped.get(p) ?? []]);
  return periods;
}

const semesters = (rows: Row[], today: string): SemesterReport[] =>
  byPeriod(rows, today, semesterOf).map(([semester, list]) => ({
    semester,
    ...boundsOf(semester),
    ...summarize(list),
  }));

const quarters = (rows: Row[], today: string): QuarterReport[] =>
  byPeriod(rows, today, quarterOf).map(([quarter, list]) => ({
    quarter,
    ...quarterBounds(quarter),
    ...summarize(list),
  }));

/** Both reports from one read: per semester and per quarter (Decreto 103 de 2015 art. 52). */
export async function requestsReports(db: Firestore, today: string): Promise<PqrsdReports> {
  const rows = await readRows(db);
  return { semesters: semesters(rows, today), quarters: quarters(rows, today) };
}

/**
 * Radicados by year, then number: a school's requests filed before its radicados carried its DANE
 * code (PQRSD-2026-000001) and after (PQRSD-105001000101-2026-000002) share one sequence.
 */
const byRadicado = (a: Row, b: Row) => {
  const x = radicadoParts(a.radicado);
  const y = radicadoParts(b.radicado);
  if (!x || !y) return a.radicado < b.radicado ? -1 : 1;
  return x.year - y.year || x.seq - y.seq || (a.radicado < b.radicado ? -1 : 1);
};

/**
 * The administrator's export: one row per request (no personal data), in radicado order, with
 * the figures the report derives from it, so the report can be checked or reworked in a
 * spreadsheet (written by model/csv.ts, as every export).
 */
export async function requestsCsv(db: Firestore): Promise<string> {
  const rows = (await readRows(db)).sort(byRadicado);
  const header = [
    'Radicado',
    'Semestre',
    'Tipo',
    'Estado',
    'Recibida',
    'Vence',
    'Respondida',
    'Días hábiles',
    'Respuesta a tiempo',
    'Trasladada',
    'Información negada',
  ];
  const lines = rows.map((row) => {
    const answered = row.estado === 'respondida' && row.answer?.date ? row.answer.date : null;
    return [
      row.radicado,
      semesterOf(row.receivedDate),
      PQRSD_TYPE_LABELS[row.tipo],
      PQRSD_STATE_LABELS[row.estado as PqrsdState],
      row.receivedDate,
      row.dueDate,
      answered,
      answered ? businessDaysBetween(row.receivedDate, answered) : null,
      answered ? (inTime(row) ? 'Sí' : 'No') : null,
      row.estado === 'trasladada' ? (row.transfer?.date ?? 'Sí') : null,
      row.tipo === 'informacion' && answered ? (row.answer?.denied ? 'Sí' : 'No') : null,
    ];
  });
  return csvFile(header, lines);
}

/** The public CSV's columns: the report's figures, one row per period (aggregate figures only). */
export const PERIOD_CSV_COLUMNS = [
  'Periodo',
  'Desde',
  'Hasta',
  ...REPORTED_TYPES.map((t) => PQRSD_TYPE_LABELS[t]),
  'Total recibidas',
  'Trasladadas',
  'Respondidas dentro del término',
  'Respondidas fuera del término',
  'En trámite',
  'Tiempo promedio de respuesta (días hábiles)',
  'Solicitudes de información negadas',
];

/**
 * The report itself as CSV, per quarter or per semester, newest first: what the transparency
 * item offers for download (aggregate figures, no personal data, so public like the report).
 */
export function periodsCsv(reports: Array<SemesterReport | QuarterReport>): string {
  const lines = reports.map((r) => [
    'quarter' in r ? r.quarter : r.semester,
    r.from,
    r.to,
    ...REPORTED_TYPES.map((t) => r.received[t]),
    r.total,
    r.transferred,
    r.answeredInTime,
    r.answeredLate,
    r.inProgress,
    r.averageAnswerDays === null ? null : String(r.averageAnswerDays).replace('.', ','),
    r.informationDenied,
  ]);
  return csvFile(PERIOD_CSV_COLUMNS, lines);
}
