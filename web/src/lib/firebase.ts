/**
 * Firebase app and Auth, created once. Only the login page and the admin area import this file
 * (both lazy chunks), so visitors of the public pages never download the Firebase SDK.
 *
 * initializeAuth with explicit persistence instead of getAuth: getAuth also bundles the popup and
 * redirect resolvers, which email + password sign-in never uses, and they would roughly double
 * the chunk.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { authEmulatorUrl } from './auth-emulator-url';

function createApp(): FirebaseApp {
  // A hot reload in `npm run dev` re-runs this module; reuse the app instead of throwing.
  if (getApps().length > 0) return getApp();
  return initializeApp({
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  });
}

function createAuth(app: FirebaseApp): Auth {
  // Same hot-reload case: a second initializeAuth on one app throws 'already-initialized', so the
  // dev server keeps the instance across reloads of this module (import.meta.hot is dev-only).
  const kept = import.meta.hot?.data.auth as Auth | undefined;
  if (kept) return kept;
  const auth = initializeAuth(app, {
    // IndexedDB first (shared between tabs), then localStorage, then the tab's session storage.
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  const emulatorUrl = import.meta.env.VITE_AUTH_EMULATOR_URL;
  // Set only by `vite build --mode emulator` (web/.env.emulator): sign-in goes to the local emulator.
  if (emulatorUrl) {
    const url = authEmulatorUrl(emulatorUrl, import.meta.env.VITE_EMULATOR_SITE_PORT, window.location);
    connectAuthEmulator(auth, url, { disableWarnings: true });
  }
  if (import.meta.hot) import.meta.hot.data.auth = auth;
  return auth;
}

export const firebaseApp = createApp();
export const auth = createAuth(firebaseApp);
