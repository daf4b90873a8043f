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
import { roleOfClaims, type Role } from '@model/public';
import { auth } from '@/lib/firebase';
import { endPreviewSession } from '@/lib/preview-session';
import type { AuthService } from './auth-service';

/**
 * The role the token carries (the `role` claim, or `admin: true` from before roles), as the API
 * reads it (docs/api.md: no role → 403). The API reads the account's current role on every
 * request; the token's may be up to an hour older, so the screens may offer a little more or
 * less than the server allows until it refreshes, never what the server lets through.
 */
async function roleOf(user: User): Promise<Role | null> {
  const { claims } = await user.getIdTokenResult();
  return roleOfClaims(claims);
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
        (role) => {
          if (seq === latest)
            listener(role ? { status: 'admin', user, role } : { status: 'not-admin', user });
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
    return { isAdmin: (await roleOf(user)) !== null };
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
