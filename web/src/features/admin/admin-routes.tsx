/**
 * The admin area's route tree (spec §2), on the admin build's data router: one route per screen,
 * each with its own loader (and action, where the screen writes), under one guard. Every address
 * comes from ADMIN_PATHS (config/paths.ts); edit and create routes are generated from the
 * declarations, so a new collection gets its screens without touching this file. The router
 * matches each URL once, here: a screen reads its route's data with useLoaderData().
 *
 * The guard is the parent route's loader: it waits for the sign-in state and sends anyone who is
 * not an administrator to /login, which brings them back to the same address (query included)
 * after signing in. The app patches this tree into its router when the admin chunk arrives
 * (app/admin-router.tsx); the component tests build their router from it too.
 */
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { can, COLLECTION_NAMES, editCapabilityOf, getCollection, type Capability } from '@model';
import { Spinner } from '@/components/spinner';
import { ADMIN_PATHS, ADMIN_ROUTE_ID, adminHistoryPath, loginPath } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import type { AdminSession } from './admin-session';
import { historyLoader } from './components/history/history-loader';
import { AdminHomePage, homeLoader } from './pages/admin-home-page';
import { adminsAction, adminsLoader, AdminsPage } from './pages/admins-page';
import { CreatePage } from './pages/create-page';
import { EditPage, editLoader } from './pages/edit-page';
import { recordAction, skipAfterWrite } from './form/record-write';
import { TrashPage, trashAction, trashLoader } from './trash/trash-page';
import { PqrsdInboxPage, pqrsdAction, pqrsdLoader } from './pqrsd/pqrsd-inbox-page';
import { denied, DeniedOrRethrow } from './pages/no-permission';
import { BackupPage, backupLoader } from './backup/backup-page';

/** A route pattern from an address builder of ADMIN_PATHS: its slots become `:name` params. */
const pattern = (path: string, slots: Record<string, string>) =>
  Object.entries(slots).reduce((p, [slot, param]) => p.replace(slot, `:${param}`), path);

/** The sign-in guard: /login, with the address to come back to, for anyone not an administrator. */
function guard(session: AdminSession) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = await session.state();
    if (state.status === 'admin') return null;
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  };
}

/**
 * A screen's loader or action behind its capability (functions/src/model/roles.ts, the
 * table the function applies): a role without it gets the "No tiene permiso" page (a 403 the
 * area's error element shows), before any read or write starts.
 */
function allow<A extends LoaderFunctionArgs, R>(
  session: AdminSession,
  capability: Capability,
  run?: (args: A) => R | Promise<R>,
) {
  return async (args: A): Promise<R | null> => {
    const state = await session.state();
    if (state.status === 'admin' && !can(state.role, capability)) throw denied(state.role, capability);
    return run ? run(args) : null;
  };
}

/**
 * The screens' frame: the auth context's state can still be settling (the guard already knows),
 * and a sign-out ("Cerrar sesión", or in another tab) ends the session while a screen is open.
 */
function SignedIn() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Spinner />;
  if (state.status !== 'admin') return <Navigate to={loginPath()} replace />;
  return <Outlet />;
}

/**
 * `Providers` wraps every screen: the app's auth session, the tests' fixed administrator.
 * Adding a screen: its address in ADMIN_PATHS, its module exporting the screen, its `loader`
 * (and `action`), one entry below.
 */
export function adminRoutes(
  session: AdminSession,
  Providers: ComponentType<{ children: ReactNode }>,
): RouteObject[] {
  const ID = '__id__';
  return [
    {
      id: ADMIN_ROUTE_ID,
      loader: guard(session),
      element: (
        <Providers>
          <SignedIn />
        </Providers>
      ),
      hydrateFallbackElement: <Spinner />,
      // A role's forced address: "No tiene permiso" (pages/no-permission.tsx).
      errorElement: <DeniedOrRethrow />,
      children: [
        // Every role: the home shows what the role may do (home: its sections, or its own page).
        { path: ADMIN_PATHS.home, loader: homeLoader(session), element: <AdminHomePage /> },
        {
          path: ADMIN_PATHS.trash,
          loader: allow(session, 'trash', trashLoader(session)),
          action: allow(session, 'trash', trashAction(session)),
          element: <TrashPage />,
        },
        {
          path: ADMIN_PATHS.admins,
          loader: allow(session, 'accounts', adminsLoader(session)),
          action: allow(session, 'accounts', adminsAction(session)),
          element: <AdminsPage />,
        },
        {
          // Atención al ciudadano; ?r= opens one request, so every change reloads it.
          path: ADMIN_PATHS.pqrsd,
          loader: allow(session, 'pqrsd', pqrsdLoader(session)),
          action: allow(session, 'pqrsd', pqrsdAction(session)),
          element: <PqrsdInboxPage />,
        },
        {
          // Índice de transparencia: its own chunk, loaded when the screen is opened.
          path: ADMIN_PATHS.ita,
          lazy: async () => {
            const { ItaPage, itaAction, itaLoader, itaShouldRevalidate } = await import('./ita/ita-page');
            return {
              loader: allow(session, 'ita', itaLoader(session)),
              action: allow(session, 'ita', itaAction(session)),
              shouldRevalidate: itaShouldRevalidate,
              Component: ItaPage,
            };
          },
        },
        {
          // Suscripciones: counts and notices for `avisos`, the addresses inside for `suscriptores`.
          path: ADMIN_PATHS.suscripciones,
          lazy: async () => {
            const { SuscripcionesPage, suscripcionesAction, suscripcionesLoader } =
              await import('./suscripciones/suscripciones-page');
            return {
              loader: allow(session, 'avisos', suscripcionesLoader(session)),
              action: allow(session, 'avisos', suscripcionesAction(session)),
              Component: SuscripcionesPage,
            };
          },
        },
        {
          path: ADMIN_PATHS.enterado('').split('?')[0],
          lazy: async () => {
            const { EnteradoPage, enteradoLoader } = await import('./suscripciones/enterado-page');
            return { loader: allow(session, 'avisos', enteradoLoader(session)), Component: EnteradoPage };
          },
        },
        {
          // Copia de seguridad: administrators only.
          path: ADMIN_PATHS.backup,
          loader: allow(session, 'backup', backupLoader(session)),
          element: <BackupPage session={session} />,
        },
        ...COLLECTION_NAMES.map((name) => ({
          path: pattern(ADMIN_PATHS.edit(name, ID), { [ID]: 'id' }),
          // A colaborador too, in the publishing collections (its own drafts; the server says the rest).
          loader: allow(session, editCapabilityOf(name), editLoader(session, name)),
          action: allow(session, editCapabilityOf(name), recordAction(session, name)),
          shouldRevalidate: skipAfterWrite,
          element: <EditPage collection={name} />,
        })),
        // No screen: the edit screen's history panel loads it through a fetcher.
        ...COLLECTION_NAMES.map((name) => ({
          path: pattern(adminHistoryPath(name, ID), { [ID]: 'id' }),
          loader: allow(session, 'history', historyLoader(session, name)),
        })),
        ...COLLECTION_NAMES.filter((name) => getCollection(name).canCreate).map((name) => ({
          path: ADMIN_PATHS.create(name),
          loader: allow(session, editCapabilityOf(name)),
          action: allow(session, editCapabilityOf(name), recordAction(session, name)),
          element: <CreatePage collection={name} />,
        })),
        // Any other address of the area: the home screen (once the guard let the visitor in).
        {
          path: '*',
          loader: async (args: LoaderFunctionArgs) => {
            await guard(session)(args);
            throw redirect(ADMIN_PATHS.home);
          },
        },
      ],
    },
  ];
}
