/**
 * What the console's loaders and actions know of the session (sections.tsx `ConsoleSession`).
 * They run outside React, so the session comes from a function: the app passes the Firebase
 * session's first known state (as the admin area does), the component tests a fixed account.
 * `role` and `email` are the signed-in account's once the console's guard let it in (every
 * section's loader waits for the guard, secretaria-routes.tsx); `token()` waits for it itself.
 */
import type { AuthState, PlatformRoleName } from '@/features/auth/auth-service';
import type { ConsoleSession } from './sections';

const NOT_SECRETARIA = 'Su sesión terminó. Inicie sesión de nuevo con una cuenta de la Secretaría.';

export interface ConsoleSessionSource extends ConsoleSession {
  /** The sign-in state, once known (the guard waits for it). */
  state(): Promise<AuthState>;
}

export function consoleSession(state: () => Promise<AuthState>): ConsoleSessionSource {
  let known: { role: PlatformRoleName; email: string } | null = null;
  const current = () =>
    state().then((s) => {
      known = s.status === 'secretaria' ? { role: s.platform, email: s.user.email ?? '' } : null;
      return s;
    });
  return {
    state: current,
    get role() {
      // Read-only until the guard knows better: never more than the account holds.
      return known?.role ?? 'secretaria-lectura';
    },
    get email() {
      return known?.email ?? '';
    },
    token: () =>
      current().then((s) => {
        if (s.status !== 'secretaria') throw new Error(NOT_SECRETARIA);
        return s.user.getIdToken();
      }),
  };
}
