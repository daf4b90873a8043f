/**
 * The one way a school's page, island or admin screen writes an address of its own site: the
 * path as the page registry says it (`/noticias/…`, `/media/…`, `/api/…`), under the school's
 * base ('' on its own domain, '/{slug}' on the platform's). Absolute URLs, fragments and
 * `mailto:`/`tel:` pass as they are. Plain data: the browser bundles take it.
 */
export function siteHref(base: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${base}${path}`;
}

/**
 * The inverse: the path as the page registry writes it for an address `pathname` asked under
 * `base` (`/lasacacias/noticias` → `/noticias`, `/lasacacias` → `/`); a path outside the base as
 * it is.
 */
export function sitePath(base: string, pathname: string): string {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
