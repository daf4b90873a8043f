/**
 * The trash and the maintenance run: DELETE moves a record to the Papelera, GET
 * /api/trash lists it, restore puts it back in its place (under a new id if its own was taken);
 * the hourly run purges entries after 30 days and sweeps files nobody references, a grace period
 * after they stopped being referenced. Time is moved with the emulator-only test clock
 * (`_test/clock`); a run is started the way the emulator starts it, by an administrator's write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import * as fx from './fixtures';
import { call, formOf } from './site';
import { adminToken, storedState, visitorToken } from './state';
import { forgeToken } from './tokens';

type Rec = { _id: string; title: string; image?: string; createdAt: string; updatedAt: string };
type Entry = {
  collection: string;
  recordId: string;
  title: string;
  deletedAt: string;
  uid: string;
  email: string;
  purgeAfter: string;
};
type Problem = { error: string; message: string };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let token: string;

const ids = async (collection: string) =>
  (await call<Rec[]>('GET', `/api/${collection}`)).body.map((r) => r._id);
const trash = async () => (await call<Entry[]>('GET', '/api/trash', { token })).body;
const exists = async (name: string) => (await emulatorDeps().bucket.file(`media/${name}`).exists())[0];

async function uploadPhoto(): Promise<string> {
  const res = await call<{ files: { image: string } }>('POST', '/api/upload', {
    token,
    form: formOf({ collection: 'docentes' }, { image: [await fx.jpeg(1040, 1040), 'foto.jpg'] }),
  });
  expect(res.status).toBe(200);
  return res.body.files.image;
}

async function createDocente(title: string, image?: string): Promise<Rec> {
  const res = await call<Rec>('POST', '/api/docentes', {
    token,
    json: { title, ...(image ? { image } : {}) },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/**
 * Moves the server's clock to `offsetMs` from now and lets one maintenance run happen, started
 * by an administrator's write (as in the emulator; production's schedule calls the same code).
 */
async function runAt(offsetMs: number, touch: Rec): Promise<Record<string, unknown>> {
  const { db } = emulatorDeps();
  await db.doc('_test/clock').set({ offsetMs });
  const before = Number((await db.doc('_maintenance/sweep').get()).get('runs') ?? 0);
  // A write whose answer lands while an earlier check is still under way starts nothing (one
  // check at a time per instance): write again until a run has happened.
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await call('PUT', `/api/docentes/${touch._id}`, { token, json: { title: touch.title } });
    expect(res.status).toBe(200);
    for (let i = 0; i < 40; i++) {
      const snap = await db.doc('_maintenance/sweep').get();
      if (Number(snap.get('runs') ?? 0) > before) return snap.get('lastRun') as Record<string, unknown>;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('no maintenance run happened after five writes');
}

beforeAll(async () => {
  token = await adminToken();
});

afterAll(async () => {
  await emulatorDeps().db.doc('_test/clock').delete();
});

describe('DELETE moves a record to the Papelera, and restore puts it back', () => {
  it('is gone from the list at once, listed in the trash with who and when, and restored in its place', async () => {
    const order = await ids('docentes');
    const victim = order[1]!;
    const stored = (await call<Rec>('GET', `/api/docentes/${victim}`)).body;
    expect((await call('DELETE', `/api/docentes/${victim}`, { token })).status).toBe(204);
    expect(await ids('docentes')).toEqual(order.filter((id) => id !== victim));
    expect((await call('GET', `/api/docentes/${victim}`)).status).toBe(404);

    const entries = await trash();
    expect(entries[0]).toMatchObject({
      collection: 'docentes',
      recordId: victim,
      title: stored.title,
      email: 'admin@colegio.edu.co',
    });
    expect(Date.parse(entries[0]!.purgeAfter) - Date.parse(entries[0]!.deletedAt)).toBe(30 * DAY);
    expect(entries[0]).not.toHaveProperty('values');

    const restored = await call<Rec>('POST', `/api/trash/docentes/${victim}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(stored);
    expect(await ids('docentes')).toEqual(order);
    expect((await trash()).some((e) => e.recordId === victim)).toBe(false);
    // A second restore of the same entry: it is no longer in the trash.
    expect((await call('POST', `/api/trash/docentes/${victim}/restore`, { token })).status).toBe(404);
  });

  it('returns a reordered record to its position', async () => {
    const order = await ids('docentes');
    const reversed = [...order].reverse();
    expect(
      (await call('PUT', '/api/docentes/order', { token, json: { ids: reversed, expectedOrder: order } }))
        .status,
    ).toBe(200);
    try {
      const victim = reversed[0]!;
      expect((await call('DELETE', `/api/docentes/${victim}`, { token })).status).toBe(204);
      expect((await call('POST', `/api/trash/docentes/${victim}/restore`, { token })).status).toBe(200);
      expect(await ids('docentes')).toEqual(reversed);
    } finally {
      const { db } = emulatorDeps();
      const { FieldValue } = await import('firebase-admin/firestore');
      const snap = await db.collection('docentes').get();
      await Promise.all(snap.docs.map((d) => d.ref.update({ position: FieldValue.delete() })));
    }
  });

  it('restores under a new id when the original id was taken meanwhile, never overwriting', async () => {
    const created = await createDocente('Docente que vuelve');
    expect((await call('DELETE', `/api/docentes/${created._id}`, { token })).status).toBe(204);
    const { db } = emulatorDeps();
    // Something re-created a record under that id meanwhile (the seed re-creates fixed ids).
    await db
      .collection('docentes')
      .doc(created._id)
      .set({ title: 'Ocupante', createdAt: created.createdAt, updatedAt: created.updatedAt });
    const restored = await call<Rec>('POST', `/api/trash/docentes/${created._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body._id).not.toBe(created._id);
    expect(restored.body.title).toBe('Docente que vuelve');
    expect((await call<Rec>('GET', `/api/docentes/${created._id}`)).body.title).toBe('Ocupante');
    expect((await call<Rec>('GET', `/api/docentes/${restored.body._id}`)).body.title).toBe(
      'Docente que vuelve',
    );
    await call('DELETE', `/api/docentes/${created._id}`, { token });
    await call('DELETE', `/api/docentes/${restored.body._id}`, { token });
  });

  it('answers 401, 403 and 404 and changes nothing', async () => {
    const created = await createDocente('Docente en la papelera');
    await call('DELETE', `/api/docentes/${created._id}`, { token });
    const visitor = await visitorToken();
    const before = await storedState();
    const cases: Array<[string, string, string | undefined, number]> = [
      ['GET', '/api/trash', undefined, 401],
      ['GET', '/api/trash', visitor, 403],
      ['GET', '/api/trash', forgeToken({ admin: true }), 401],
      ['POST', `/api/trash/docentes/${created._id}/restore`, undefined, 401],
      ['POST', `/api/trash/docentes/${created._id}/restore`, visitor, 403],
      ['POST', `/api/trash/directivos/${created._id}/restore`, token, 404],
      ['POST', `/api/trash/noexiste/${created._id}/restore`, token, 404],
      ['POST', '/api/trash/docentes/NoExisteEsteId0000000/restore', token, 404],
      ['POST', '/api/trash/docentes/a.b/restore', token, 404],
      ['DELETE', `/api/trash/docentes/${created._id}`, undefined, 401],
      ['DELETE', `/api/trash/docentes/${created._id}`, visitor, 403],
      ['DELETE', `/api/trash/directivos/${created._id}`, token, 404],
      ['DELETE', '/api/trash/docentes/NoExisteEsteId0000000', token, 404],
    ];
    for (const [method, path, as, status] of cases) {
      const res = await call<Problem>(method, path, { token: as });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.body.message?.length, `${method} ${path}`).toBeGreaterThan(10);
    }
    expect(await storedState()).toEqual(before);
    expect((await trash()).some((e) => e.recordId === created._id)).toBe(true);
  });
});

describe('"Eliminar definitivamente": DELETE /api/trash/{collection}/{id}', () => {
  it("removes the entry, the record's history and its photo with every variant, at once", async () => {
    const photo = await uploadPhoto();
    const created = await createDocente('Docente que pide retirar su foto', photo);
    // A second version in its history, which names the same photo.
    expect(
      (await call('PUT', `/api/docentes/${created._id}`, { token, json: { title: 'Docente (editado)' } }))
        .status,
    ).toBe(200);
    expect((await call('DELETE', `/api/docentes/${created._id}`, { token })).status).toBe(204);
    const { db, bucket } = emulatorDeps();
    const base = photo.replace(/\.[a-z]+$/, '');
    const [before] = await bucket.getFiles({ prefix: `media/${base}` });
    expect(before.length).toBeGreaterThan(1); // the original and its variants

    const res = await call('DELETE', `/api/trash/docentes/${created._id}`, { token });
    expect(res.status).toBe(204);
    expect((await trash()).some((e) => e.recordId === created._id)).toBe(false);
    expect(
      (await db.collection('_history').doc(`docentes__${created._id}`).collection('versions').get()).size,
    ).toBe(0);
    const [after] = await bucket.getFiles({ prefix: `media/${base}` });
    expect(after.map((f) => f.name)).toEqual([]);
    expect(await exists(photo)).toBe(false);
    // Gone for good: neither a restore nor a second purge finds it.
    expect((await call('POST', `/api/trash/docentes/${created._id}/restore`, { token })).status).toBe(404);
    expect((await call('DELETE', `/api/trash/docentes/${created._id}`, { token })).status).toBe(404);
  });

  it('keeps a file another record still names', async () => {
    const photo = await uploadPhoto();
    const kept = await createDocente('Docente que se queda', photo);
    const gone = await createDocente('Docente que se va', photo);
    expect((await call('DELETE', `/api/docentes/${gone._id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/api/trash/docentes/${gone._id}`, { token })).status).toBe(204);
    expect(await exists(photo)).toBe(true);
    expect((await call('DELETE', `/api/docentes/${kept._id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/api/trash/docentes/${kept._id}`, { token })).status).toBe(204);
    expect(await exists(photo)).toBe(false);
  });
});

describe('the maintenance run (clock moved forward)', () => {
  it('purges after 30 days, then sweeps the photo; keeps live and versioned files; sweeps abandoned uploads', async () => {
    const { db } = emulatorDeps();
    const touch = await createDocente('Docente de referencia', await uploadPhoto());
    const livePhoto = touch.image!;

    const trashedPhoto = await uploadPhoto();
    const trashed = await createDocente('Docente eliminado', trashedPhoto);
    expect((await call('DELETE', `/api/docentes/${trashed._id}`, { token })).status).toBe(204);

    const abandoned = await uploadPhoto();

    const oldPhoto = await uploadPhoto();
    const replaced = await createDocente('Docente con foto nueva', oldPhoto);
    const newPhoto = await uploadPhoto();
    expect(
      (await call('PUT', `/api/docentes/${replaced._id}`, { token, json: { image: newPhoto } })).status,
    ).toBe(200);
    // The version the update replaced, kept by the history, names the old photo.
    const versions = db.collection(`_history/docentes__${replaced._id}/versions`);
    expect((await versions.get()).docs.map((d) => (d.get('values') as { image?: string }).image)).toEqual([
      oldPhoto,
    ]);
    // 52 older versions of another record: the run keeps the newest 50.
    const many = db.collection('_history/docentes__muchas/versions');
    await Promise.all(
      Array.from({ length: 52 }, (_, i) =>
        many.doc(`v${i}`).set({
          collection: 'docentes',
          recordId: 'muchas',
          at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          values: { title: `v${i}` },
        }),
      ),
    );

    const variantsOf = async (name: string) =>
      (await emulatorDeps().bucket.getFiles({ prefix: `media/${name.replace(/\.[a-z]+$/, '')}-w` }))[0]
        .length;
    expect(await variantsOf(trashedPhoto)).toBeGreaterThan(0);

    // +2 h: nothing is old enough; the abandoned upload is only marked.
    let run = await runAt(2 * HOUR, touch);
    expect(run.purged).toBe(0);
    expect(run.pruned).toBe(2);
    expect((await many.get()).size).toBe(50);
    expect((await many.doc('v0').get()).exists).toBe(false);
    for (const name of [livePhoto, trashedPhoto, abandoned, oldPhoto, newPhoto])
      expect(await exists(name), name).toBe(true);

    // +27 h: the abandoned upload has been unreferenced for over 24 h: gone, with its variants.
    run = await runAt(27 * HOUR, touch);
    expect(run.deleted).toContain(abandoned);
    expect(await exists(abandoned)).toBe(false);
    expect(await variantsOf(abandoned)).toBe(0);
    for (const name of [livePhoto, trashedPhoto, oldPhoto, newPhoto])
      expect(await exists(name), name).toBe(true);

    // +31 days: the trash entry is purged; its photo stays for the grace period.
    run = await runAt(31 * DAY, touch);
    expect(run.purged).toBeGreaterThanOrEqual(1);
    expect((await trash()).some((e) => e.recordId === trashed._id)).toBe(false);
    // Gone for good: its history goes with it (its delete version named the photo too).
    expect((await db.collection(`_history/docentes__${trashed._id}/versions`).get()).size).toBe(0);
    expect(await exists(trashedPhoto)).toBe(true);

    // +32 days and 2 h: the grace period has passed: the photo and its variants are removed.
    run = await runAt(32 * DAY + 2 * HOUR, touch);
    expect(await exists(trashedPhoto)).toBe(false);
    expect(await variantsOf(trashedPhoto)).toBe(0);
    // The replaced photo survives while a kept version references it; a live record's never goes.
    for (const name of [livePhoto, oldPhoto, newPhoto]) expect(await exists(name), name).toBe(true);

    // Once no kept version references it any more (pruned beyond the newest 50; here removed), the
    // replaced photo goes too, a grace period later.
    await Promise.all((await versions.get()).docs.map((d) => d.ref.delete()));
    await runAt(33 * DAY + 3 * HOUR, touch);
    expect(await exists(oldPhoto)).toBe(true);
    await runAt(34 * DAY + 4 * HOUR, touch);
    expect(await exists(oldPhoto)).toBe(false);
    for (const name of [livePhoto, newPhoto]) expect(await exists(name), name).toBe(true);

    // Every seeded record's files are still there: a live record's file is never swept.
    const { files, records } = await storedState();
    for (const list of Object.values(records)) {
      for (const record of list as Array<Record<string, unknown>>) {
        for (const value of Object.values(record)) {
          if (typeof value === 'string' && /^[a-z0-9]{6,12}-[a-f0-9]{20}\.(jpg|png|webp|pdf)$/.test(value)) {
            expect(files, value).toContain(`media/${value}`);
          }
        }
      }
    }

    await many.listDocuments().then((docs) => Promise.all(docs.map((d) => d.delete())));
    await call('DELETE', `/api/docentes/${touch._id}`, { token });
    await call('DELETE', `/api/docentes/${replaced._id}`, { token });
  });
});
