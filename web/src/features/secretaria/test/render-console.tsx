/**
 * Renders the Secretaría's console as the app does (a data router with the console's route tree),
 * with an injected account instead of Firebase: a section's component test renders its own entry
 * of SECRETARIA_SECTIONS (or the whole list) at its address.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext } from '@/features/auth/auth-context';
import type { AuthService, AuthState, PlatformRoleName, SessionUser } from '@/features/auth/auth-service';
import { routerReady } from '@/features/admin/test/router-ready';
import { consoleSession } from '../console-session';
import { secretariaRoutes } from '../secretaria-routes';
import { SECRETARIA_SECTIONS, type SecretariaSection } from '../sections';

export const CONSOLE_TOKEN = 'token-de-la-secretaria';

export function consoleUser(email = 'secretaria@sedvilladelrio.gov.co'): SessionUser {
  return { uid: 'secretaria-uid', email, getIdToken: vi.fn(async () => CONSOLE_TOKEN) };
}

function fakeService(): AuthService {
  return {
    subscribe: vi.fn(() => () => {}),
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
    sendPasswordReset: vi.fn(),
    checkResetCode: vi.fn(),
    confirmReset: vi.fn(),
  };
}

interface Options {
  /** The Secretaría role when `state` is not given (default: secretaria). */
  role?: PlatformRoleName;
  state?: AuthState;
  sections?: SecretariaSection[];
}

export async function renderConsole(path: string, options: Options = {}) {
  const user = consoleUser();
  const state: AuthState = options.state ?? {
    status: 'secretaria',
    user,
    platform: options.role ?? 'secretaria',
  };
  const service = fakeService();
  function Providers({ children }: { children: ReactNode }) {
    return <AuthContext.Provider value={{ state, service }}>{children}</AuthContext.Provider>;
  }
  const session = consoleSession(() => Promise.resolve(state));
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Pantalla de acceso</h1> },
      ...secretariaRoutes(session, Providers, options.sections ?? SECRETARIA_SECTIONS),
    ],
    { initialEntries: [path] },
  );
  const events = userEvent.setup();
  await routerReady(router);
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, service, session, events };
}
