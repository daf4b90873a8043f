/**
 * A school's view of Firestore, Storage and Auth (functions/src/tenancy/): whatever path its
 * code names lands under `schools/{id}/`, its collection groups and listings see only its own
 * documents, its files' names are its own, and a role is the person's role in that school.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';

const A = 'scope-test-a';
const B = 'scope-test-b';
const a = emulatorDeps(A);
const b = emulatorDeps(B);
const root = emulatorRoot();

afterAll(async () => {
  for (const id of [A, B]) {
    await root.db.recursiveDelete(root.db.doc(`schools/${id}`));
    await root.bucket.deleteFiles({ prefix: `schools/${id}/`, force: true });
  }
});

describe('a school-scoped Firestore', () => {
  it('writes under schools/{id}/ and reads only its own', async () => {
    await a.db.doc('noticias/uno').set({ title: 'De A' });
    await b.db.doc('noticias/uno').set({ title: 'De B' });
    expect((await root.db.doc(`schools/${A}/noticias/uno`).get()).get('title')).toBe('De A');
    expect((await a.db.doc('noticias/uno').get()).get('title')).toBe('De A');
    expect((await b.db.collection('noticias').get()).docs.map((d) => d.get('title'))).toEqual(['De B']);
    expect(a.db.doc('noticias/uno').path).toBe(`schools/${A}/noticias/uno`);
  });

  it('narrows a collection group to the school', async () => {
    await a.db.doc('noticias/uno/versions/v1').set({ n: 1 });
    await a.db.doc('eventos/dos/versions/v2').set({ n: 2 });
    await b.db.doc('noticias/uno/versions/v9').set({ n: 9 });
    const ids = (await a.db.collectionGroup('versions').get()).docs.map((d) => d.ref.path).sort();
    expect(ids).toEqual([`schools/${A}/eventos/dos/versions/v2`, `schools/${A}/noticias/uno/versions/v1`]);
    const { FieldPath } = await import('firebase-admin/firestore');
    const paged = await a.db.collectionGroup('versions').orderBy(FieldPath.documentId()).limit(1).get();
    expect(paged.docs[0]!.ref.path).toBe(`schools/${A}/eventos/dos/versions/v2`);
    const next = await a.db
      .collectionGroup('versions')
      .orderBy(FieldPath.documentId())
      .startAfter(paged.docs[0]!)
      .get();
    expect(next.docs.map((d) => d.ref.path)).toEqual([`schools/${A}/noticias/uno/versions/v1`]);
  });

  it('lists only its own collections, and refuses a path that climbs out', async () => {
    const names = (await a.db.listCollections()).map((c) => c.id).sort();
    expect(names).toEqual(['eventos', 'noticias']);
    expect(() => a.db.doc('../x/y')).toThrow();
    expect(() => a.db.collection('/')).toThrow();
  });
});

describe('a school-scoped bucket', () => {
  it('stores under schools/{id}/ and names files without the prefix', async () => {
    await a.bucket.file('media/x.txt').save('a');
    await b.bucket.file('media/x.txt').save('b');
    const [mine] = await a.bucket.getFiles({ prefix: 'media/' });
    expect(mine.map((f) => f.name)).toEqual(['media/x.txt']);
    expect(String((await mine[0]!.download())[0])).toBe('a');
    const [all] = await root.bucket.getFiles({ prefix: `schools/${A}/` });
    expect(all.map((f) => f.name)).toEqual([`schools/${A}/media/x.txt`]);
    await a.bucket.deleteFiles({ prefix: 'media/' });
    expect(String((await b.bucket.file('media/x.txt').download())[0])).toBe('b');
  });
});

describe('a school-scoped Auth', () => {
  it('gives a person the role they hold in that school only', async () => {
    const email = `scope-${Date.now()}@example.com`;
    const user = await root.auth.createUser({ email, password: 'Clave-de-prueba-1' });
    try {
      await a.auth.setCustomUserClaims(user.uid, { role: 'editor' });
      expect((await a.auth.getUser(user.uid)).customClaims?.role).toBe('editor');
      expect((await b.auth.getUser(user.uid)).customClaims?.role).toBeUndefined();
      expect((await b.auth.getUser(user.uid)).customClaims?.staffElsewhere).toBe(true);
      expect((await a.auth.listUsers()).users.map((u) => u.uid)).toContain(user.uid);
      expect((await b.auth.listUsers()).users.map((u) => u.uid)).not.toContain(user.uid);
      // The real account holds no claim at all: roles live in people/{uid}.
      expect((await root.auth.getUser(user.uid)).customClaims ?? {}).toEqual({});
      await a.auth.setCustomUserClaims(user.uid, {});
      expect((await a.auth.getUser(user.uid)).customClaims?.role).toBeUndefined();
    } finally {
      await root.auth.deleteUser(user.uid);
      await root.db.doc(`people/${user.uid}`).delete();
    }
  });
});

describe('the hourly maintenance', () => {
  // The emulator's http addresses, as the function reads them there (tenancy/site-origin.ts).
  const wasEmulator = process.env.FUNCTIONS_EMULATOR;
  beforeAll(() => {
    process.env.FUNCTIONS_EMULATOR = 'true';
  });
  afterAll(() => {
    if (wasEmulator === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = wasEmulator;
  });
  it('runs each active school once, on its own handles and inside its context, resuming after a budget', async () => {
    const { maintainAllSchools, MAINTENANCE_CURSOR } =
      await import('../../functions/src/platform/maintenance');
    const { currentSchool } = await import('../../functions/src/tenancy/current-school');
    const { SCHOOLS } = await import('../../functions/src/tenancy/school-scope');
    const active = (await root.db.collection(SCHOOLS).get()).docs
      .filter((d) => d.get('status') !== 'retirada')
      .map((d) => d.id)
      .sort();
    expect(active.length).toBeGreaterThanOrEqual(3);
    const seen: Array<{ id: string | undefined; path: string; file: string }> = [];
    const probe = async (db: FirebaseFirestore.Firestore, bucket: typeof root.bucket) => {
      seen.push({ id: currentSchool()?.id, path: db.doc('x/y').path, file: bucket.file('f').name });
    };
    await root.db.doc(MAINTENANCE_CURSOR).delete();
    const all = await maintainAllSchools(root, probe);
    expect(all.left).toEqual([]);
    expect(seen.map((s) => s.id).sort()).toEqual(active);
    for (const s of seen) expect(s.path).toBe(`schools/${s.id}/x/y`);
    for (const s of seen) expect(s.file).toBe('f');
    // A run out of time after its first school: the next one starts with the second.
    seen.length = 0;
    let t = 0;
    const first = await maintainAllSchools(root, probe, {
      concurrency: 1,
      budgetMs: 15,
      clock: () => (t += 10) - 10,
    });
    expect(first.done).toEqual([active[0]]);
    seen.length = 0;
    const second = await maintainAllSchools(root, probe, { concurrency: 1 });
    expect(second.done[0]).toBe(active[1]);
    expect([...second.done].sort()).toEqual(active);
    await root.db.doc(MAINTENANCE_CURSOR).delete();
  });
});
