/**
 * The PQRSD figures of the school's summary (model/school-summary.ts): open requests with a
 * legal term, those due within three business days, those overdue, judged on Bogotá's calendar
 * with the same business-day count as the inbox (due-date.ts). A filing, an answer, a transfer or
 * an extension changes them by increments in its own transaction (`countChange`); the hourly run
 * counts them again from the open requests (`recountPqrsd`), which also moves requests from "por
 * vencer" to "vencidas" as days pass.
 */
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { countPqrsdIn, mergeSummary } from '../data/school-summary';
import { isOpenPqrsdState, type PqrsdState } from '../model/pqrsd';
import { addFigures, NO_PQRSD, pqrsdFiguresOf, type PqrsdFigures } from '../model/school-summary';
import { bogotaDate, businessDaysBetween } from './due-date';
import { PQRSD_COLLECTION } from './stored';

/** What of a request the figures read. */
export interface CountedRequest {
  estado: PqrsdState;
  dueDate: string | null;
}

/** The figures one request counts in on `today` (a Bogotá date). */
export function figuresOf(doc: CountedRequest | null, today: string): PqrsdFigures {
  if (!doc) return NO_PQRSD;
  const open = isOpenPqrsdState(doc.estado);
  return pqrsdFiguresOf(open, open && doc.dueDate ? businessDaysBetween(today, doc.dueDate) : null);
}

/** The figures of many requests on `today`. */
export const figuresOfAll = (docs: CountedRequest[], today: string): PqrsdFigures =>
  docs.reduce((sum, doc) => addFigures(sum, figuresOf(doc, today)), NO_PQRSD);

/**
 * Counts a request's change (`before` null: filed now) in `write`'s commit: the figures after
 * minus the figures before, both judged today.
 */
export function countChange(
  db: Firestore,
  write: Transaction | WriteBatch,
  before: CountedRequest | null,
  after: CountedRequest | null,
  nowMs: number,
): void {
  const today = bogotaDate(new Date(nowMs));
  countPqrsdIn(db, write, addFigures(figuresOf(after, today), figuresOf(before, today), -1));
}

/** Counts the open requests again and stores the figures, with when. */
export async function recountPqrsd(db: Firestore, nowMs: number): Promise<PqrsdFigures> {
  const snap = await withDeadline(
    'Firestore',
    db
      .collection(PQRSD_COLLECTION)
      .where('estado', 'in', ['radicada', 'prorrogada'])
      .select('estado', 'dueDate')
      .get(),
  );
  const figures = figuresOfAll(
    snap.docs.map((d) => d.data() as CountedRequest),
    bogotaDate(new Date(nowMs)),
  );
  await mergeSummary(db, { pqrsd: { ...figures, calculadoEl: new Date(nowMs).toISOString() } });
  return figures;
}
