/**
 * Who may write: only a verified ID token of an account with a role (the role matrix is
 * api-roles.test.ts). A signed-in account without one is refused (anyone can create one with the
 * public key).
 */
import { describe, expect, it } from 'vitest';
import { call } from './site';
import { adminToken, firstRecord, storedState, visitorToken } from './state';
import { claimsOf, forgeToken } from './tokens';

const write = async (token?: string) => {
  const record = await firstRecord('carousel');
  return call<{ error: string; message: string }>('PUT', `/api/carousel/${record._id}`, {
    token,
    json: { title: 'Bienvenidos al año escolar 2026' },
  });
};

describe('writes need an administrator', () => {
  it('401 without a token', async () => {
    const before = await storedState();
    const res = await write();
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Debe iniciar sesión para hacer cambios.');
    expect(await storedState()).toEqual(before);
  });

  it('401 for a token that is not a token', async () => {
    expect((await write('basura')).status).toBe(401);
    expect((await write('a.b.c')).status).toBe(401);
  });

  it('401 for forged tokens: expired, other project, unknown account', async () => {
    const real = claimsOf(await adminToken());
    const now = Math.floor(Date.now() / 1000);
    const expired = forgeToken({ ...real, iat: now - 7200, exp: now - 3600 });
    const otherProject = forgeToken({
      ...real,
      aud: 'otro-proyecto',
      iss: 'https://securetoken.google.com/otro-proyecto',
    });
    const unknownAccount = forgeToken({ sub: 'no-such-uid', user_id: 'no-such-uid', admin: true });
    const before = await storedState();
    for (const token of [expired, otherProject, unknownAccount]) {
      const res = await write(token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Su sesión no es válida o ha expirado. Inicie sesión de nuevo.');
    }
    expect(await storedState()).toEqual(before);
  });

  it('403 for a signed-in account without the admin claim, on every kind of write', async () => {
    const token = await visitorToken();
    const record = await firstRecord('carousel');
    const before = await storedState();
    const attempts = await Promise.all([
      call('PUT', `/api/carousel/${record._id}`, { token, json: { title: 'x' } }),
      call('DELETE', `/api/carousel/${record._id}`, { token }),
      call('POST', '/api/carousel', { token, form: new FormData() }),
      call('POST', '/api/upload', { token, form: new FormData() }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'forbidden',
        message: 'Esta cuenta no tiene permisos en el área de administración.',
      });
    }
    expect(await storedState()).toEqual(before);
  });

  it('lets the seeded administrator write', async () => {
    const res = await write(await adminToken());
    expect(res.status).toBe(200);
  });
});
