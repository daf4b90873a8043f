/**
 * Renders the admin area as the app does (a data router with the admin route tree), with an
 * injected administrator and image-size reader instead of Firebase and image decoding.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { Role } from '@model';
import { AuthContext } from '@/features/auth/auth-context';
import type { AuthService, AuthState, SessionUser } from '@/features/auth/auth-service';
import { routerReady } from './router-ready';
import { adminRoutes } from '../admin-routes';
import { adminSession } from '../admin-session';
import { ImageSizeContext, type ImageSize } from '../files/image-size';

export const TEST_TOKEN = 'token-de-prueba';

export function fakeUser(): SessionUser {
  return { uid: 'admin-uid', email: 'admin@colegio.edu.co', getIdToken: vi.fn(async () => TEST_TOKEN) };
}

export function fakeService(): AuthService {
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
  state?: AuthState;
  /** The signed-in staff member's role when `state` is not given (default: admin). */
  role?: Role;
  service?: AuthService;
}

/**
 * jsdom cannot decode images, so the "browser" reads the size from the file name:
 * foto-1280x471.png measures 1280x471; a name without a size does not decode.
 */
export async function sizeFromName(file: File): Promise<ImageSize | null> {
  const match = /(\d+)x(\d+)/.exec(file.name);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export async function renderAdmin(path: string, options: Options = {}) {
  const user = fakeUser();
  const state = options.state ?? { status: 'admin', user, role: options.role ?? 'admin' };
  const service = options.service ?? fakeService();
  const readImageSize = vi.fn(sizeFromName);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AuthContext.Provider value={{ state, service }}>
        <ImageSizeContext.Provider value={readImageSize}>{children}</ImageSizeContext.Provider>
      </AuthContext.Provider>
    );
  }
  // A sign-in state that never settles: the guard keeps waiting (and the spinner stays).
  const session = adminSession(() =>
    state.status === 'loading' ? new Promise(() => {}) : Promise.resolve(state),
  );
  const router = createMemoryRouter(
    [{ path: '/login', element: <h1>Pantalla de acceso</h1> }, ...adminRoutes(session, Providers)],
    { initialEntries: [path] },
  );
  const events = userEvent.setup({ applyAccept: false });
  if (state.status !== 'loading') await routerReady(router);
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, service, readImageSize, events };
}
