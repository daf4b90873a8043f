/**
 * The site has two parts: the public pages (Astro, rendered by the function) and the admin area
 * (admin.html, the admin build's single-page app). This pattern says which paths are the admin
 * area's; Hosting (firebase.json, checked against it by areas.test.ts) and the dev server
 * (astro.config.mjs) send those paths the admin HTML, every other path to the public site. No
 * imports: astro.config.mjs reads it too.
 */
export const ADMIN_AREA_PATTERN = '^/(?:login|admin(?:/[a-z-]+)?|[A-Za-z]+Edit/[^/]+|[A-Za-z]+Create)/?$';

const adminArea = new RegExp(ADMIN_AREA_PATTERN);

export function isAdminAreaPath(pathname: string): boolean {
  return adminArea.test(pathname);
}
