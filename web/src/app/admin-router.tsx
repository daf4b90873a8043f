/**
 * The admin build's router (admin.html): /login and the admin area on react-router's data router,
 * whose loader starts an admin screen's data with its chunk and whose blocker is the forms' leave
 * guard. The public pages are the other build: a link to one loads it from the server.
 */
// First import, so the site-wide styles come before every component's own CSS in the bundle
// and a component class (e.g. a hidden button on phones) wins over the shared utility classes.
import '@/styles/global.css';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { isAdminAreaPath } from '@/config/areas';
import { PAGES } from '@/config/pages';
import { ADMIN_ROUTE_ID, PUBLIC_PATHS } from '@/config/paths';
import { loadChunk, lazyRoute } from '@/lib/lazy-route';
import { LoadFromServer } from './load-from-server';
import { PageLoading, SiteFrame } from './root-layout';
import { RouteError } from './route-error';

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
  return <RouteError error={useRouteError()} />;
}

/** The public pages' paths, each loaded from the server (the public build). */
const publicRoutes: RouteObject[] = PAGES.filter((page) => !isAdminAreaPath(page.path)).map((page) => ({
  ...(page.path === '/' ? { index: true } : { path: page.path }),
  element: <LoadFromServer />,
}));

export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AdminLayout />,
    // Only if the frame itself fails; screen errors are caught below, inside the frame.
    errorElement: <DataRouteError />,
    children: [
      {
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
          // Everything else belongs to the admin area, which decides: its screens for a signed-in
          // administrator (/admin, /{collection}Edit/{id}, /{collection}Create), /login otherwise.
          {
            path: '*',
            id: ADMIN_ROUTE_ID,
            // The admin chunk brings its loader (it needs the Firebase session, which only the
            // admin and login chunks may load); the router runs it once the chunk is there.
            lazy: async () => {
              const admin = await loadChunk('admin', () => import('@/features/admin/admin-app'));
              return { element: <admin.default />, loader: admin.loader };
            },
          },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(adminRoutes);

export function AdminRouter() {
  return <RouterProvider router={router} />;
}
