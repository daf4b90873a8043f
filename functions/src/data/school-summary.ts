/**
 * Writing the school's summary for the Secretaría's console (model/school-summary.ts, decision
 * 0034): `panel/resumen` in the school's own data. Every write merges its own parts, so the
 * PQRSD counts, the ITA figures, the last publication, the staff and what other code writes
 * (conformity, broadcasts) never erase one another. Counts change by increments in the same
 * transaction or batch as the change they count; the hourly recount overwrites them with the
 * truth, which heals any drift (a write counted against an older day's classification).
 */
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import {
  SUMMARY_COLLECTION,
  SUMMARY_ID,
  type PqrsdFigures,
  type SchoolSummaryDoc,
} from '../model/school-summary';

export const summaryRef = (db: Firestore) => db.collection(SUMMARY_COLLECTION).doc(SUMMARY_ID);

/** Merges `parts` into the summary now (outside any transaction: the hourly recount). */
export async function mergeSummary(db: Firestore, parts: SchoolSummaryDoc): Promise<void> {
  await withDeadline('Firestore', summaryRef(db).set(parts, { merge: true }));
}

/** Merges `parts` into the summary in `write`'s commit (a transaction or a batch). */
export function mergeSummaryIn(
  db: Firestore,
  write: Transaction | WriteBatch,
  parts: SchoolSummaryDoc,
): void {
  (write as WriteBatch).set(summaryRef(db), parts, { merge: true });
}

/** Adds `delta` to the PQRSD counts in `write`'s commit; nothing when it changes nothing. */
export function countPqrsdIn(db: Firestore, write: Transaction | WriteBatch, delta: PqrsdFigures): void {
  if (delta.abiertas === 0 && delta.porVencer === 0 && delta.vencidas === 0) return;
  (write as WriteBatch).set(
    summaryRef(db),
    {
      pqrsd: {
        abiertas: FieldValue.increment(delta.abiertas),
        porVencer: FieldValue.increment(delta.porVencer),
        vencidas: FieldValue.increment(delta.vencidas),
      },
    },
    { merge: true },
  );
}

export async function readSummary(db: Firestore): Promise<SchoolSummaryDoc | undefined> {
  return (await withDeadline('Firestore', summaryRef(db).get())).data() as SchoolSummaryDoc | undefined;
}
