/**
 * The requests report of the transparency section (Ley 1712 de 2014 art. 11 h, Decreto 103 de
 * 2015 art. 52): per semester, the requests received by type, transferred, answered in time,
 * answered late, the average answer time in business days and the information requests denied,
 * computed from the stored requests whenever it is asked for, so it can never disagree with them.
 * Aggregate figures only: no name, e-mail, subject or text leaves this module in the public
 * report; the CSV for the administrator lists one row per request with no personal data either.
 *
 * Semesters follow the receipt date in Bogotá: "2026-1" is January to June, "2026-2" July to
 * December. The contact form's messages (type `contacto`) are not requests under Ley 1755 and are
 * left out.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../data/deadline';
import {
  PQRSD_TYPE_LABELS,
  PQRSD_TYPES,
  PQRSD_STATE_LABELS,
  type PqrsdState,
  type PqrsdReportedType,
  type PqrsdSemesterReport,
} from '../model/pqrsd';
import { businessDaysBetween } from './due-date';
import type { PqrsdDoc } from './stored';

/** The request types a report counts: every type but the contact form's. */
export const REPORTED_TYPES = PQRSD_TYPES.filter((t) => t !== 'contacto');
/** The report's shape is the model's, which the transparency page reads too. */
export type SemesterReport = PqrsdSemesterReport;

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

const boundsOf = (semester: string) => {
  const [year, half] = semester.split('-');
  return half === '1'
    ? { from: `${year}-01-01`, to: `${year}-06-30` }
    : { from: `${year}-07-01`, to: `${year}-12-31` };
};

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

function summarize(semester: string, rows: Row[]): SemesterReport {
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
    semester,
    ...boundsOf(semester),
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
 * Every semester from the first request's to today's, newest first (a semester with no request
 * shows zeros: "nothing received" is a figure the report must give too).
 */
export async function requestsReport(db: Firestore, today: string): Promise<SemesterReport[]> {
  const rows = await readRows(db);
  const bySemester = new Map<string, Row[]>();
  for (const row of rows) {
    const s = semesterOf(row.receivedDate);
    bySemester.set(s, [...(bySemester.get(s) ?? []), row]);
  }
  const current = semesterOf(today);
  const first = [...bySemester.keys(), current].sort()[0]!;
  const semesters: string[] = [];
  for (let s = current; s >= first;) {
    semesters.push(s);
    const [y, h] = s.split('-').map(Number) as [number, number];
    s = h === 2 ? `${y}-1` : `${y - 1}-2`;
  }
  return semesters.map((s) => summarize(s, bySemester.get(s) ?? []));
}

const csvCell = (value: string | number | null) => {
  const s = value === null ? '' : String(value);
  return /[",;\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * The administrator's export: one row per request (no personal data), in radicado order, with
 * the figures the report derives from it, so the report can be checked or reworked in a
 * spreadsheet. `;`-separated with a BOM: what a Spanish-language spreadsheet opens as columns.
 */
export async function requestsCsv(db: Firestore): Promise<string> {
  const rows = (await readRows(db)).sort((a, b) => (a.radicado < b.radicado ? -1 : 1));
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
    ]
      .map(csvCell)
      .join(';');
  });
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}
