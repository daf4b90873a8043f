/**
 * Security rules: no browser talks to Firestore or Storage directly; everything goes through the
 * function (Admin SDK). Firestore rules are evaluated for real by the official emulator, for every
 * collection and three kinds of client: signed out, signed in, and signed in with the admin claim
 * (even an administrator's browser has no direct access: the function is the only door).
 *
 * Storage rules cannot be evaluated offline: no registry ships the storage rules runtime, and the
 * emulator here runs a deny-all stand-in (README, "Offline emulators"). So storage.rules is kept
 * trivially deny-all, and the Storage test below proves only the wiring: a direct client request
 * for a stored file is refused, whoever asks.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../functions/src/model';
import { adminToken, firstRecord } from './state';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-school',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: host!, port: Number(port) },
  });
});

afterAll(async () => {
  // Not clearFirestore(): the other suites share the seeded data.
  await env.cleanup();
});

const clients = () => ({
  'signed out': env.unauthenticatedContext().firestore(),
  'signed in': env.authenticatedContext('visitante', { email: 'v@example.com' }).firestore(),
  'admin claim': env
    .authenticatedContext('administrador', { admin: true, email: 'a@colegio.edu.co' })
    .firestore(),
});

describe('firestore.rules deny every direct client access', () => {
  it.each(COLLECTION_NAMES)(
    '%s: read, list, create, update and delete fail for every client',
    async (name) => {
      const existing = (await firstRecord(name))._id;
      for (const [who, db] of Object.entries(clients())) {
        const ref = doc(db, name, existing);
        await expect(assertFails(getDoc(ref)), `${who} get`).resolves.toBeDefined();
        await expect(assertFails(getDocs(collection(db, name))), `${who} list`).resolves.toBeDefined();
        await expect(
          assertFails(setDoc(doc(db, name, 'nuevo'), { title: 'x' })),
          `${who} create`,
        ).resolves.toBeDefined();
        await expect(assertFails(updateDoc(ref, { title: 'x' })), `${who} update`).resolves.toBeDefined();
        await expect(assertFails(deleteDoc(ref)), `${who} delete`).resolves.toBeDefined();
      }
    },
  );

  // Server-only documents of the trash and history: deleted records keep every value and who deleted them
  // (an e-mail), history keeps every version, and the test clock must never be moved by a client.
  it.each([
    ['_trash', 'docentes__algo'],
    ['_history', 'docentes__algo'],
    ['_history/docentes__algo/versions', 'v1'],
    ['_maintenance', 'sweep'],
    ['_test', 'clock'],
    // Atención al ciudadano: requests hold citizens' personal data; their counters,
    // mail and per-client limits are the server's alone.
    ['pqrsd', 'PQRSD-2026-000001'],
    ['_counters', 'pqrsd-2026'],
    ['_pqrsdQueue', 'algo'],
    ['_pqrsdFiled', 'algo'],
    ['_pqrsdLock', 'filer'],
    ['_outbox', 'algo'],
    ['_pqrsd_rate', 'file-algo'],
    ['_test', 'pqrsd'],
    // The preview's credentials (data/preview-sessions.ts): the server's alone.
    ['_previewSessions', 'algo'],
    // The families' subscriptions (decision 0039): addresses, push endpoints, notices, their mail
    // and the links' signing key, in each school's own data.
    ['schools/sanjose/suscriptores', 'x'],
    ['schools/sanjose/suscriptoresPush', 'x'],
    ['schools/sanjose/_avisos', 'x'],
    ['schools/sanjose/_avisos/x/enterados', 'x'],
    ['schools/sanjose/_outboxAvisos', 'x'],
    ['schools/sanjose/_config', 'suscripciones'],
  ])('%s: read, list and write fail for every client', async (path, id) => {
    for (const [who, db] of Object.entries(clients())) {
      const ref = doc(db, path, id);
      await expect(assertFails(getDoc(ref)), `${who} get`).resolves.toBeDefined();
      await expect(assertFails(getDocs(collection(db, path))), `${who} list`).resolves.toBeDefined();
      await expect(assertFails(setDoc(ref, { values: {} })), `${who} write`).resolves.toBeDefined();
      await expect(assertFails(deleteDoc(ref)), `${who} delete`).resolves.toBeDefined();
    }
  });

  it('the records are still there and unchanged (the denials were rules, not missing data)', async () => {
    const record = await firstRecord('carousel');
    expect(record.title).toBeTruthy();
  });
});

describe('firestore.rules: the administrators change log is server-only', () => {
  it('_adminlog: read, list, create, update and delete fail for every client, even with the admin claim', async () => {
    // A real entry, written as the function writes it (Admin SDK, rules do not apply).
    const entry = 'entrada-de-prueba';
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), '_adminlog', entry), {
        at: new Date().toISOString(),
        action: 'grant',
        by: { uid: 'a', email: 'a@colegio.edu.co' },
      });
    });
    for (const [who, db] of Object.entries(clients())) {
      const ref = doc(db, '_adminlog', entry);
      await expect(assertFails(getDoc(ref)), `${who} get`).resolves.toBeDefined();
      await expect(assertFails(getDocs(collection(db, '_adminlog'))), `${who} list`).resolves.toBeDefined();
      await expect(
        assertFails(setDoc(doc(db, '_adminlog', 'falsa'), { action: 'grant' })),
        `${who} create`,
      ).resolves.toBeDefined();
      await expect(assertFails(updateDoc(ref, { action: 'revoke' })), `${who} update`).resolves.toBeDefined();
      await expect(assertFails(deleteDoc(ref)), `${who} delete`).resolves.toBeDefined();
    }
    await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), '_adminlog', entry)));
  });
});

describe('storage: no direct client access (wiring only, see the header)', () => {
  it('refuses direct reads and listings of stored files, signed out or as an administrator', async () => {
    const image = (await firstRecord('carousel')).image as string;
    const base = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}/v0/b/demo-school.appspot.com/o`;
    const object = `${base}/${encodeURIComponent(`media/${image}`)}?alt=media`;
    const token = await adminToken();
    const asks: Array<Record<string, string>> = [{}, { Authorization: `Firebase ${token}` }];
    for (const headers of asks) {
      expect((await fetch(object, { headers })).status).toBe(403);
      expect((await fetch(`${base}?prefix=media%2F`, { headers })).status).toBe(403);
    }
  });
});
