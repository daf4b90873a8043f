import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

const admin = initializeApp();

/** The one function: /api/** (content and uploads) and /media/** (stored files). */
export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 60, maxInstances: 10 },
  createApp({
    db: getFirestore(admin),
    bucket: getStorage(admin).bucket(),
    auth: getAuth(admin),
  }),
);
