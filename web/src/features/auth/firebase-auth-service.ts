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
import { auth } from '@/lib/firebase';
import type { AuthService } from './auth-service';

/** The custom claim the API also checks (docs/api.md: no claim → 403). */
async function hasAdminClaim(user: User): Promise<boolean> {
  const { claims } = await user.getIdTokenResult();
  return claims.admin === true;
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
      hasAdminClaim(user).then(
        (isAdmin) => {
          if (seq === latest) listener({ status: isAdmin ? 'admin' : 'not-admin', user });
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
    return { isAdmin: await hasAdminClaim(user) };
  },

  signOut() {
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
