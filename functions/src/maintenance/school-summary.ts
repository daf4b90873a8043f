/**
 * The hourly recount of the school's summary for the Secretaría's console (model/school-summary.ts,
 * decision 0034): the PQRSD figures (which move from "por vencer" to "vencidas" as days pass),
 * the ITA figures (stale items age too, and the evidence check changes statuses), the staff with
 * their last sign-in (Auth's, read here), and the last publication when no save stamped it yet
 * (a school from before the summary existed). Counts kept on write drift only if a write was
 * counted against another day than the one its request was last judged on: this heals it.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { AdminStore } from '../data/admins';
import { recountIta } from '../data/ita';
import { mergeSummary, readSummary } from '../data/school-summary';
import { withDeadline } from '../domain/deadline';
import { COLLECTION_NAMES, getCollection, isPublicAt } from '../model';
import type { StaffSignIn } from '../model/school-summary';
import { recountPqrsd } from '../pqrsd/summary';

/** The newest public record's last save (ISO), over every collection; null: none. */
async function newestPublication(db: Firestore, nowMs: number): Promise<string | null> {
  let newest: string | null = null;
  for (const name of COLLECTION_NAMES) {
    const def = getCollection(name);
    const snap = await withDeadline(
      'Firestore',
      db.collection(name).orderBy('updatedAt', 'desc').limit(10).get(),
    );
    const hit = snap.docs.find((d) => isPublicAt(def, d.data(), nowMs));
    const at = hit?.get('updatedAt');
    if (typeof at === 'string' && (!newest || at > newest)) newest = at;
  }
  return newest;
}

/** Everything of the summary that time changes, or that no write keeps, counted again now. */
export async function refreshSchoolSummary(db: Firestore, auth: Auth, nowMs: number): Promise<void> {
  await recountPqrsd(db, nowMs);
  await recountIta(db, nowMs);
  const staff = await new AdminStore(auth, db).list();
  const personal: StaffSignIn[] = staff.map((a) => ({
    email: a.email,
    rol: a.role,
    ultimoIngreso: a.lastSignIn,
  }));
  const known = await readSummary(db);
  const publication = known?.ultimaPublicacion ? null : await newestPublication(db, nowMs);
  await mergeSummary(db, {
    personal,
    personalEl: new Date(nowMs).toISOString(),
    ...(publication ? { ultimaPublicacion: publication } : {}),
  });
}
