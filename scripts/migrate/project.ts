/**
 * The whole project's handles for the command line, as `npm run restore` finds them: the local
 * emulators with --emulators (or FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST set),
 * else a real project with the credentials of `npm run admin` (GOOGLE_APPLICATION_CREDENTIALS and
 * GCLOUD_PROJECT; STORAGE_BUCKET when the bucket is not `PROJECT.appspot.com`). A school's own
 * handles are scoped from these (platform/platform-app.ts, schoolDeps), as the function does.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Bucket } from '../../functions/src/files/bucket';

export interface ProjectHandles {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
  /** The Firebase project id: what a backup's manifest names as its site. */
  projectId: string;
  emulated: boolean;
}

export class MigrationRefused extends Error {}

export function projectHandles(emulators: boolean): ProjectHandles {
  if (emulators) {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  }
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const projectId = process.env.GCLOUD_PROJECT ?? (emulated ? 'demo-school' : undefined);
  if (!projectId)
    throw new MigrationRefused(
      'Indique el proyecto: GCLOUD_PROJECT=mi-proyecto (y GOOGLE_APPLICATION_CREDENTIALS), o --emulators.',
    );
  // The manifest of a backup written from here names this project, as the function's do.
  process.env.GCLOUD_PROJECT ??= projectId;
  const storageBucket = process.env.STORAGE_BUCKET ?? `${projectId}.appspot.com`;
  const app = getApps()[0] ?? initializeApp({ projectId, storageBucket });
  return {
    db: getFirestore(app),
    bucket: getStorage(app).bucket(storageBucket),
    auth: getAuth(app),
    projectId,
    emulated,
  };
}
