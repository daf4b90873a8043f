/**
 * The route pattern of an address (`/transparencia/contratacion` → `/transparencia/:category`):
 * reports name the page, never the raw URL with its parameters. The patterns are the registry's
 * reporting pages, the very list POST /api/vitals accepts (functions/src/model/vitals.ts).
 */
import { REPORTING_PAGES } from '@/config/pages';

function matches(pattern: string, pathname: string): boolean {
  if (pattern === '/') return pathname === '/';
  const want = pattern.split('/');
  // A trailing slash is the same page (the site renders /docentes/ as /docentes: trailingSlash).
  const got = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The reporting page's path pattern for `pathname`, or null (admin, login, unknown addresses). */
export function routePatternOf(pathname: string): string | null {
  return REPORTING_PAGES.find((page) => matches(page.path, pathname))?.path ?? null;
}
