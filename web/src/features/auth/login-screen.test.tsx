/** /login with a fake auth service: spec §8 texts, the admin-claim gate, the redirect. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS, loginPath, PUBLIC_PATHS, SECRETARIA_PATHS } from '@/config/paths';
import { AuthContext } from './auth-context';
import type { AuthService, AuthState } from './auth-service';
import { LOGIN_TEXT, RESET_TEXT } from './login-messages';
import { LoginScreen } from './login-screen';

const user = { uid: 'u', email: 'admin@colegio.edu.co', getIdToken: async () => 't' };

function renderLogin(
  service: AuthService,
  state: AuthState = { status: 'signed-out' },
  entry: string = PUBLIC_PATHS.login,
) {
  const router = createMemoryRouter(
    [
      {
        path: PUBLIC_PATHS.login,
        element: (
          <AuthContext.Provider value={{ state, service }}>
            <LoginScreen />
          </AuthContext.Provider>
        ),
      },
      { path: ADMIN_PATHS.home, element: <h1>Panel</h1> },
      { path: `${SECRETARIA_PATHS.home}/*`, element: <h1>Secretaría</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, events: userEvent.setup() };
}

function service(overrides: Partial<AuthService> = {}): AuthService {
  return {
    subscribe: vi.fn(() => () => {}),
    signIn: vi.fn(async () => ({ isAdmin: true })),
    signOut: vi.fn(async () => {}),
    sendPasswordReset: vi.fn(async () => {}),
    checkResetCode: vi.fn(async () => 'nuevo@colegio.edu.co'),
    confirmReset: vi.fn(async () => {}),
    ...overrides,
  };
}

async function fillAndSubmit(events: ReturnType<typeof userEvent.setup>) {
  await events.type(screen.getByLabelText(LOGIN_TEXT.email), 'admin@colegio.edu.co');
  await events.type(screen.getByLabelText(LOGIN_TEXT.password), 'Colegio-Admin-2026');
  await events.click(screen.getByRole('button', { name: LOGIN_TEXT.submit }));
}

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('login screen', () => {
  it('has the spec heading, fields and button', () => {
    renderLogin(service());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LOGIN_TEXT.heading);
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('signs an administrator in, logs the spec message and goes to /admin', async () => {
    const auth = service();
    const { router, events } = renderLogin(auth);
    await fillAndSubmit(events);
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    expect(auth.signIn).toHaveBeenCalledWith('admin@colegio.edu.co', 'Colegio-Admin-2026');
    expect(console.log).toHaveBeenCalledWith('Usuario ha iniciado sesión con éxito');
  });

  it('returns to the admin address (query included) the guard sent it from', async () => {
    const { router, events } = renderLogin(
      service(),
      { status: 'signed-out' },
      loginPath(ADMIN_PATHS.list('docentes')),
    );
    await fillAndSubmit(events);
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    expect(router.state.location.search).toBe('?c=docentes');
  });

  it.each(['https://otro.example/admin', '//otro.example/admin', '/docentes'])(
    'goes to /admin instead of the address %s, which is not the admin area',
    async (next) => {
      const { router, events } = renderLogin(service(), { status: 'signed-out' }, loginPath(next));
      await fillAndSubmit(events);
      await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
      expect(router.state.location.search).toBe('');
    },
  );

  it('alerts the spec message on failure and stays', async () => {
    const err = Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
      code: 'auth/invalid-credential',
    });
    const { router, events } = renderLogin(service({ signIn: vi.fn(async () => Promise.reject(err)) }));
    await fillAndSubmit(events);
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Error al iniciar sesión: Firebase: Error (auth/invalid-credential).',
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('El correo o la contraseña no son correctos.');
    expect(router.state.location.pathname).toBe(PUBLIC_PATHS.login);
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toHaveProperty('disabled', false);
  });

  it('tells an account without the admin claim, and signs it out', async () => {
    const auth = service({ signIn: vi.fn(async () => ({ isAdmin: false })) });
    const { router, events } = renderLogin(auth);
    await fillAndSubmit(events);
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_TEXT.notAdmin);
    expect(auth.signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PUBLIC_PATHS.login);
    expect(console.log).not.toHaveBeenCalled();
  });

  it("sends the Secretaría to its console, or the console's address it came from, never to /admin", async () => {
    const secretaria = () =>
      service({ signIn: vi.fn(async () => ({ isAdmin: true, platform: 'secretaria' as const })) });
    let { router, events } = renderLogin(secretaria());
    await fillAndSubmit(events);
    await waitFor(() => expect(router.state.location.pathname).toBe(SECRETARIA_PATHS.home));
    ({ router, events } = renderLogin(secretaria(), { status: 'signed-out' }, loginPath(ADMIN_PATHS.trash)));
    await fillAndSubmit(events);
    await waitFor(() => expect(router.state.location.pathname).toBe(SECRETARIA_PATHS.home));
    ({ router, events } = renderLogin(
      secretaria(),
      { status: 'signed-out' },
      loginPath('/secretaria/comunicados'),
    ));
    await fillAndSubmit(events);
    await waitFor(() => expect(router.state.location.pathname).toBe('/secretaria/comunicados'));
  });

  it("sends a school's staff to /admin even when the console's address was asked", async () => {
    const { router, events } = renderLogin(
      service(),
      { status: 'signed-out' },
      loginPath(SECRETARIA_PATHS.home),
    );
    await fillAndSubmit(events);
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
  });

  it('sends a Secretaría account already signed in to the console', async () => {
    const { router } = renderLogin(service(), { status: 'secretaria', user, platform: 'secretaria-lectura' });
    await waitFor(() => expect(router.state.location.pathname).toBe(SECRETARIA_PATHS.home));
  });

  it('tells an account without a Secretaría role that asked for the console, and signs it out', async () => {
    const auth = service({ signIn: vi.fn(async () => ({ isAdmin: false })) });
    const { events } = renderLogin(auth, { status: 'signed-out' }, loginPath(SECRETARIA_PATHS.home));
    await fillAndSubmit(events);
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_TEXT.notSecretaria);
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('signs out a non-administrator session found on arrival', async () => {
    const auth = service();
    renderLogin(auth, { status: 'not-admin', user });
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_TEXT.notAdmin);
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('sends an administrator who is already signed in to /admin', async () => {
    const { router } = renderLogin(service(), { status: 'admin', user, role: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
  });

  it('shows the spinner while the sign-in state is unknown', () => {
    renderLogin(service(), { status: 'loading' });
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('¿Olvidó su contraseña?', () => {
  const ask = async (auth: AuthService) => {
    const { events } = renderLogin(auth);
    await events.type(screen.getByLabelText(LOGIN_TEXT.email), 'alguien@colegio.edu.co');
    await events.click(screen.getByRole('button', { name: RESET_TEXT.forgot }));
    // The address typed for signing in is carried over.
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveProperty('value', 'alguien@colegio.edu.co');
    await events.click(screen.getByRole('button', { name: RESET_TEXT.send }));
  };

  it('says the same neutral sentence for a known and an unknown address', async () => {
    const known = service();
    await ask(known);
    expect(known.sendPasswordReset).toHaveBeenCalledWith('alguien@colegio.edu.co');
    expect((await screen.findByRole('status')).textContent).toBe(RESET_TEXT.sent);
  });

  it('treats auth/user-not-found as sent', async () => {
    await ask(
      service({
        sendPasswordReset: vi.fn(async () =>
          Promise.reject(Object.assign(new Error('x'), { code: 'auth/user-not-found' })),
        ),
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(RESET_TEXT.sent);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a rate limit its own message', async () => {
    await ask(
      service({
        sendPasswordReset: vi.fn(async () =>
          Promise.reject(Object.assign(new Error('x'), { code: 'auth/too-many-requests' })),
        ),
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/demasiados enlaces/i);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('one-time password link (/login?mode=resetPassword&oobCode=…)', () => {
  const entry = `${PUBLIC_PATHS.login}?mode=resetPassword&oobCode=codigo-1`;

  it('sets the password and returns to the sign-in form with the address filled in', async () => {
    const auth = service();
    const { events, router } = renderLogin(auth, { status: 'signed-out' }, entry);
    expect(await screen.findByText('nuevo@colegio.edu.co')).toBeTruthy();
    await events.type(screen.getByLabelText(RESET_TEXT.newPassword), 'Clave-Nueva-2026');
    await events.type(screen.getByLabelText(RESET_TEXT.repeat), 'Clave-Nueva-2026');
    await events.click(screen.getByRole('button', { name: RESET_TEXT.save }));
    expect(auth.confirmReset).toHaveBeenCalledWith('codigo-1', 'Clave-Nueva-2026');
    expect((await screen.findByRole('status')).textContent).toBe(RESET_TEXT.done);
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveProperty('value', 'nuevo@colegio.edu.co');
    expect(router.state.location.search).toBe('');
  });

  it('refuses two different passwords without calling the provider, keeping what was typed', async () => {
    const auth = service();
    const { events } = renderLogin(auth, { status: 'signed-out' }, entry);
    await events.type(await screen.findByLabelText(RESET_TEXT.newPassword), 'Clave-Nueva-2026');
    await events.type(screen.getByLabelText(RESET_TEXT.repeat), 'Clave-Otra-2026');
    await events.click(screen.getByRole('button', { name: RESET_TEXT.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_TEXT.mismatch);
    expect(auth.confirmReset).not.toHaveBeenCalled();
    expect(screen.getByLabelText(RESET_TEXT.newPassword)).toHaveProperty('value', 'Clave-Nueva-2026');
  });

  it('says so when the link was used or expired', async () => {
    const expired = Object.assign(new Error('x'), { code: 'auth/invalid-action-code' });
    renderLogin(
      service({ checkResetCode: vi.fn(async () => Promise.reject(expired)) }),
      { status: 'signed-out' },
      entry,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_TEXT.badLink);
  });
});

describe("a colleague's invitation (/login?mode=invitacion&codigo=…)", () => {
  const entry = `${PUBLIC_PATHS.login}?mode=invitacion&codigo=invitacion-1`;
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('checks the code with the function, sets the password there and returns to the sign-in form', async () => {
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({
          url,
          method: init?.method ?? 'GET',
          body: init?.body ? JSON.parse(String(init.body)) : null,
        });
        return answer(200, { email: 'colega@colegio.edu.co' });
      }),
    );
    const auth = service();
    const { events, router } = renderLogin(auth, { status: 'signed-out' }, entry);
    expect(await screen.findByText('colega@colegio.edu.co')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/invitacion?codigo=invitacion-1', method: 'GET' });
    await events.type(screen.getByLabelText(RESET_TEXT.newPassword), 'Clave-Nueva-2026');
    await events.type(screen.getByLabelText(RESET_TEXT.repeat), 'Clave-Nueva-2026');
    await events.click(screen.getByRole('button', { name: RESET_TEXT.save }));
    expect((await screen.findByRole('status')).textContent).toBe(RESET_TEXT.done);
    expect(calls[1]).toMatchObject({
      url: '/api/invitacion',
      method: 'POST',
      body: { codigo: 'invitacion-1', password: 'Clave-Nueva-2026' },
    });
    // Firebase's reset is not involved.
    expect(auth.checkResetCode).not.toHaveBeenCalled();
    expect(auth.confirmReset).not.toHaveBeenCalled();
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveProperty('value', 'colega@colegio.edu.co');
    expect(router.state.location.search).toBe('');
    vi.unstubAllGlobals();
  });

  it("shows the function's reason when the invitation expired", async () => {
    const message =
      'Este enlace de invitación venció (dura 72 horas). Pida a un administrador un enlace nuevo.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: 'expired-link', message })),
    );
    renderLogin(service(), { status: 'signed-out' }, entry);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    vi.unstubAllGlobals();
  });
});
