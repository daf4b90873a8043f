/**
 * An identity linked to an account before a grant must not survive it. An
 * outsider signs up the address with a password, links a Google identity of their own to it
 * (`accounts:signInWithIdp` with the account's ID token; the Auth emulator takes a fake unsigned
 * id_token), and the account also holds a phone number and a second factor. When an administrator
 * grants the address a role, the account is left with password sign-in alone (a password nobody
 * knows), every session from before is refused, and the Google identity signs in to nothing that
 * has a role (docs/decisions/0009-adding-an-existing-account.md).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { AUTH, removeTestAdmins, testEmail } from './admins';
import { call, signIn } from './site';
import { adminToken } from './state';

const KEY = 'key=demo-key';
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});
beforeEach(removeTestAdmins);
afterAll(removeTestAdmins);

interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
}

async function identityToolkit(op: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:${op}?${KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function signUp(email: string, password: string): Promise<Session> {
  const body = await identityToolkit('signUp', { email, password, returnSecureToken: true });
  expect(body.idToken, JSON.stringify(body)).toBeTruthy();
  return {
    uid: String(body.localId),
    idToken: String(body.idToken),
    refreshToken: String(body.refreshToken),
  };
}

/**
 * Signs in with a Google identity (the emulator's fake id_token: plain JSON), or links it to the
 * account of `idToken` when one is given. Answers the session, or null when the emulator gives no
 * tokens (refused, or a confirmation needed).
 */
async function google(identity: { sub: string; email: string }, idToken?: string): Promise<Session | null> {
  const fake = JSON.stringify({ ...identity, email_verified: true });
  const body = await identityToolkit('signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(fake)}&providerId=google.com`,
    returnSecureToken: true,
    ...(idToken ? { idToken } : {}),
  });
  if (typeof body.idToken !== 'string') return null;
  return { uid: String(body.localId), idToken: body.idToken, refreshToken: String(body.refreshToken) };
}

/** A new ID token from a refresh token, or null if the emulator refuses it. */
async function refresh(refreshToken: string): Promise<string | null> {
  const res = await fetch(`${AUTH}/securetoken.googleapis.com/v1/token?${KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
  });
  const body = (await res.json()) as { id_token?: string };
  return body.id_token ?? null;
}

const overview = (token: string) => call('GET', '/api/overview', { token });

describe('POST /api/admins on an account with a linked identity, a phone and a second factor', () => {
  it('leaves password sign-in alone, and nothing from before the grant reaches the admin routes', async () => {
    const { auth } = emulatorDeps();
    const email = testEmail('vinculada');
    // The outsider's own Google identity, under an address of the test domain so cleanup finds it.
    const identity = { sub: `intruso-${Date.now()}`, email: testEmail('google-intruso') };

    const outsider = await signUp(email, 'Clave-Del-Intruso-1');
    const linked = await google(identity, outsider.idToken);
    expect(linked?.uid).toBe(outsider.uid);
    // Before the grant the Google identity signs in to the very account.
    const viaGoogle = await google(identity);
    expect(viaGoogle?.uid).toBe(outsider.uid);
    // A phone number and a second factor, as an outsider holding the account could enrol (after
    // that, the emulator asks the Google sign-in for the second factor instead of answering tokens).
    await auth.updateUser(outsider.uid, {
      phoneNumber: '+573001234567',
      multiFactor: {
        enrolledFactors: [{ uid: 'factor-1', factorId: 'phone', phoneNumber: '+573007654321' }],
      },
    });
    const before = await auth.getUser(outsider.uid);
    expect(before.providerData.map((p) => p.providerId).sort()).toEqual(['google.com', 'password', 'phone']);

    const res = await call<{ uid: string; created: boolean; link: string | null }>('POST', '/api/admins', {
      token: admin,
      json: { email, role: 'editor' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: outsider.uid, created: false, link: null });

    // The account holds the role, and password sign-in alone: no Google, no phone, no second factor.
    const after = await auth.getUser(outsider.uid);
    expect(after.customClaims).toMatchObject({ role: 'editor' });
    expect(after.providerData.map((p) => p.providerId)).toEqual(['password']);
    expect(after.phoneNumber).toBeUndefined();
    expect(after.multiFactor?.enrolledFactors ?? []).toEqual([]);

    // Every token minted before the grant is refused: the password's and the Google identity's.
    expect((await overview(outsider.idToken)).status).toBe(401);
    expect((await overview(viaGoogle!.idToken)).status).toBe(401);
    for (const old of [outsider.refreshToken, viaGoogle!.refreshToken]) {
      const refreshed = await refresh(old);
      if (refreshed) expect((await overview(refreshed)).status).toBe(401);
    }

    // The Google identity now signs in to something else (a new account without a role), or nothing.
    const again = await google(identity);
    if (again) {
      expect(again.uid).not.toBe(outsider.uid);
      expect((await overview(again.idToken)).status).toBe(403);
    }
    expect((await auth.getUser(outsider.uid)).providerData.map((p) => p.providerId)).toEqual(['password']);
  });
});

describe('npm run admin -- grant on an account with a linked identity', () => {
  it('takes the same path: the linked identity and the sessions go, the password its operator set stays', async () => {
    const { auth } = emulatorDeps();
    const email = testEmail('terminal');
    const identity = { sub: `terminal-${Date.now()}`, email: testEmail('google-terminal') };
    const owner = await signUp(email, 'Clave-Del-Operador-1');
    const viaGoogle = await google(identity, owner.idToken);
    expect(viaGoogle?.uid).toBe(owner.uid);

    const run = spawnSync(
      'npx',
      ['tsx', 'scripts/admin-claim.ts', 'grant', email, 'editor', '--school', 'sanjose'],
      {
        encoding: 'utf8',
        env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH.replace('http://', '') },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/google\.com/);

    const after = await auth.getUser(owner.uid);
    expect(after.customClaims).toMatchObject({ role: 'editor' });
    expect(after.providerData.map((p) => p.providerId)).toEqual(['password']);
    expect((await overview(viaGoogle!.idToken)).status).toBe(401);
    expect((await overview(owner.idToken)).status).toBe(401);
    const again = await google(identity);
    if (again) expect(again.uid).not.toBe(owner.uid);
    // The operator's password still signs in, now with the role.
    expect((await overview(await signIn(email, 'Clave-Del-Operador-1'))).status).toBe(200);
  });
});
