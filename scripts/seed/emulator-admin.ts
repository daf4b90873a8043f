/**
 * Admin SDK handles for the local emulators (the env vars FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST point the SDK there).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { encodedCache } from './encoded-cache';
import type { SeedDeps } from './seeder';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-school';
/** The default bucket the functions emulator gives the function for a demo project. */
export const BUCKET = process.env.STORAGE_BUCKET ?? `${PROJECT_ID}.appspot.com`;

export function emulatorDeps(): SeedDeps {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
  return {
    db: getFirestore(app),
    bucket: getStorage(app).bucket(BUCKET),
    auth: getAuth(app),
    pictures: encodedCache(),
  };
}
