/**
 * The site is two builds (docs/decisions/0006-public-bundle.md): the public pages (index.html,
 * react-router's declarative mode) and the admin area (admin.html, the data router that the
 * admin's leave guard and loader need). This pattern says which paths are the admin area's; Hosting
 * (firebase.json, checked against it by areas.test.ts) and the dev server send those paths the
 * admin HTML, every other path the public one. No imports: vite.config.ts reads it too.
 */
export const ADMIN_AREA_PATTERN = '^/(?:login|admin(?:/[a-z-]+)?|[A-Za-z]+Edit/[^/]+|[A-Za-z]+Create)/?$';

const adminArea = new RegExp(ADMIN_AREA_PATTERN);

export function isAdminAreaPath(pathname: string): boolean {
  return adminArea.test(pathname);
}
