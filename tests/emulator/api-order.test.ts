/**
 * PUT /api/{collection}/order: every status, the order followed by GET, new records
 * last, and two administrators reordering at once. Afterwards the positions are removed, so the
 * other files see the seeded (oldest-first) order again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { ensureAdmin } from '../../scripts/seed/seeder';
import { call, formOf, signIn } from './site';
import { adminToken, storedState, visitorToken } from './state';

type Rec = { _id: string; title: string; updatedAt: string; createdAt: string };
type Problem = { error: string; message: string };

let token: string;
let tokenB: string;

const ids = async (collection: string) =>
  (await call<Rec[]>('GET', `/api/${collection}`)).body.map((r) => r._id);
const reorder = (collection: string, json: unknown, as = token) =>
  call<Rec[] & Problem>('PUT', `/api/${collection}/order`, { token: as, json });

beforeAll(async () => {
  token = await adminToken();
  await ensureAdmin(emulatorDeps().auth, 'admin-orden@colegio.edu.co', 'Orden-Admin-2026');
  tokenB = await signIn('admin-orden@colegio.edu.co', 'Orden-Admin-2026');
});

afterAll(async () => {
  const { db, auth } = emulatorDeps();
  for (const name of ['carousel', 'directivos', 'administrativos', 'docentes', 'convocatorias']) {
    const snap = await db.collection(name).get();
    await Promise.all(snap.docs.map((d) => d.ref.update({ position: FieldValue.delete() })));
  }
  await auth.deleteUser((await auth.getUserByEmail('admin-orden@colegio.edu.co')).uid);
});

describe('PUT /api/{collection}/order', () => {
  it('stores the new order, answers the list in it, and GET and every collection follow it', async () => {
    for (const name of ['carousel', 'directivos', 'administrativos', 'docentes', 'convocatorias']) {
      const before = (await call<Rec[]>('GET', `/api/${name}`)).body;
      const reversed = before.map((r) => r._id).reverse();
      const res = await reorder(name, { ids: reversed, expectedOrder: before.map((r) => r._id) });
      expect(res.status, name).toBe(200);
      expect(res.body.map((r) => r._id)).toEqual(reversed);
      expect(await ids(name)).toEqual(reversed);
      // Order is not content: updatedAt stays (no edit in progress turns into a 409), and the
      // internal position never leaves the server.
      const after = (await call<Rec[]>('GET', `/api/${name}`)).body;
      for (const record of after) {
        expect(record.updatedAt).toBe(before.find((r) => r._id === record._id)!.updatedAt);
        expect(record).not.toHaveProperty('position');
      }
      const one = await call<Rec>('GET', `/api/${name}/${reversed[0]}`);
      expect(one.body).not.toHaveProperty('position');
    }
  });

  it('works without expectedOrder when ids are exactly the stored records', async () => {
    const current = await ids('docentes');
    const rotated = [...current.slice(1), current[0]!];
    const res = await reorder('docentes', { ids: rotated });
    expect(res.status).toBe(200);
    expect(await ids('docentes')).toEqual(rotated);
  });

  it('puts a record created after a reorder last, and an edit keeps the order', async () => {
    const current = await ids('docentes');
    await reorder('docentes', { ids: [...current].reverse(), expectedOrder: current });
    const created = await call<Rec>('POST', '/api/docentes', {
      token,
      form: formOf({ title: 'Docente nuevo' }),
    });
    expect(created.status).toBe(201);
    try {
      const after = await ids('docentes');
      expect(after).toEqual([...[...current].reverse(), created.body._id]);
      const edited = await call('PUT', `/api/docentes/${after[0]}`, {
        token,
        json: { stringone: 'Docente de música' },
      });
      expect(edited.status).toBe(200);
      expect(await ids('docentes')).toEqual(after);
    } finally {
      await call('DELETE', `/api/docentes/${created.body._id}`, { token });
    }
  });

  it.each([
    ['a repeated id', (c: string[]) => ({ ids: [c[0], ...c] }), 'aparece más de una vez'],
    [
      'an unknown id',
      (c: string[]) => ({ ids: [...c, 'NoExisteEsteId0000000'] }),
      'No existe el registro «NoExisteEsteId0000000» en docentes.',
    ],
    ['a missing id', (c: string[]) => ({ ids: c.slice(1) }), `Falta el registro`],
    [
      'an id missing from the loaded list',
      (c: string[]) => ({ ids: c.slice(1), expectedOrder: c }),
      'Falta el identificador',
    ],
    [
      'an id that was not in the loaded list',
      (c: string[]) => ({ ids: [...c, 'Otro'], expectedOrder: c }),
      'no está en la lista cargada',
    ],
    ['a malformed id', (c: string[]) => ({ ids: [...c.slice(1), '../x'] }), 'identificador no válido'],
    ['ids that are not a list', () => ({ ids: 'a,b' }), 'debe ser una lista'],
    ['no ids', () => ({}), 'debe ser una lista'],
    ['a position field', (c: string[]) => ({ ids: c, position: 1 }), 'Campo desconocido'],
  ])('answers 400 for %s and changes nothing', async (_case, body, message) => {
    const current = await ids('docentes');
    const before = await storedState();
    const res = await reorder('docentes', body(current));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await storedState()).toEqual(before);
  });

  it('answers 400 for malformed JSON and 415 for a body that is not JSON', async () => {
    const before = await storedState();
    const bad = await call<Problem>('PUT', '/api/docentes/order', {
      token,
      body: '{"ids": [',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const text = await call<Problem>('PUT', '/api/docentes/order', {
      token,
      body: 'ids=a',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(await storedState()).toEqual(before);
  });

  it('refuses position in a record PUT: the order is set only through /order', async () => {
    const [first] = await ids('docentes');
    const res = await call<Problem>('PUT', `/api/docentes/${first}`, { token, json: { position: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Campo desconocido en docentes: «position».');
  });

  it('answers 409 when a record was added or deleted since the list was loaded, and writes nothing', async () => {
    const loaded = await ids('docentes');
    const created = await call<Rec>('POST', '/api/docentes', {
      token,
      form: formOf({ title: 'Agregado mientras tanto' }),
    });
    expect(created.status).toBe(201);
    let before = await storedState();
    const added = await reorder('docentes', { ids: [...loaded].reverse(), expectedOrder: loaded });
    expect(added.status).toBe(409);
    expect(added.body).toMatchObject({ error: 'conflict' });
    expect(added.body.message).toMatch(/^Otro administrador agregó, eliminó o reordenó/);
    expect(await storedState()).toEqual(before);

    const withNew = await ids('docentes');
    expect((await call('DELETE', `/api/docentes/${created.body._id}`, { token })).status).toBe(204);
    before = await storedState();
    const deleted = await reorder('docentes', { ids: [...withNew].reverse(), expectedOrder: withNew });
    expect(deleted.status).toBe(409);
    expect(await storedState()).toEqual(before);
  });

  it('of two administrators reordering the same loaded list at once, one gets 200 and the other 409, never a mix', async () => {
    for (let round = 0; round < 4; round++) {
      const loaded = await ids('docentes');
      const orderA = [...loaded].reverse();
      const orderB = [...loaded.slice(2), ...loaded.slice(0, 2)];
      const [a, b] = await Promise.all([
        reorder('docentes', { ids: orderA, expectedOrder: loaded }, token),
        reorder('docentes', { ids: orderB, expectedOrder: loaded }, tokenB),
      ]);
      expect([a.status, b.status].sort(), `round ${round}`).toEqual([200, 409]);
      const winner = a.status === 200 ? orderA : orderB;
      expect(await ids('docentes')).toEqual(winner);
    }
  });

  it('answers 401 without a token and 403 for an account without the claim, changing nothing', async () => {
    const current = await ids('docentes');
    const before = await storedState();
    const none = await call<Problem>('PUT', '/api/docentes/order', { json: { ids: [...current].reverse() } });
    expect(none.status).toBe(401);
    const visitor = await reorder('docentes', { ids: [...current].reverse() }, await visitorToken());
    expect(visitor.status).toBe(403);
    expect(await storedState()).toEqual(before);
  });

  it('answers 405 for a collection without order, 404 for an unknown one', async () => {
    const { COLLECTION_NAMES, getCollection } = await import('../../functions/src/model');
    for (const name of COLLECTION_NAMES.filter((n) => !getCollection(n).orderable)) {
      const res = await reorder(name, { ids: [] });
      expect(res.status, name).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
      expect(res.body.message).toBe(`En ${name} los registros no se pueden reordenar.`);
    }
    expect((await reorder('usuarios', { ids: [] })).status).toBe(404);
  });
});
