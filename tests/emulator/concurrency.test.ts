/**
 * Two administrators on one record, many saves at once, and a burst of visitors: the transaction
 * behind PUT lets exactly one of two competing saves win (the other gets 409 and nothing of the
 * winner is lost); independent saves all land; public reads all succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { ensureAdmin } from '../../scripts/seed/seeder';
import { call, SITE, signIn } from './site';
import { adminToken, firstRecord } from './state';

let tokenA: string;
let tokenB: string;
const extraIds: string[] = [];
/** Records this file edits, as they were, to put back afterwards. */
const originals: Array<{ collection: string; id: string; data: Record<string, unknown> }> = [];

async function remember(collection: string) {
  const { db } = emulatorDeps();
  const record = await firstRecord(collection);
  const snap = await db.collection(collection).doc(record._id).get();
  originals.push({ collection, id: record._id, data: snap.data()! });
}

beforeAll(async () => {
  tokenA = await adminToken();
  await ensureAdmin(emulatorDeps().auth, 'admin2@colegio.edu.co', 'Segundo-Admin-2026');
  tokenB = await signIn('admin2@colegio.edu.co', 'Segundo-Admin-2026');
  await remember('tramiteretiros');
  await remember('protocolobioseguridad');
});

afterAll(async () => {
  const { db, auth } = emulatorDeps();
  await Promise.all(extraIds.map((id) => db.collection('docentes').doc(id).delete()));
  await Promise.all(originals.map((o) => db.collection(o.collection).doc(o.id).set(o.data)));
  await auth.deleteUser((await auth.getUserByEmail('admin2@colegio.edu.co')).uid);
});

describe('two administrators editing the same record', () => {
  it('the second save gets the 409 message; the first is kept whole', async () => {
    const loaded = await firstRecord('tramiteretiros');
    const a = await call('PUT', `/api/tramiteretiros/${loaded._id}`, {
      token: tokenA,
      json: { ...loaded, titleone: '1. Solicitud (A)' },
    });
    const b = await call<{ error: string; message: string }>('PUT', `/api/tramiteretiros/${loaded._id}`, {
      token: tokenB,
      json: { ...loaded, titleone: '1. Solicitud (B)', stringone: richTextFrom('Texto de B') },
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(409);
    expect(b.body.message).toMatch(/^Otro administrador modificó este registro/);
    const stored = (await call<Record<string, string>>('GET', `/api/tramiteretiros/${loaded._id}`)).body;
    expect(stored.titleone).toBe('1. Solicitud (A)');
    expect(stored.stringone).toEqual(loaded.stringone);
  });

  it('of two saves sent at the same instant from the same version, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const loaded = await firstRecord('protocolobioseguridad');
      const [a, b] = await Promise.all([
        call('PUT', `/api/protocolobioseguridad/${loaded._id}`, {
          token: tokenA,
          json: { titleone: `A${round}`, updatedAt: loaded.updatedAt },
        }),
        call('PUT', `/api/protocolobioseguridad/${loaded._id}`, {
          token: tokenB,
          json: { titleone: `B${round}`, updatedAt: loaded.updatedAt },
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? `A${round}` : `B${round}`;
      expect((await firstRecord('protocolobioseguridad')).titleone).toBe(winner);
    }
  });
});

describe('load', () => {
  it('50 parallel saves of different records all land', async () => {
    const { db } = emulatorDeps();
    const stamp = new Date().toISOString();
    for (let i = 0; i < 50; i++) {
      const ref = await db.collection('docentes').add({
        title: `Docente ${i}`,
        titleone: 'Prueba',
        stringone: '',
        stringtwo: '',
        stringthree: '',
        stringfour: '',
        stringfive: '',
        image: '',
        createdAt: stamp,
        updatedAt: stamp,
      });
      extraIds.push(ref.id);
    }
    const results = await Promise.all(
      extraIds.map((id, i) =>
        call('PUT', `/api/docentes/${id}`, {
          token: i % 2 ? tokenA : tokenB,
          json: { stringone: `Cargo ${i}`, updatedAt: stamp },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const stored = await Promise.all(extraIds.map((id) => db.collection('docentes').doc(id).get()));
    expect(stored.map((d) => d.get('stringone'))).toEqual(extraIds.map((_, i) => `Cargo ${i}`));
  }, 240_000);

  it('a burst of 500 public reads all succeed', async () => {
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        fetch(`${SITE}/api/${i % 2 ? 'docentes' : 'carousel'}`).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
    const ok = statuses.filter((s) => s === 200).length;
    console.log(`burst: ${ok}/500 public reads answered 200 in ${Date.now() - started} ms`);
    expect(ok).toBe(500);
  });
});
