/**
 * Where the conformity check keeps a school's results (maintenance/conformity.ts): the whole last
 * report in `panel/conformidad`, its summary merged into `panel/resumen` (field `conformidad`,
 * beside the other fields other jobs write there), and a lease in `panel/conformidad-turno` so a
 * school's check runs one at a time, whoever starts it (the hourly job, its staff, the Secretaría).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { conformitySummary, type ConformityReport } from '../model/conformity';
import { guardedTransaction } from './guarded-transaction';

export const CONFORMITY_DOC = 'panel/conformidad';
export const SUMMARY_DOC = 'panel/resumen';
const LEASE_DOC = 'panel/conformidad-turno';

export async function readConformity(db: Firestore): Promise<ConformityReport | null> {
  const snap = await withDeadline('Firestore', db.doc(CONFORMITY_DOC).get());
  return snap.exists ? (snap.data() as ConformityReport) : null;
}

/** Stores a run's report whole and its summary as the one field of `panel/resumen` it owns. */
export async function saveConformity(db: Firestore, report: ConformityReport): Promise<void> {
  await withDeadline(
    'Firestore',
    Promise.all([
      db.doc(CONFORMITY_DOC).set(report),
      db.doc(SUMMARY_DOC).set({ conformidad: conformitySummary(report) }, { merge: true }),
    ]),
  );
}

/**
 * Takes the school's turn: true if no other check holds it (or the one that did is past
 * `holdMs`, a run that died). The holder gives it back with releaseConformityTurn.
 */
export async function takeConformityTurn(db: Firestore, at: number, holdMs: number): Promise<boolean> {
  const ref = db.doc(LEASE_DOC);
  return guardedTransaction(db, 'conformity turn', async (tx, guard) => {
    const until = Number((await tx.get(ref)).get('hasta') ?? 0);
    if (until > at) return false;
    guard.stillWanted();
    guard.committing();
    tx.set(ref, { hasta: at + holdMs });
    return true;
  });
}

export async function releaseConformityTurn(db: Firestore): Promise<void> {
  await withDeadline('Firestore', db.doc(LEASE_DOC).set({ hasta: 0 }));
}
