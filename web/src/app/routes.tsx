/**
 * The route table (spec §2). Every page is its own lazily loaded chunk, so a visitor downloads
 * the code of the page they open and nothing else; /login and the admin catch-all load their
 * own chunks (with the Firebase SDK) only when someone goes there.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { CollectionName } from '@model';
import { prefetchCollection } from '@/features/public/api/get-collection';
import { lazyRoute } from '@/lib/lazy-route';
import { PUBLIC_PATHS } from '@/config/paths';
import { PageLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A public page module: its default export is the page. */
type PageModule = { default: () => ReactNode };

/** A page of one chunk whose data starts loading together with the chunk. */
function page(chunk: string, load: () => Promise<PageModule>, collection?: CollectionName) {
  return lazyRoute(
    chunk,
    load,
    (module) => <module.default />,
    collection && (() => prefetchCollection(collection)),
  );
}

/** The three staff pages are one component driven by the collection (spec §2). */
function staffPage(collection: 'directivos' | 'administrativos' | 'docentes', title: string) {
  return lazyRoute(
    'personal',
    () => import('@/features/public/pages/staff-page'),
    ({ StaffPage }) => <StaffPage collection={collection} title={title} />,
    () => prefetchCollection(collection),
  );
}

export const routes: RouteObject[] = [
  {
    path: PUBLIC_PATHS.home,
    element: <RootLayout />,
    // Only if the frame itself fails; page errors are caught below, inside the frame.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          {
            index: true,
            lazy: page('inicio', () => import('@/features/public/pages/home-page'), 'carousel'),
          },
          {
            path: PUBLIC_PATHS.resenahistorica,
            lazy: page(
              'resena',
              () => import('@/features/public/pages/resena-historica-page'),
              'resenahistorica',
            ),
          },
          {
            path: PUBLIC_PATHS.horizonte,
            lazy: page('horizonte', () => import('@/features/public/pages/horizonte-page'), 'horizonte'),
          },
          { path: PUBLIC_PATHS.directivos, lazy: staffPage('directivos', 'DIRECTIVOS') },
          { path: PUBLIC_PATHS.administrativos, lazy: staffPage('administrativos', 'ADMINISTRATIVOS') },
          { path: PUBLIC_PATHS.docentes, lazy: staffPage('docentes', 'DOCENTES') },
          {
            path: PUBLIC_PATHS.rendicioncuentas,
            lazy: page(
              'rendicion',
              () => import('@/features/public/pages/rendicion-cuentas-page'),
              'rendicioncuentas',
            ),
          },
          {
            path: PUBLIC_PATHS.enfoquepedagogico,
            lazy: page(
              'enfoque',
              () => import('@/features/public/pages/enfoque-pedagogico-page'),
              'enfoquepedagogico',
            ),
          },
          {
            path: PUBLIC_PATHS.modelopedagogico,
            lazy: page(
              'modelo',
              () => import('@/features/public/pages/modelo-pedagogico-page'),
              'modelopedagogico',
            ),
          },
          {
            path: PUBLIC_PATHS.manualconvivencia,
            lazy: page(
              'manual',
              () => import('@/features/public/pages/manual-convivencia-page'),
              'manualconvivencia',
            ),
          },
          {
            path: PUBLIC_PATHS.tramiteretiros,
            lazy: page(
              'retiros',
              () => import('@/features/public/pages/tramite-retiros-page'),
              'tramiteretiros',
            ),
          },
          {
            path: PUBLIC_PATHS.protocolobioseguridad,
            lazy: page(
              'bioseguridad',
              () => import('@/features/public/pages/protocolo-bioseguridad-page'),
              'protocolobioseguridad',
            ),
          },
          {
            path: PUBLIC_PATHS.convocatorias,
            lazy: page(
              'convocatorias',
              () => import('@/features/public/pages/convocatorias-page'),
              'convocatorias',
            ),
          },
          {
            path: PUBLIC_PATHS.contacto,
            lazy: page('contacto', () => import('@/features/contact/contact-page')),
          },
          {
            path: PUBLIC_PATHS.other,
            lazy: page('otra', () => import('@/features/public/pages/other-page')),
          },
          { path: PUBLIC_PATHS.login, lazy: page('login', () => import('@/features/auth/login-page')) },
          // Everything else belongs to the admin area, which decides: its screens for a signed-in
          // administrator (/admin, /{collection}Edit/{id}, /{collection}Create), /login otherwise.
          { path: '*', lazy: page('admin', () => import('@/features/admin/admin-app')) },
        ],
      },
    ],
  },
];
