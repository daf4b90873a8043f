/**
 * /api/admins: list, add (with the one-time password link), revoke (claim removed and
 * sessions revoked at once), the refusals (self, last administrator, bad e-mail, unknown uid,
 * non-administrators, forged tokens) and the `_adminlog` entries.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import {
  adminLog,
  adminUids,
  AUTH,
  acceptInvitation,
  recordedResetEmails,
  removeTestAdmins,
  setPassword,
  testEmail,
} from './admins';
import { call, signIn, SITE } from './site';
import { adminToken, firstRecord, visitorToken } from './state';
import { claimsOf, forgeToken } from './tokens';

/** The role the token's account holds in San José, as the admin area asks it. */
const roleHere = async (token: string) =>
  (await call<{ role: string | null }>('GET', '/api/sesion', { token })).body.role;

interface Added {
  uid: string;
  email: string;
  created: boolean;
  alreadyAdmin: boolean;
  link: string | null;
}
interface Account {
  uid: string;
  email: string;
  lastSignIn: string | null;
  createdAt: string | null;
}

let admin: string;
let seedUid: string;
const PASSWORD = 'Clave-Prueba-2026';

beforeAll(async () => {
  admin = await adminToken();
  seedUid = String(claimsOf(admin).user_id);
});
// Every test starts with the one seeded administrator, and leaves it so for the other suites.
beforeEach(removeTestAdmins);
afterAll(removeTestAdmins);

const add = (email: unknown, token = admin) =>
  call<Added & { message: string }>('POST', '/api/admins', { token, json: { email, role: 'admin' } });
const revoke = (uid: string, token = admin) =>
  call<Account & { error: string; message: string }>('DELETE', `/api/admins/${uid}`, { token });

/** Adds a new administrator, sets its password through the link, and signs it in. */
async function newAdmin(name: string): Promise<{ uid: string; email: string; token: string }> {
  const email = testEmail(name);
  const res = await add(email);
  expect(res.status).toBe(201);
  await acceptInvitation(res.body.link!, PASSWORD);
  return { uid: res.body.uid, email, token: await signIn(email, PASSWORD) };
}

/** Signs up through the public REST API, as an outsider would, keeping the refresh token. */
async function signUpWithSession(email: string, password: string) {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string; refreshToken: string; localId: string };
  expect(body.idToken).toBeTruthy();
  return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
}

/** A new ID token from a refresh token, as the web SDK gets one; null when refused. */
async function refresh(refreshToken: string): Promise<string | null> {
  const res = await fetch(`${AUTH}/securetoken.googleapis.com/v1/token?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  const body = (await res.json()) as { id_token?: string };
  return res.ok && body.id_token ? body.id_token : null;
}

/** "¿Olvidó su contraseña?": the reset e-mail the login page asks for (the emulator records it). */
async function requestReset(email: string): Promise<void> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
  });
  expect(res.ok).toBe(true);
}

/** An edit of the first slide, with its current updatedAt. */
async function saveSlide(token: string) {
  const slide = await firstRecord('carousel');
  return call('PUT', `/api/carousel/${slide._id}`, {
    token,
    json: { title: slide.title, updatedAt: slide.updatedAt },
  });
}

describe('GET /api/admins', () => {
  it('lists the accounts with the claim, with their sign-in times, never cached publicly', async () => {
    const res = await call<Account[]>('GET', '/api/admins', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toHaveLength(1);
    const [seed] = res.body;
    expect(seed).toMatchObject({ uid: seedUid, email: SEED_ADMIN.email });
    expect(Date.parse(seed!.lastSignIn!)).not.toBeNaN();
    expect(Date.parse(seed!.createdAt!)).not.toBeNaN();
  });

  it('does not list an account without the claim', async () => {
    await visitorToken();
    const res = await call<Account[]>('GET', '/api/admins', { token: admin });
    expect(res.body.map((a) => a.email)).not.toContain('visitante@example.com');
  });
});

describe('POST /api/admins', () => {
  it('creates the account, grants the claim and answers a one-time link to our /login', async () => {
    const email = testEmail('nuevo');
    const res = await add(`  ${email.toUpperCase()} `);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, created: true });
    const link = new URL(res.body.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/login`);
    expect(link.searchParams.get('mode')).toBe('invitacion');
    expect(link.searchParams.get('codigo')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await adminUids()).toContain(res.body.uid);

    // The link works once: it sets the password, and the account signs in as an administrator.
    await acceptInvitation(res.body.link!, PASSWORD);
    const token = await signIn(email, PASSWORD);
    expect(await roleHere(token)).toBe('admin');
    await expect(acceptInvitation(res.body.link!, 'Otra-Clave-2026')).rejects.toThrow();
    expect((await saveSlide(token)).status).toBe(200);
  });

  // A link for an account the request did not create would let one
  // administrator set another's password and act under that person's name.
  it('a hostile second add of an existing administrator answers 200 with no link, changes nothing', async () => {
    const email = testEmail('repetido');
    const first = await add(email);
    await acceptInvitation(first.body.link!, PASSWORD);
    const resetsBefore = (await recordedResetEmails()).length;
    const logBefore = (await adminLog()).length;
    const again = await add(email);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      uid: first.body.uid,
      email,
      created: false,
      alreadyAdmin: true,
      link: null,
    });
    expect(JSON.stringify(again.body)).not.toMatch(/codigo|oobCode/);
    // No reset code was issued behind the answer either, and the owner's password still works.
    expect((await recordedResetEmails()).length).toBe(resetsBefore);
    expect(await roleHere(await signIn(email, PASSWORD))).toBe('admin');
    expect((await adminLog()).length).toBe(logBefore);
    const res = await call<Account[]>('GET', '/api/admins', { token: admin });
    expect(res.body.filter((a) => a.email === email)).toHaveLength(1);
  });

  // Anyone can sign up with the public API key under an address the school
  // will add later; adding it must not hand the account to whoever registered it.
  it('an outsider who pre-registered the address cannot write after it is added: password and sessions are gone', async () => {
    const email = testEmail('rectoria');
    const outsider = await signUpWithSession(email, 'Clave-Del-Intruso-1');
    const res = await add(email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: outsider.uid, created: false, alreadyAdmin: false, link: null });
    expect(await adminUids()).toContain(outsider.uid);

    // The old password no longer signs in.
    await expect(signIn(email, 'Clave-Del-Intruso-1')).rejects.toThrow();
    // The ID token from before is refused.
    expect([401, 403]).toContain((await saveSlide(outsider.idToken)).status);
    // The refresh token either no longer works, or yields a token the server refuses.
    const refreshed = await refresh(outsider.refreshToken);
    if (refreshed) expect((await saveSlide(refreshed)).status).toBe(401);
    // The owner of the inbox gets in through "¿Olvidó su contraseña?" (a reset e-mail), and can write.
    await requestReset(email);
    const code = (await recordedResetEmails()).filter((c) => c.email === email).at(-1)!.oobCode;
    await setPassword(code, PASSWORD);
    expect((await saveSlide(await signIn(email, PASSWORD))).status).toBe(200);
    const entry = (await adminLog()).filter((e) => (e.target as { uid: string }).uid === outsider.uid).at(-1);
    expect(entry).toMatchObject({ action: 'grant', created: false, secured: true });
  });

  it("grants an existing account a role in the school's people map, leaving its own claims as they were", async () => {
    const { emulatorDeps, emulatorRoot } = await import('../../scripts/seed/emulator-admin');
    const root = emulatorRoot();
    const email = testEmail('existente');
    const user = await root.auth.createUser({ email, password: PASSWORD });
    await root.auth.setCustomUserClaims(user.uid, { area: 'secretaría' });
    const res = await add(email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: user.uid, created: false, link: null });
    expect((await root.auth.getUser(user.uid)).customClaims).toEqual({ area: 'secretaría' });
    expect((await root.db.doc(`people/${user.uid}`).get()).get('schools')).toEqual({ sanjose: 'admin' });
    expect((await emulatorDeps().auth.getUser(user.uid)).customClaims?.role).toBe('admin');
  });

  it.each([
    ['no e-mail', undefined],
    ['empty', ''],
    ['no domain', 'alguien@'],
    ['spaces inside', 'al guien@colegio.edu.co'],
    ['a number', 42],
    ['too long', `${'a'.repeat(250)}@colegio.edu.co`],
  ])('400 for a bad e-mail (%s), nothing created', async (_name, email) => {
    const before = await adminUids();
    const res = await add(email);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/correo/i);
    expect(await adminUids()).toEqual(before);
  });

  it('400 for unknown fields', async () => {
    const res = await call<{ message: string }>('POST', '/api/admins', {
      token: admin,
      json: { email: testEmail('x'), admin: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no permitido/);
  });
});

describe('DELETE /api/admins/{uid}', () => {
  it("revokes at once: the revoked administrator's old ID token is refused on its next write", async () => {
    const other = await newAdmin('revocado');
    expect((await saveSlide(other.token)).status).toBe(200);
    const res = await revoke(other.uid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: other.uid, email: other.email });
    expect(await adminUids()).not.toContain(other.uid);
    const refused = await saveSlide(other.token);
    expect([401, 403]).toContain(refused.status);
    // Signing in again gives a token without the claim: still refused.
    expect((await saveSlide(await signIn(other.email, PASSWORD))).status).toBe(403);
    expect((await call('GET', '/api/admins', { token: other.token })).status).toBe(401);
  });

  it('refuses revoking yourself (409), and revoking the last administrator (409)', async () => {
    const other = await newAdmin('companero');
    const self = await revoke(other.uid, other.token);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('No puede revocar su propio acceso. Pídaselo a otro administrador.');
    expect(await adminUids()).toContain(other.uid);

    // Back to one administrator: the lone one cannot revoke itself, whatever the reason given.
    expect((await revoke(other.uid)).status).toBe(200);
    const last = await revoke(seedUid);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(
      'No se puede revocar al último administrador: el sitio quedaría sin nadie que pueda editarlo.',
    );
    expect(await adminUids()).toEqual([seedUid]);
  });

  // The function reads the account's current role, so the stale token buys nothing.
  it('refuses at once (403) one who lost the claim meanwhile, and the last administrator stays', async () => {
    const other = await newAdmin('ultimo');
    const { auth } = (await import('../../scripts/seed/emulator-admin')).emulatorDeps();
    // The seeded admin's claim removed out of band (a developer's script): its token still says admin.
    await auth.setCustomUserClaims(seedUid, {});
    try {
      const res = await revoke(other.uid);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/permisos/);
      expect(await adminUids()).toEqual([other.uid]);
    } finally {
      await auth.setCustomUserClaims(seedUid, { admin: true });
    }
  });

  it('404 for an unknown uid, a malformed one, and an account that is not an administrator', async () => {
    const visitorUid = String(claimsOf(await visitorToken()).user_id);
    for (const uid of ['no-existe-este-uid', visitorUid, 'a'.repeat(129), 'con.punto']) {
      const res = await revoke(uid);
      expect(res.status, uid).toBe(404);
      expect(res.body.message).toBe('No existe un administrador con ese identificador.');
    }
  });
});

describe('who may manage administrators', () => {
  it('401 without a token or with forged ones, 403 without the claim, nothing changed', async () => {
    const before = await adminUids();
    const logBefore = (await adminLog()).length;
    const real = claimsOf(admin);
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      forgeToken({ ...real, iat: now - 7200, exp: now - 3600 }),
      forgeToken({ ...real, aud: 'otro-proyecto', iss: 'https://securetoken.google.com/otro-proyecto' }),
      forgeToken({ sub: 'no-such-uid', user_id: 'no-such-uid', admin: true }),
    ];
    const visitor = await visitorToken();
    for (const token of [undefined, 'basura', ...forged]) {
      expect((await call('GET', '/api/admins', { token })).status).toBe(401);
      // Not add()/revoke(): their default token is the administrator's.
      expect(
        (await call('POST', '/api/admins', { token, json: { email: testEmail('intruso') } })).status,
      ).toBe(401);
      expect((await call('DELETE', `/api/admins/${seedUid}`, { token })).status).toBe(401);
    }
    expect((await call('GET', '/api/admins', { token: visitor })).status).toBe(403);
    expect((await add(testEmail('intruso'), visitor)).status).toBe(403);
    expect((await revoke(seedUid, visitor)).status).toBe(403);
    expect(await adminUids()).toEqual(before);
    expect((await adminLog()).length).toBe(logBefore);
  });

  it('405 for other verbs, naming the ones each path answers', async () => {
    const list = await call('PUT', '/api/admins', { token: admin, json: {} });
    expect(list.status).toBe(405);
    expect(list.headers.get('allow')).toBe('GET, POST');
    const one = await call('GET', `/api/admins/${seedUid}`, { token: admin });
    expect(one.status).toBe(405);
    expect(one.headers.get('allow')).toBe('PATCH, DELETE');
  });
});

describe('_adminlog', () => {
  it('records who granted and revoked whom, and when', async () => {
    const startedAt = new Date().toISOString();
    const other = await newAdmin('registro');
    await revoke(other.uid);
    const entries = (await adminLog()).filter((e) => String(e.at) >= startedAt);
    expect(entries).toEqual([
      {
        at: expect.any(String),
        action: 'grant',
        role: 'admin',
        created: true,
        by: { uid: seedUid, email: SEED_ADMIN.email },
        target: { uid: other.uid, email: other.email },
      },
      {
        at: expect.any(String),
        action: 'revoke',
        role: 'admin',
        by: { uid: seedUid, email: SEED_ADMIN.email },
        target: { uid: other.uid, email: other.email },
      },
    ]);
  });
});
