/**
 * What the admin routes' loaders and actions know of the session. They run outside React, so the
 * session comes from a function, not from context: the app passes the Firebase session
 * (features/auth/session.ts, in the admin and login chunks only), the component tests a fixed
 * administrator.
 */
import type { AuthState } from '@/features/auth/auth-service';

/** Thrown when a read or write runs without an administrator; the guard redirects to /login anyway. */
const NOT_ADMIN = 'Su sesión terminó. Inicie sesión de nuevo para continuar.';

export interface AdminSession {
  /** The sign-in state, once known (the guard waits for it). */
  state(): Promise<AuthState>;
  /** A fresh ID token of the signed-in administrator; rejects for anyone else. */
  token(): Promise<string>;
}

export function adminSession(state: () => Promise<AuthState>): AdminSession {
  return {
    state,
    token: () =>
      state().then((known) => {
        if (known.status !== 'admin') throw new Error(NOT_ADMIN);
        return known.user.getIdToken();
      }),
  };
}

/**
 * A read a loader starts without waiting for it (the screen shows it through `Deferred`). The
 * screen shows a failure when it renders it; one it never renders (the administrator left) must
 * not surface as an unhandled rejection.
 */
export function deferredRead<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
