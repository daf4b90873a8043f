/**
 * Version history: every update and delete keeps the version it replaces, with when
 * and who; GET /api/{collection}/{id}/history for administrators only; who saved last on every
 * record, hidden from public reads; and the idempotent retry behind the honest 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { ensureAdmin, SEED_ADMIN } from '../../scripts/seed/seeder';
import { ANNEX_SUBITEMS } from '../../functions/src/model';
import { KEEP_VERSIONS } from '../../functions/src/data/history';
import { call, signIn } from './site';
import { adminToken, firstRecord, visitorToken } from './state';

type Rec = {
  _id: string;
  title: string;
  link: string;
  updatedAt: string;
  createdAt: string;
  updatedBy?: { uid: string; email: string };
};
type Version = {
  id: string;
  at: string;
  uid: string;
  email: string;
  op: 'update' | 'delete';
  values: Rec & { position?: number };
};
type Problem = { error: string; message: string };

const OTHER = { email: 'admin-historial@colegio.edu.co', password: 'Historial-Admin-2026' };
let token: string;
let otherToken: string;
let adminUid: string;
const created: string[] = [];

async function newEntry(title: string): Promise<Rec> {
  const res = await call<Rec>('POST', '/api/transparencia', {
    token,
    json: { subitem: ANNEX_SUBITEMS[0]!.number, title, link: 'https://www.colombiacompra.gov.co/' },
  });
  expect(res.status).toBe(201);
  created.push(res.body._id);
  return res.body;
}
const history = (id: string, as = token, collection = 'transparencia') =>
  call<Version[] & Problem>('GET', `/api/${collection}/${id}/history`, { token: as });
const put = (id: string, json: Record<string, unknown>, as = token) =>
  call<Rec & Problem>('PUT', `/api/transparencia/${id}`, { token: as, json });

beforeAll(async () => {
  token = await adminToken();
  const { auth } = emulatorDeps();
  adminUid = (await auth.getUserByEmail(SEED_ADMIN.email)).uid;
  await ensureAdmin(auth, OTHER.email, OTHER.password);
  otherToken = await signIn(OTHER.email, OTHER.password);
});

afterAll(async () => {
  for (const id of created) await call('DELETE', `/api/transparencia/${id}`, { token });
  const { auth } = emulatorDeps();
  await auth.deleteUser((await auth.getUserByEmail(OTHER.email)).uid);
});

describe('versions on update and delete', () => {
  it('keeps each replaced version, newest first, with its time, author and values', async () => {
    const first = await newEntry('Versión uno');
    expect(first.updatedBy).toEqual({ uid: adminUid, email: SEED_ADMIN.email });
    expect((await history(first._id)).body).toEqual([]);

    const second = await put(first._id, { title: 'Versión dos', updatedAt: first.updatedAt });
    expect(second.status).toBe(200);
    const third = await put(
      second.body._id,
      { title: 'Versión tres', updatedAt: second.body.updatedAt },
      otherToken,
    );
    expect(third.status).toBe(200);
    expect(third.body.updatedBy?.email).toBe(OTHER.email);

    const res = await history(first._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.map((v) => v.values.title)).toEqual(['Versión dos', 'Versión uno']);
    const [newest, oldest] = res.body;
    // Each version says who replaced it, and when: the time of the write that replaced it.
    expect(newest).toMatchObject({ op: 'update', email: OTHER.email, at: third.body.updatedAt });
    expect(oldest).toMatchObject({
      op: 'update',
      uid: adminUid,
      email: SEED_ADMIN.email,
      at: second.body.updatedAt,
    });
    // Values as the API shows records: the whole stored record, without the internal position.
    expect(oldest!.values).toMatchObject({
      _id: first._id,
      title: 'Versión uno',
      link: first.link,
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
    });
    expect(oldest!.values).not.toHaveProperty('position');
  });

  it('a reorder is not a content change: no version', async () => {
    const entry = await newEntry('Sin versión por orden');
    const ids = (await call<Rec[]>('GET', '/api/transparencia', { token })).body.map((r) => r._id);
    const reordered = [entry._id, ...ids.filter((id) => id !== entry._id)];
    expect(
      (await call('PUT', '/api/transparencia/order', { token, json: { ids: reordered, expectedOrder: ids } }))
        .status,
    ).toBe(200);
    expect((await history(entry._id)).body).toEqual([]);
    // Put the seeded order back for the other files.
    expect(
      (await call('PUT', '/api/transparencia/order', { token, json: { ids, expectedOrder: reordered } }))
        .status,
    ).toBe(200);
  });

  it('a delete keeps the record as the newest version, and its history stays readable', async () => {
    const entry = await newEntry('Para eliminar');
    expect((await call('DELETE', `/api/transparencia/${entry._id}`, { token })).status).toBe(204);
    const res = await history(entry._id);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ op: 'delete', uid: adminUid, email: SEED_ADMIN.email });
    expect(res.body[0]!.values).toMatchObject({ title: 'Para eliminar', updatedAt: entry.updatedAt });
  });

  it(`keeps the newest ${KEEP_VERSIONS} versions: after ${KEEP_VERSIONS + 1} edits, ${KEEP_VERSIONS} are answered`, async () => {
    let record = await newEntry('Edición 0');
    for (let i = 1; i <= KEEP_VERSIONS + 1; i++) {
      const res = await put(record._id, { title: `Edición ${i}`, updatedAt: record.updatedAt });
      expect(res.status).toBe(200);
      record = res.body;
    }
    const res = await history(record._id);
    expect(res.body).toHaveLength(KEEP_VERSIONS);
    expect(res.body[0]!.values.title).toBe(`Edición ${KEEP_VERSIONS}`);
    expect(res.body.at(-1)!.values.title).toBe('Edición 1');
  }, 180_000);
});

describe('who saved last', () => {
  it("is on administrators' reads and never on public ones", async () => {
    const entry = await newEntry('Autor privado');
    const admin = await call<Rec>('GET', `/api/transparencia/${entry._id}`, { token });
    expect(admin.body.updatedBy).toEqual({ uid: adminUid, email: SEED_ADMIN.email });
    const adminList = await call<Rec[]>('GET', '/api/transparencia', { token });
    expect(adminList.body.find((r) => r._id === entry._id)!.updatedBy?.email).toBe(SEED_ADMIN.email);

    const visitor = await visitorToken();
    for (const as of [undefined, visitor, 'no-es-un-token']) {
      const one = await call<Rec>('GET', `/api/transparencia/${entry._id}`, { token: as });
      expect(one.status).toBe(200);
      expect(one.body).not.toHaveProperty('updatedBy');
      const list = await call<Rec[]>('GET', '/api/transparencia', { token: as });
      expect(JSON.stringify(list.body)).not.toContain(SEED_ADMIN.email);
    }
  });

  it('a record sent back whole, updatedBy included, still saves', async () => {
    const entry = await newEntry('Ida y vuelta');
    const res = await put(entry._id, { ...entry, title: 'Ida y vuelta 2' });
    expect(res.status).toBe(200);
  });
});

describe('GET /api/{collection}/{id}/history refusals', () => {
  it('401 without or with a bad token, 403 for a non-administrator, 404 for ids not of this collection', async () => {
    const entry = await newEntry('Historial protegido');
    expect((await call('GET', `/api/transparencia/${entry._id}/history`)).status).toBe(401);
    expect((await history(entry._id, 'no-es-un-token')).status).toBe(401);
    expect((await history(entry._id, await visitorToken())).status).toBe(403);
    const unknown = await history('NoExisteEsteId0000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No existe el registro/);
    const slide = await firstRecord('carousel');
    expect((await history(slide._id)).status).toBe(404);
    expect((await history(entry._id, token, 'carousel')).status).toBe(404);
    expect((await history(entry._id, token, 'noexiste')).status).toBe(404);
  });
});

describe('the retry after an unknown outcome', () => {
  it('a PUT repeated with the same stale version and the same values is a success, not a 409', async () => {
    const entry = await newEntry('Reintento');
    const body = { title: 'Reintento guardado', updatedAt: entry.updatedAt };
    const first = await put(entry._id, body);
    expect(first.status).toBe(200);
    // The form did not hear the first answer and sends the very same request again.
    const retry = await put(entry._id, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // Nothing was written twice.
    expect((await history(entry._id)).body).toHaveLength(1);
  });

  it('with different values, or by another administrator, or after a later save, it is still a 409', async () => {
    const entry = await newEntry('Reintento distinto');
    const body = { title: 'Primera', updatedAt: entry.updatedAt };
    expect((await put(entry._id, body)).status).toBe(200);
    const different = await put(entry._id, { ...body, title: 'Otra cosa' });
    expect(different.status).toBe(409);
    expect(different.body.error).toBe('conflict');
    expect((await put(entry._id, body, otherToken)).status).toBe(409);
    const stored = (await call<Rec>('GET', `/api/transparencia/${entry._id}`, { token })).body;
    expect((await put(entry._id, { title: 'Segunda', updatedAt: stored.updatedAt })).status).toBe(200);
    // "Primera" replaced the loaded version, but it is no longer what is stored.
    expect((await put(entry._id, body)).status).toBe(409);
    expect((await call<Rec>('GET', `/api/transparencia/${entry._id}`)).body.title).toBe('Segunda');
  });
});
