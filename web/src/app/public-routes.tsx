/**
 * The public build's route table (spec §2), in react-router's declarative mode: one route per
 * public page of the registry, each loading its own chunk and data (page-route.tsx). The data
 * router would cost every first visit ~17 KB gzip (docs/decisions/0006-public-bundle.md).
 * Every other path is the admin area's (its own build, admin.html).
 */
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { isAdminAreaPath } from '@/config/areas';
import { PAGES } from '@/config/pages';
import type { PagePayload } from '@/lib/page-payload';
import { FIRST_RENDER_WAIT_MS } from '@/lib/site-settings';
import { LoadFromServer } from './load-from-server';
import { PageRoute, startPage } from './page-route';
import type { PublicPageId } from './page-views';
import { PublicLayout } from './public-layout';
import { NotFound } from './route-error';

type PublicPage = (typeof PAGES)[number] & { id: PublicPageId };
/** The registry's pages outside the admin area: the route table here, and the function's render. */
export const PUBLIC_PAGES = PAGES.filter((page): page is PublicPage => !isAdminAreaPath(page.path));

/**
 * Starts the chunk and data of the page at the document's address at once, while the school's
 * settings (which the first render waits for) are still on their way; its route then finds them.
 * Resolves once that page's chunk has arrived or failed and its records have come or failed, the
 * records within FIRST_RENDER_WAIT_MS (at once for a path with no page): main.tsx waits for it
 * over a prerendered frame, so the client's first render is the page with its records, never the
 * loading placeholder, nor placeholders the records replace a moment later (the frame's hold the
 * space meanwhile; a swap after a paint moves what is below it).
 */
export function startDocumentPage(served?: PagePayload['records']): Promise<void> {
  const page = PUBLIC_PAGES.find((p) => matchPath(p.path, window.location.pathname));
  // The router's key for the document's history entry (react-router's, or 'default').
  const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
  if (!page) return Promise.resolve();
  const done = () => {};
  const { view, data } = startPage(key, page.id, served);
  const records = data && Promise.allSettled([data.records, ...Object.values(data.also ?? {})]);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  return Promise.all([view.then(done, done), Promise.race([records, waited])]).then(done);
}

export function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        {PUBLIC_PAGES.map((page) =>
          page.path === '/' ? (
            <Route key={page.id} index element={<PageRoute id={page.id} />} />
          ) : (
            <Route key={page.id} path={page.path} element={<PageRoute id={page.id} />} />
          ),
        )}
        <Route path="*" element={<AdminArea />} />
      </Route>
    </Routes>
  );
}

/**
 * /login and the admin screens load the admin build. Any other path is no page: the site's 404
 * page, which the function also answers with a 404 status (issue 47).
 */
function AdminArea() {
  const { pathname } = useLocation();
  return isAdminAreaPath(pathname) ? <LoadFromServer /> : <NotFound />;
}
