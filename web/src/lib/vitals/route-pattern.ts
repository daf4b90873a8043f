/**
 * The route pattern of an address (`/transparencia/contratacion` → `/transparencia/:category`):
 * reports name the page, never the raw URL with its parameters.
 */
import { PAGES, type PageDef } from '../../config/pages';

/**
 * The pages that report: every public page of the registry except /login, the administrators'
 * door (it loads the auth SDK, and is no visitor's page). POST /api/vitals accepts exactly these
 * patterns (functions/src/model/vitals.ts; tests/unit/vitals-routes.test.ts keeps them equal).
 */
export const REPORTING_PAGES: readonly PageDef[] = PAGES.filter((page: PageDef) => page.id !== 'login');

function matches(pattern: string, pathname: string): boolean {
  if (pattern === '/') return pathname === '/';
  const want = pattern.split('/');
  // A trailing slash is the same page (Hosting serves /docentes/ with the SPA too).
  const got = pathname.replace(/(.)\/+$/, '$1').split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** The reporting page's path pattern for `pathname`, or null (admin, login, unknown addresses). */
export function routePatternOf(pathname: string): string | null {
  return REPORTING_PAGES.find((page) => matches(page.path, pathname))?.path ?? null;
}
