/** AuthService on the Firebase Auth SDK (the only file of the feature that imports it). */
import {
  confirmPasswordReset,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth';
import { isRole, type Role } from '@model/public';
import { ApiError, apiRequest } from '@/lib/api-client';
import { auth } from '@/lib/firebase';
import { endPreviewSession } from '@/lib/preview-session';
import { isPlatformRole, type AuthService, type PlatformRoleName } from './auth-service';

/** Who the person is here: a school role, or (on the platform's domain) a Secretaría role. */
type Held = { kind: 'school'; role: Role } | { kind: 'platform'; platform: PlatformRoleName };

/**
 * The role the person holds in this school, as the API reads it on every request
 * (GET /api/sesion; roles are the school's, not claims of the token). On the platform's domain
 * the platform answers the same question with its Secretaría role (`platform`, functions/src/
 * platform/platform-session.ts). No role here is null; a
 * failure is thrown (treated as signed out). Kept per ID token, as a claim was: the screens show
 * what the role was when the token was issued (up to an hour), so a form open while its author is
 * demoted stays on screen and its save gets the server's 403 with the typed values kept; a new
 * token (hourly, or at sign-in) asks again.
 */
const roles = new Map<string, Promise<Held | null>>();

async function roleOf(user: User): Promise<Held | null> {
  const { token, issuedAtTime } = await user.getIdTokenResult();
  const key = `${user.uid}:${issuedAtTime}`;
  let role = roles.get(key);
  if (!role) {
    role = apiRequest<{ role: unknown; platform?: unknown }>('/api/sesion', { token }).then(
      ({ role: held, platform }): Held | null =>
        isRole(held)
          ? { kind: 'school', role: held }
          : isPlatformRole(platform)
            ? { kind: 'platform', platform }
            : null,
    );
    // A failed question is asked again next time.
    role.catch(() => roles.delete(key));
    roles.clear();
    roles.set(key, role);
  }
  try {
    return await role;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 403 || err.status === 404 || err.status === 401))
      return null;
    throw err;
  }
}

export const firebaseAuthService: AuthService = {
  subscribe(listener) {
    // Claims are read asynchronously; a newer auth event must win over a slower older one.
    let latest = 0;
    return onAuthStateChanged(auth, (user) => {
      const seq = ++latest;
      if (!user) {
        listener({ status: 'signed-out' });
        return;
      }
      roleOf(user).then(
        (held) => {
          if (seq !== latest) return;
          if (held?.kind === 'school') listener({ status: 'admin', user, role: held.role });
          else if (held) listener({ status: 'secretaria', user, platform: held.platform });
          else listener({ status: 'not-admin', user });
        },
        (err: unknown) => {
          // No token (revoked account, offline at start-up): treat as signed out, never as admin.
          console.error(err);
          if (seq === latest) listener({ status: 'signed-out' });
        },
      );
    });
  },

  async signIn(email, password) {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    const held = await roleOf(user);
    return { isAdmin: held !== null, ...(held?.kind === 'platform' ? { platform: held.platform } : {}) };
  },

  async signOut() {
    // The preview's credential first, while this browser still holds it (lib/preview-session.ts).
    await endPreviewSession();
    return firebaseSignOut(auth);
  },

  sendPasswordReset(email) {
    // The e-mail's link comes back to our /login (which completes `mode=resetPassword` links).
    return sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/login` });
  },

  checkResetCode(code) {
    return verifyPasswordResetCode(auth, code);
  },

  confirmReset(code, password) {
    return confirmPasswordReset(auth, code, password);
  },
};
