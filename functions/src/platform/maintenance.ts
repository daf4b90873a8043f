/**
 * The hourly maintenance of every school: its outbox, its PQRSD retention, its trash and file
 * sweep, its weekly backup, its summary for the Secretaría's console (maintainSchool), each on the school's own scoped handles and inside
 * its context (links name its address). Schools run a few at a time, so 400 schools fit the
 * function's 540 s; a run that reaches its time budget stops starting schools and the next run
 * begins where it stopped (a cursor in `platform/maintenance`), so every school gets its turn.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../files/bucket';
import { runInSchool, type SchoolContext } from '../tenancy/current-school';
import { SchoolTable, type SchoolEntry } from '../tenancy/schools';
import { schoolDeps, schoolOrigin, secretariaBand } from './platform-app';

export const MAINTENANCE_CURSOR = 'platform/maintenance';
/** Where the conformity checks' pass (index.ts, after the jobs) stopped. */
export const CONFORMITY_CURSOR = 'platform/conformidad';

export interface MaintenanceOptions {
  /** Schools maintained at once. */
  concurrency?: number;
  /** No school starts after this long (ms); the rest wait for the next run. */
  budgetMs?: number;
  clock?: () => number;
  /** The document keeping where this pass stopped (MAINTENANCE_CURSOR by default). */
  cursor?: string;
}

/** The active schools in the order this run takes them: from the cursor on, then from the start. */
export function rotation(ids: string[], cursor: string | undefined): string[] {
  const start = cursor ? ids.findIndex((id) => id > cursor) : 0;
  return start <= 0 ? ids : [...ids.slice(start), ...ids.slice(0, start)];
}

/**
 * A school's context for a job run outside a request (the hourly run, a trigger): its addresses
 * as on its own origin. The Secretaría's band too: a page rendered by a job (the conformity
 * check) shows what a visitor's does.
 */
export function jobContext(school: SchoolEntry, table: SchoolTable): SchoolContext {
  return { id: school.id, base: '', origin: schoolOrigin(school), secretaria: () => secretariaBand(table) };
}

export async function maintainAllSchools(
  deps: { db: Firestore; bucket: Bucket; auth: Auth },
  maintainSchool: (db: Firestore, bucket: Bucket, auth: Auth) => Promise<void>,
  {
    concurrency = 6,
    budgetMs = 420_000,
    clock = Date.now,
    cursor: cursorPath = MAINTENANCE_CURSOR,
  }: MaintenanceOptions = {},
): Promise<{ done: string[]; left: string[] }> {
  const started = clock();
  const table = new SchoolTable(deps.db, 0);
  const schools = (await table.list()).filter((s) => s.status === 'activa');
  const byId = new Map(schools.map((s) => [s.id, s]));
  const cursorDoc = deps.db.doc(cursorPath);
  const cursor = (await cursorDoc.get()).get('last') as string | undefined;
  const sorted = schools.map((s) => s.id).sort();
  // A copy: the workers take from it, and `sorted` must stay whole for the cursor below.
  const queue = [...rotation(sorted, cursor)];
  const done: string[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (clock() - started > budgetMs) {
        queue.unshift(id);
        return;
      }
      const school = byId.get(id)!;
      const scoped = schoolDeps(deps, id);
      const context = jobContext(school, table);
      await runInSchool(context, () => maintainSchool(scoped.db, scoped.bucket, scoped.auth)).catch(
        (err: unknown) =>
          // The school's id only: no personal data reaches the log.
          console.warn('maintenance failed for a school', id, String(err)),
      );
      done.push(id);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  // Where the next run begins: at the first school this one did not reach (all done: the start).
  const next = queue[0];
  const last = next === undefined ? '' : (sorted[sorted.indexOf(next) - 1] ?? '');
  await cursorDoc.set({ last, at: new Date(clock()).toISOString() });
  return { done, left: [...queue] };
}
