/**
 * The site has two parts: the public pages (Astro, rendered by the function) and the admin area
 * (admin.html, the admin build's single-page app). This pattern says which paths are the admin
 * area's; Hosting (firebase.json, checked against it by areas.test.ts) and the dev server
 * (astro.config.mjs) send those paths the admin HTML, every other path to the public site. No
 * imports: astro.config.mjs reads it too.
 * On the platform's domain a school's admin area is under its base (`/{slug}/admin`,
 * `/{slug}/login`…): SCHOOL_ADMIN_AREA_PATTERN, and the app finds the base in its address
 * (`adminBaseOf`). The Secretaría's console (`/secretaria`, its sections and anything deeper) is
 * the same app at the platform's root, never under a school's base.
 */
export const ADMIN_AREA_PATTERN =
  '^/(?:login|admin(?:/[a-z-]+)?|secretaria(?:/[a-z0-9-]+)*|[A-Za-z]+Edit/[^/]+|[A-Za-z]+Create)/?$';

/** The admin area under a school's base (`/{slug}/…`), as Hosting sends it admin.html. */
export const SCHOOL_ADMIN_AREA_PATTERN =
  '^/[a-z0-9-]+/(?:login|admin(?:/[a-z-]+)?|[A-Za-z]+Edit/[^/]+|[A-Za-z]+Create)/?$';

const adminArea = new RegExp(ADMIN_AREA_PATTERN);

export function isAdminAreaPath(pathname: string): boolean {
  return adminArea.test(pathname);
}

/** A school's id, which is its slug on the platform's domain (tenancy/school-scope.ts SCHOOL_ID). */
const SCHOOL_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
/** The admin app's own first segments, never a school's base. */
const OWN_SEGMENTS = new Set(['login', 'admin', 'secretaria']);

/**
 * The school's base the admin app was opened under: '/{slug}' when the address's first segment
 * is a school's id (not one of the app's own routes) and the rest is the admin area, else ''
 * (the school's own domain).
 */
export function adminBaseOf(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  if (OWN_SEGMENTS.has(segment) || !SCHOOL_ID.test(segment)) return '';
  const base = `/${segment}`;
  return isAdminAreaPath(pathname.slice(base.length)) ? base : '';
}

/** The Secretaría's console and its sections (`/secretaria`, `/secretaria/…`). */
export function isSecretariaPath(pathname: string): boolean {
  return pathname === '/secretaria' || pathname.startsWith('/secretaria/');
}
