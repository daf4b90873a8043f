import type { Role } from '@model/public';

/**
 * What the screens need from the identity provider, as a small interface. The login page and the
 * admin area read it from context, so component tests inject a fake and never load Firebase.
 */

/** The signed-in person, as much as the screens use: every write sends `await getIdToken()`. */
export interface SessionUser {
  uid: string;
  email: string | null;
  /** A valid ID token (the SDK refreshes it when it is about to expire). */
  getIdToken(): Promise<string>;
}

export type AuthState =
  /** The provider has not told us yet (spinner). */
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** Signed in, but the token has no role: never sees admin screens. */
  | { status: 'not-admin'; user: SessionUser }
  /**
   * Signed in with a role (`admin: true` reads as `admin`): the admin area, showing
   * what the role may do (functions/src/model/roles.ts). "admin" here means the admin area.
   */
  | { status: 'admin'; user: SessionUser; role: Role }
  /**
   * On the platform's domain (no school there): signed in with a role of the Secretaría de
   * Educación, which opens its console (/secretaria, features/secretaria/) and no school's screens.
   */
  | { status: 'secretaria'; user: SessionUser; platform: PlatformRoleName };

/** The Secretaría's roles (functions/src/tenancy/school-auth.ts `PLATFORM_ROLES`). */
export type PlatformRoleName = 'secretaria' | 'secretaria-lectura';

export const isPlatformRole = (value: unknown): value is PlatformRoleName =>
  value === 'secretaria' || value === 'secretaria-lectura';

export interface AuthService {
  /** Calls back with the current state now (or as soon as known) and on every change. */
  subscribe(listener: (state: AuthState) => void): () => void;
  /**
   * Signs in and reports whether the account has a role here (any: a school's, or on the
   * platform's domain the Secretaría's, then named in `platform`). Rejects with the SDK's error.
   */
  signIn(email: string, password: string): Promise<{ isAdmin: boolean; platform?: PlatformRoleName }>;
  signOut(): Promise<void>;
  /** Sends the provider's password-reset e-mail. Rejects with the SDK's error (the screen hides which). */
  sendPasswordReset(email: string): Promise<void>;
  /** The account e-mail a one-time password link (`oobCode`) is for; rejects if used or expired. */
  checkResetCode(code: string): Promise<string>;
  /** Sets the password with a one-time code, which it uses up. */
  confirmReset(code: string, password: string): Promise<void>;
}

/**
 * The first known state of a service (the provider's answer after start-up, or the current one),
 * for code outside React: the admin routes' loaders wait for it before asking for a token.
 */
export function knownState(service: AuthService): Promise<AuthState> {
  return new Promise((resolve) => {
    let done = false;
    const stop: () => void = service.subscribe((state) => {
      if (done || state.status === 'loading') return;
      done = true;
      resolve(state);
      // subscribe() may call back before it returns its unsubscribe function: stop a tick later.
      queueMicrotask(() => stop());
    });
  });
}
