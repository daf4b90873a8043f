/**
 * The admin build's router (admin.html): /login and the admin area on react-router's data router
 * (its loaders and actions are the admin screens' reads and writes, its blocker the forms' leave
 * guard). The public pages are the other build: a link to one loads it from the server.
 *
 * The admin area's routes live in the admin chunk (features/admin/admin-routes.tsx: they need the
 * declarations and the Firebase session, which /login's first load must not pay for). The router
 * does not know them at first: an address it cannot match fetches the chunk and patches its route
 * tree in (react-router's patchRoutesOnNavigation), then matches once more, now against the tree.
 */
// First import, so the site-wide styles come before every component's own CSS in the bundle
// and a component class (e.g. a hidden button on phones) wins over the shared utility classes.
import '@/styles/global.css';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { SiteBase } from '@/components/site-base';
import { isAdminAreaPath, isSecretariaPath } from '@/config/areas';
import { PAGES } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { loadChunk, lazyRoute } from '@/lib/lazy-route';
import { LoadFromServer } from './load-from-server';
import { PageLoading, SiteFrame } from './root-layout';
import { NotFound, RouteError } from './route-error';

function AdminLayout() {
  return (
    <>
      <SiteFrame busy={useNavigation().state !== 'idle'}>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}

function DataRouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <RouteError error={error} />;
}

/** The public pages' paths, each loaded from the server (the public build). */
const publicRoutes: RouteObject[] = PAGES.filter((page) => !isAdminAreaPath(page.path)).map((page) => ({
  ...(page.path === '/' ? { index: true } : { path: page.path }),
  element: <LoadFromServer />,
}));

/** The route the admin area's tree is patched under: inside the frame, with its error element. */
const AREA_ID = 'area';

const siteRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AdminLayout />,
    // Only if the frame itself fails; screen errors are caught below, inside the frame.
    errorElement: <DataRouteError />,
    children: [
      {
        id: AREA_ID,
        errorElement: <DataRouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...publicRoutes,
          {
            path: PUBLIC_PATHS.login,
            lazy: lazyRoute(
              'login',
              () => import('@/features/auth/login-page'),
              (module) => <module.default />,
            ),
          },
        ],
      },
    ],
  },
];

let adminArea: Promise<void> | null = null;
let secretariaArea: Promise<void> | null = null;

/** Loads a chunk's routes and patches them in, once; a failure may be tried again. */
function patchOnce(
  current: Promise<void> | null,
  reset: () => void,
  load: () => Promise<{ routes: RouteObject[] }>,
  patch: (id: string, routes: RouteObject[]) => void,
): Promise<void> {
  return (
    current ??
    load().then(
      (chunk) => patch(AREA_ID, chunk.routes),
      (error: unknown) => {
        reset();
        throw error;
      },
    )
  );
}

/**
 * The app's router, its routes under the school's `base` ('' on the school's own domain,
 * '/{slug}' on the platform's: config/areas.ts `adminBaseOf`), so every route and link inside
 * is written as the registry writes it.
 */
function createAdminRouter(base: string) {
  return createBrowserRouter(siteRoutes, {
    ...(base ? { basename: base } : {}),
    // Every address outside the public pages and /login is the admin area's: its tree decides
    // (a screen, /admin for an unknown address, /login without a session). Patched once. The
    // Secretaría's console (/secretaria…, on the platform's domain) is its own chunk.
    patchRoutesOnNavigation({ path, patch }) {
      if (isSecretariaPath(path.split('?')[0]!)) {
        secretariaArea = patchOnce(
          secretariaArea,
          () => (secretariaArea = null),
          () => loadChunk('secretaria', () => import('@/features/secretaria/secretaria-app')),
          patch,
        );
        return secretariaArea;
      }
      adminArea = patchOnce(
        adminArea,
        () => (adminArea = null),
        () => loadChunk('admin', () => import('@/features/admin/admin-app')),
        patch,
      );
      return adminArea;
    },
  });
}

let router: ReturnType<typeof createAdminRouter> | null = null;

/** The app, at the school's `base`; one router for the document's life. */
export function AdminRouter({ base }: { base: string }) {
  router ??= createAdminRouter(base);
  return (
    <SiteBase base={base}>
      <RouterProvider router={router} />
    </SiteBase>
  );
}
