/** Public reads: lists, single records, unknown names, cache headers (spec §7). */
import { describe, expect, it } from 'vitest';
import { call } from './site';
import { adminToken } from './state';

describe('GET /api/{collection}', () => {
  it('answers the records oldest first, the same order every time', async () => {
    const a = await call<Array<{ _id: string; createdAt: string }>>('GET', '/api/docentes');
    const b = await call<Array<{ _id: string }>>('GET', '/api/docentes');
    expect(a.status).toBe(200);
    expect(a.body.map((r) => r._id)).toEqual(b.body.map((r) => r._id));
    const stamps = a.body.map((r) => r.createdAt);
    expect([...stamps].sort()).toEqual(stamps);
  });

  it('is cacheable briefly for visitors, never for an administrator', async () => {
    const visitor = await call('GET', '/api/carousel');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=20, s-maxage=30');
    const admin = await call('GET', '/api/carousel', { token: await adminToken() });
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 with a Spanish message for an unknown collection', async () => {
    const res = await call('GET', '/api/usuarios');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not-found', message: 'La colección «usuarios» no existe.' });
  });
});

describe('GET /api/{collection}/{id}', () => {
  it('answers one record with its _id', async () => {
    const list = await call<Array<{ _id: string; title: string }>>('GET', '/api/carousel');
    const one = await call<{ _id: string; title: string }>('GET', `/api/carousel/${list.body[0]!._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(list.body[0]);
  });

  it.each(['noexiste123', 'a%2Fb', '..', '%2e%2e', 'x.y', '__x__%20'])(
    'answers 404 for id %s',
    async (id) => {
      const res = await call<{ error: string }>('GET', `/api/carousel/${id}`);
      expect(res.status).toBe(404);
    },
  );
});
