/**
 * POST /api/admins/{uid}/link: "Generar un enlace nuevo" for an administrator that has
 * never signed in; 409 with a Spanish message once the account has signed in (its password is its
 * own); 401, 403 and 404 otherwise.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptInvitation, removeTestAdmins, testEmail } from './admins';
import { call, signIn } from './site';
import { adminToken, visitorToken } from './state';
import { claimsOf } from './tokens';

type Answer = { email: string; link: string; error: string; message: string };
let admin: string;
const PASSWORD = 'Clave-Prueba-2026';

beforeAll(async () => {
  admin = await adminToken();
});
beforeEach(removeTestAdmins);
afterAll(removeTestAdmins);

const newLink = (uid: string, token?: string) => call<Answer>('POST', `/api/admins/${uid}/link`, { token });

describe('POST /api/admins/{uid}/link', () => {
  it('gives an account that never signed in a new working link, then refuses once it has signed in', async () => {
    const email = testEmail('enlace-nuevo');
    const added = await call<{ uid: string; link: string }>('POST', '/api/admins', {
      token: admin,
      json: { email, role: 'admin' },
    });
    expect(added.status).toBe(201);

    const res = await newLink(added.body.uid, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.email).toBe(email);
    expect(res.body.link).toMatch(/\/login\?mode=invitacion&codigo=/);
    // The new link works: the password chosen with it signs in.
    await acceptInvitation(res.body.link, PASSWORD);
    await signIn(email, PASSWORD);

    const refused = await newLink(added.body.uid, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('already-signed-in');
    expect(refused.body.message).toMatch(/ya inició sesión/);
    expect(refused.body).not.toHaveProperty('link');
  });

  it('refuses the seeded administrator (signed in), and answers 401, 403 and 404', async () => {
    const seedUid = String(claimsOf(admin).user_id);
    expect((await newLink(seedUid, admin)).status).toBe(409);
    expect((await newLink(seedUid)).status).toBe(401);
    expect((await newLink(seedUid, await visitorToken())).status).toBe(403);
    const unknown = await newLink('NoExisteEsteUsuario000', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message.length).toBeGreaterThan(10);
    expect((await newLink('a.b', admin)).status).toBe(404);
  });
});
