/**
 * Admin SDK handles for the local emulators (the env vars FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST point the SDK there).
 *
 * `emulatorDeps()` is one school's view (San José's unless named): the Firestore and Storage the
 * school's code sees, its paths under `schools/{id}/` (functions/src/tenancy/school-scope.ts).
 * `emulatorRoot()` is the whole project, for the platform's own documents and isolation checks.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { scopeAuth } from '../../functions/src/tenancy/school-auth';
import { scopeBucket, scopeFirestore } from '../../functions/src/tenancy/school-scope';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { encodedCache } from './encoded-cache';
import type { SeedDeps } from './seeder';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-school';
/** The default bucket the functions emulator gives the function for a demo project. */
export const BUCKET = process.env.STORAGE_BUCKET ?? `${PROJECT_ID}.appspot.com`;

/** The whole project's handles: the platform's documents and every school's. */
export function emulatorRoot() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
  return { db: getFirestore(app), bucket: getStorage(app).bucket(BUCKET), auth: getAuth(app) };
}

/**
 * One school's handles (San José's by default), as the function hands them to that school's code:
 * its Auth's claims are the person's role in that school (people/{uid}).
 */
export function emulatorDeps(school: string = HOME_SCHOOL): SeedDeps {
  const root = emulatorRoot();
  return {
    db: scopeFirestore(root.db, school),
    bucket: scopeBucket(root.bucket, school),
    auth: scopeAuth(root.auth, root.db, school),
    pictures: encodedCache(),
    school,
  };
}
