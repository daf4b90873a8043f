/**
 * The Secretaría's console (/secretaria, on the platform's domain), on the admin build's data
 * router: one route per entry of SECRETARIA_SECTIONS (sections.tsx) under one guard, and the menu
 * built from the same list. A `write` section is left out of the menu of `secretaria-lectura` and
 * its address shows that role "No tiene permiso" (the server refuses it every write all the same).
 *
 * The guard is the console route's loader, and every section's loader and action wait for it
 * first (react-router runs a page's loaders side by side): signed out → /login, which brings the
 * person back here; signed in without a Secretaría role → "No tiene acceso al panel de la
 * Secretaría" (a 403 the console's error element shows), never a screen or a crash.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  data,
  Navigate,
  redirect,
  type ActionFunction,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { loginPath, SECRETARIA_PATHS } from '@/config/paths';
import type { PlatformRoleName } from '@/features/auth/auth-service';
import { ConsoleFrame, ConsoleHome, ConsoleRefused, SectionRefused } from './console-frame';
import type { ConsoleSessionSource } from './console-session';
import { SECRETARIA_SECTIONS, type SecretariaSection } from './sections';

/** Id of the console's guard route, the parent of every section. */
export const SECRETARIA_ROUTE_ID = 'secretaria';

/** What the console's guard answers a signed-in account without a Secretaría role. */
export interface ConsoleDenied {
  kind: 'no-console';
  email: string;
}

/** What a section's guard answers `secretaria-lectura` at a `write` section's address. */
export interface SectionDenied {
  kind: 'read-only';
  label: string;
}

/** The sections a role sees: `write` ones for `secretaria` only. */
export const sectionsFor = (role: PlatformRoleName, sections = SECRETARIA_SECTIONS) =>
  sections.filter((s) => s.access === 'read' || role === 'secretaria');

function guard(session: ConsoleSessionSource) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = await session.state();
    if (state.status === 'secretaria') return { role: state.platform, email: state.user.email ?? '' };
    if (state.status === 'signed-out' || state.status === 'loading') {
      const url = new URL(request.url);
      throw redirect(loginPath(url.pathname + url.search));
    }
    throw data<ConsoleDenied>({ kind: 'no-console', email: state.user.email ?? '' }, { status: 403 });
  };
}

/** A section's loader or action, after the console's guard and the section's access. */
function behind<F extends LoaderFunction | ActionFunction>(
  session: ConsoleSessionSource,
  section: SecretariaSection,
  run?: F | boolean,
) {
  return async (args: Parameters<F>[0], handlerCtx?: unknown) => {
    const { role } = await guard(session)(args);
    if (section.access === 'write' && role !== 'secretaria')
      throw data<SectionDenied>({ kind: 'read-only', label: section.label }, { status: 403 });
    return typeof run === 'function' ? (run as LoaderFunction)(args, handlerCtx) : null;
  };
}

/** One section's route, its loader and action behind the guard (a lazy module's too). */
function sectionRoute(session: ConsoleSessionSource, section: SecretariaSection): RouteObject {
  const route = section.route(session);
  const { lazy } = route;
  return {
    ...route,
    ...(section.path ? { path: section.path } : { index: true }),
    errorElement: <SectionRefused />,
    loader: behind(session, section, route.loader),
    ...(route.action ? { action: behind(session, section, route.action) } : {}),
    ...(typeof lazy === 'function'
      ? {
          lazy: async () => {
            const loaded = await lazy();
            return {
              ...loaded,
              ...(loaded.loader ? { loader: behind(session, section, loaded.loader) } : {}),
              ...(loaded.action ? { action: behind(session, section, loaded.action) } : {}),
            };
          },
        }
      : {}),
  } as RouteObject;
}

/**
 * The console's routes. `Providers` wraps every screen: the app's auth session, the tests' fixed
 * account. A new screen is one entry of SECRETARIA_SECTIONS, never a change here.
 */
export function secretariaRoutes(
  session: ConsoleSessionSource,
  Providers: ComponentType<{ children: ReactNode }>,
  sections: SecretariaSection[] = SECRETARIA_SECTIONS,
): RouteObject[] {
  const home = sections.some((s) => s.path === '');
  return [
    {
      id: SECRETARIA_ROUTE_ID,
      path: SECRETARIA_PATHS.home,
      loader: guard(session),
      element: (
        <Providers>
          <ConsoleFrame sections={sections} />
        </Providers>
      ),
      hydrateFallbackElement: <Spinner />,
      errorElement: (
        <Providers>
          <ConsoleRefused />
        </Providers>
      ),
      children: [
        ...sections.map((section) => sectionRoute(session, section)),
        // No table of schools yet: the menu is the home.
        ...(home ? [] : [{ index: true, element: <ConsoleHome sections={sections} /> }]),
        // Any other address of the console: its home.
        { path: '*', element: <Navigate to={SECRETARIA_PATHS.home} replace /> },
      ],
    },
  ];
}
