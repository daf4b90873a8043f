/**
 * The route table (spec §2). Every page is its own lazily loaded chunk, so a visitor downloads
 * the code of the page they open and nothing else; /login and the admin catch-all load their
 * own chunks (with the Firebase SDK) only when someone goes there.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PAGES, type PageId } from '@/config/pages';
import { ADMIN_ROUTE_ID } from '@/config/paths';
import { collectionLoader } from '@/features/public/api/get-collection';
import { LoaderRouteData } from '@/components/route-data';
import { loadChunk, lazyRoute } from '@/lib/lazy-route';
import { PageLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A page module: its default export is the page. */
type PageModule = { default: () => ReactNode };
const byDefault = (module: PageModule) => <module.default />;

/**
 * The code of each page of the registry (config/pages.ts). Typed by page id, so a page added
 * there does not compile until it has its module here.
 */
export const VIEWS: { [P in PageId]: () => Promise<ReactNode> } = {
  home: () => import('@/features/public/pages/home-page').then(byDefault),
  resenahistorica: () => import('@/features/public/pages/resena-historica-page').then(byDefault),
  horizonte: () => import('@/features/public/pages/horizonte-page').then(byDefault),
  // The three staff pages are one component driven by the collection (spec §2).
  directivos: () => staff('directivos'),
  administrativos: () => staff('administrativos'),
  docentes: () => staff('docentes'),
  enfoquepedagogico: () => import('@/features/public/pages/enfoque-pedagogico-page').then(byDefault),
  modelopedagogico: () => import('@/features/public/pages/modelo-pedagogico-page').then(byDefault),
  manualconvivencia: () => import('@/features/public/pages/manual-convivencia-page').then(byDefault),
  rendicioncuentas: () => import('@/features/public/pages/rendicion-cuentas-page').then(byDefault),
  tramiteretiros: () => import('@/features/public/pages/tramite-retiros-page').then(byDefault),
  protocolobioseguridad: () => import('@/features/public/pages/protocolo-bioseguridad-page').then(byDefault),
  convocatorias: () => import('@/features/public/pages/convocatorias-page').then(byDefault),
  // /transparencia and its category pages: one module, one chunk (the annex data lives there).
  transparencia: () => import('@/features/public/pages/transparency-page').then(byDefault),
  transparenciacategoria: () => import('@/features/public/pages/transparency-page').then(byDefault),
  contacto: () => import('@/features/contact/contact-page').then(byDefault),
  // The three legal policies of Anexo 2 §2.3 are one component driven by the collection.
  politicaprivacidad: () => policy('politicaprivacidad'),
  terminoscondiciones: () => policy('terminoscondiciones'),
  derechosautor: () => policy('derechosautor'),
  mapadelsitio: () => import('@/features/public/pages/site-map-page').then(byDefault),
  other: () => import('@/features/public/pages/other-page').then(byDefault),
  login: () => import('@/features/auth/login-page').then(byDefault),
};

function staff(collection: 'directivos' | 'administrativos' | 'docentes') {
  const title = PAGES.find((page) => page.id === collection)!.title.toUpperCase();
  return import('@/features/public/pages/staff-page').then(({ StaffPage }) => (
    <StaffPage collection={collection} title={title} />
  ));
}

function policy(collection: 'politicaprivacidad' | 'terminoscondiciones' | 'derechosautor') {
  const title = PAGES.find((page) => page.id === collection)!.title;
  return import('@/features/public/pages/policy-page').then(({ PolicyPage }) => (
    <PolicyPage collection={collection} title={title} />
  ));
}

/**
 * One route per registry page: the chunk loads lazily, and the page's records (its loader)
 * start downloading at the same moment, so neither waits for the other.
 */
const pageRoutes: RouteObject[] = PAGES.map((page) => ({
  ...(page.path === '/' ? { index: true } : { path: page.path }),
  ...('collection' in page
    ? { loader: collectionLoader(page.collection, 'alsoLoads' in page ? page.alsoLoads : []) }
    : {}),
  lazy: lazyRoute(page.chunk, VIEWS[page.id], (element) => <LoaderRouteData>{element}</LoaderRouteData>),
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Only if the frame itself fails; page errors are caught below, inside the frame.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...pageRoutes,
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
