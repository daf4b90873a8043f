/**
 * "Último ingreso" (never the account's creation time): GET /api/admins answers
 * null for an account nobody has used, though the Auth emulator stamps its creation as a sign-in,
 * and the time of the real sign-in once the person comes in.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptInvitation, removeTestAdmins, testEmail } from './admins';
import { call, signIn } from './site';
import { adminToken } from './state';

interface Account {
  uid: string;
  email: string;
  lastSignIn: string | null;
  createdAt: string | null;
}

const PASSWORD = 'Clave-Prueba-2026';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(removeTestAdmins);
afterAll(removeTestAdmins);

async function accountOf(uid: string, token: string): Promise<Account> {
  const res = await call<Account[]>('GET', '/api/admins', { token });
  expect(res.status).toBe(200);
  return res.body.find((a) => a.uid === uid)!;
}

describe('GET /api/admins: the last sign-in', () => {
  it('is null for a new account, and the real sign-in once the person comes in', async () => {
    const admin = await adminToken();
    const email = testEmail('ingreso');
    const added = await call<{ uid: string; link: string }>('POST', '/api/admins', {
      token: admin,
      json: { email, role: 'editor' },
    });
    expect(added.status).toBe(201);

    const fresh = await accountOf(added.body.uid, admin);
    expect(fresh.createdAt).not.toBeNull();
    expect(fresh.lastSignIn).toBeNull();

    // Choosing a password is not coming in either.
    await acceptInvitation(added.body.link, PASSWORD);
    expect((await accountOf(added.body.uid, admin)).lastSignIn).toBeNull();

    // Later than the creation by more than the same moment, as a person would.
    await sleep(2_500);
    const before = Date.now();
    await signIn(email, PASSWORD);
    const after = Date.now();
    const seen = await accountOf(added.body.uid, admin);
    const at = Date.parse(seen.lastSignIn ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(after + 1_000);
    // Auth stamps whole seconds: 2.5 s later reads as 2 or 3 s later, never as the same moment.
    expect(at - Date.parse(seen.createdAt!)).toBeGreaterThanOrEqual(2_000);
  });
});
