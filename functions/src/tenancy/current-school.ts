/**
 * The school a request (or a maintenance run) is serving, for the few places that write an
 * absolute address and sit far from the router that knows it: the mail links, feeds, calendar,
 * canonical URLs. Set by the platform's dispatcher (platform/platform-app.ts) around each school's
 * app, and by the maintenance around each school's jobs. Data never comes from here: a school's
 * code reads and writes only the scoped handles it was built with (tenancy/school-scope.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SecretariaBand } from '../model/platform-directory';

export interface SchoolContext {
  /** The school's id, which is also its slug on the platform's domain. */
  id: string;
  /** What its addresses start with on the address it was reached at: '' on its own domain, '/{slug}' on the platform's. */
  base: string;
  /** Its canonical origin plus base: `https://iesanjose.edu.co`, or `https://platform/{slug}`. */
  origin: string;
  /**
   * The Secretaría's band above the school's pages (kept a minute per instance), when the
   * deployment has a platform; absent or null otherwise.
   */
  secretaria?: () => Promise<SecretariaBand | null>;
  /**
   * Its DANE code (12 digits) from the platform's table, which its PQRSD radicados carry; absent
   * when the table has none (a single-school deployment that never set one).
   */
  dane?: string;
}

const storage = new AsyncLocalStorage<SchoolContext>();

/** Runs `fn` as `school`'s: siteOrigin() and currentSchool() answer for it inside. */
export function runInSchool<T>(school: SchoolContext, fn: () => T): T {
  return storage.run(school, fn);
}

/** The school being served, or null outside any (platform pages, unit tests). */
export function currentSchool(): SchoolContext | null {
  return storage.getStore() ?? null;
}
