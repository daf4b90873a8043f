/**
 * One person, roles in several schools (tenancy/school-auth.ts): each school's API judges the
 * role held in that school; staff of another school get the 404 an unknown school gets; a
 * school's administrator manages only that school's staff, and taking a role away there leaves
 * the person's sessions and roles elsewhere alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { call, signIn } from './site';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const OTHER = 'lasacacias';
const PASSWORD = 'Clave-de-prueba-2026';
const root = emulatorRoot();
const home = emulatorDeps();
const other = emulatorDeps(OTHER);
const created: string[] = [];

/** A new account with `roles` per school ({} for none). */
async function person(name: string, roles: { home?: string; other?: string }) {
  const email = `${name}-${Date.now().toString(36)}@prueba-personas.edu.co`;
  const { uid } = await root.auth.createUser({ email, password: PASSWORD });
  created.push(uid);
  if (roles.home) await home.auth.setCustomUserClaims(uid, { role: roles.home });
  if (roles.other) await other.auth.setCustomUserClaims(uid, { role: roles.other });
  return { uid, email, token: await signIn(email, PASSWORD) };
}

/** A call to the other school, at its address on the platform's host. */
async function callOther<T = unknown>(method: string, path: string, token: string, json?: unknown) {
  const res = await fetch(`${PLATFORM}/${OTHER}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, text };
}

beforeAll(async () => {
  // The other school's table entry is the platform seed's (global setup); its content is not needed.
  expect((await root.db.doc(`schools/${OTHER}`).get()).exists).toBe(true);
});

afterAll(async () => {
  await Promise.all(created.map((uid) => root.auth.deleteUser(uid).catch(() => undefined)));
  await Promise.all(created.map((uid) => root.db.doc(`people/${uid}`).delete()));
});

describe('roles per school', () => {
  it('answers each school with the role held there, and staff of another school with a 404', async () => {
    const ana = await person('ana', { home: 'editor', other: 'admin' });
    expect((await call('GET', '/api/sesion', { token: ana.token })).body).toMatchObject({ role: 'editor' });
    expect((await callOther('GET', '/api/sesion', ana.token)).body).toMatchObject({ role: 'admin' });
    const beto = await person('beto', { home: 'admin' });
    // Nobody there: the session says so, and every staff route answers the 404 an unknown school gets.
    expect((await callOther('GET', '/api/sesion', beto.token)).body).toEqual({ role: null });
    const refused = await callOther('POST', '/api/noticias', beto.token, { title: 'Intruso' });
    expect(refused.status).toBe(404);
    expect(refused.text).not.toMatch(/acacias/i);
    expect((await callOther('GET', '/api/admins', beto.token)).status).toBe(404);
    // An account with no role anywhere is refused as before: 403, it is nobody's staff.
    const nadie = await person('nadie', {});
    expect((await call('GET', '/api/sesion', { token: nadie.token })).body).toEqual({ role: null });
    expect((await call('GET', '/api/admins', { token: nadie.token })).status).toBe(403);
  });

  it("lets a school's administrator see and manage only that school's staff", async () => {
    const admin = await person('admin-otro', { other: 'admin' });
    const both = await person('ambos', { home: 'editor', other: 'editor' });
    const list = await callOther<Array<{ uid: string }>>('GET', '/api/admins', admin.token);
    expect(list.status).toBe(200);
    const uids = list.body.map((a) => a.uid);
    expect(uids).toContain(both.uid);
    expect(uids).toContain(admin.uid);
    const seedAdmin = await home.auth.getUserByEmail('admin@colegio.edu.co');
    expect(uids).not.toContain(seedAdmin.uid);
    // San José's administrator, unknown there: a 404, and nothing changes.
    expect((await callOther('DELETE', `/api/admins/${seedAdmin.uid}`, admin.token)).status).toBe(404);
    expect((await home.auth.getUser(seedAdmin.uid)).customClaims?.role).toBe('admin');
    // Taking the role away in the other school keeps the one at home, and the session.
    expect((await callOther('DELETE', `/api/admins/${both.uid}`, admin.token)).status).toBe(200);
    expect((await other.auth.getUser(both.uid)).customClaims?.role).toBeUndefined();
    expect((await call('GET', '/api/sesion', { token: both.token })).body).toMatchObject({ role: 'editor' });
  });

  it("secures an account that is another school's staff when it is added, keeping its roles there", async () => {
    // Another school's administrator may have created it and chosen its password through an
    // invitation link: here it is as unknown as anybody's sign-up.
    const admin = await person('admin-otro2', { other: 'admin' });
    const known = await person('conocida', { home: 'editor' });
    const added = await callOther('POST', '/api/admins', admin.token, { email: known.email, role: 'editor' });
    expect(added.status).toBe(200);
    await expect(signIn(known.email, PASSWORD)).rejects.toThrow();
    expect((await call('GET', '/api/overview', { token: known.token })).status).toBe(401);
    expect((await other.auth.getUser(known.uid)).customClaims?.role).toBe('editor');
    expect((await home.auth.getUser(known.uid)).customClaims?.role).toBe('editor');
  });
});
