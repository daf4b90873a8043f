/**
 * Backend outages: with Firestore or Storage unreachable, reads and writes answer 503 with a
 * Spanish message (never a 500 or a hang), nothing stored is harmed, a create whose record write
 * fails leaves no file behind, and service resumes by itself when the backend returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import * as fx from './fixtures';
import { cutPort, eventually, restorePort, servedByEveryInstance } from './network-faults';
import { call, formOf, SITE } from './site';
import { adminToken, firstRecord, storedState } from './state';

/** This suite's ports (another suite may run beside it: scripts/with-emulators.sh). */
const port = (hostVar: string | undefined, fallback: number) => Number(hostVar?.split(':').pop() ?? fallback);
const FIRESTORE = port(process.env.FIRESTORE_EMULATOR_HOST, 8080);
const STORAGE = port(process.env.FIREBASE_STORAGE_EMULATOR_HOST, 9199);
const UNAVAILABLE = /^El servicio no está disponible en este momento/;
export const faultTally = { injected: 0, answered503: 0, recovered: 0 };

let token: string;
beforeAll(async () => {
  restorePort(FIRESTORE);
  restorePort(STORAGE);
  token = await adminToken();
});
afterAll(() => {
  restorePort(FIRESTORE);
  restorePort(STORAGE);
  console.log(
    `faults: ${faultTally.injected} outages injected, ${faultTally.answered503} requests answered 503, ` +
      `${faultTally.recovered} recoveries without a restart`,
  );
});

type Answer = { error: string; message: string };
const expect503 = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(503);
  expect((res.body as Answer).message).toMatch(UNAVAILABLE);
  faultTally.answered503 += 1;
};

describe('Firestore unreachable', () => {
  it('reads, saves and creates answer 503; nothing is lost or left behind; service resumes', async () => {
    const slide = await firstRecord('carousel');
    const image = await fx.jpeg(1280, 471);
    const before = await storedState();
    // Every function instance has read the platform's table of schools (which host is which school):
    // an instance keeps its last answer through an outage, one started during it knows no school.
    await servedByEveryInstance(`${SITE}/media/${slide.image as string}`, 60_000);
    cutPort(FIRESTORE);
    faultTally.injected += 1;
    try {
      // All at once, so the outage lasts one backend deadline, not four: the longer Firestore is
      // away, the longer its client backs off before reconnecting. Each is answered at all (a hang
      // runs into the test's timeout); no duration is asserted (timings are npm run bench's).
      const [list, one, save, create, media] = await Promise.all([
        call('GET', '/api/carousel'),
        call('GET', `/api/carousel/${slide._id}`),
        call('PUT', `/api/carousel/${slide._id}`, {
          token,
          json: { title: 'Durante la caída', updatedAt: slide.updatedAt },
        }),
        // The file upload succeeds (Storage is up) but the record write cannot: no orphan file.
        call('POST', '/api/carousel', {
          token,
          form: formOf({ title: 'Durante la caída' }, { image: [image, 'caida.jpg'] }),
        }),
        // Stored files are still served while Firestore is away.
        fetch(`${SITE}/media/${slide.image as string}`),
      ]);
      for (const res of [list, one, save, create]) expect503(res);
      expect(media.status, media.status === 200 ? '' : await media.text()).toBe(200);
    } finally {
      restorePort(FIRESTORE);
    }
    await servedByEveryInstance(`${SITE}/api/carousel`, 60_000);
    faultTally.recovered += 1;
    // A write that landed late is undone by the function; give it the SDK's retry window.
    await eventually(async () => JSON.stringify(await storedState()) === JSON.stringify(before), 90_000);
    const saved = await call('PUT', `/api/carousel/${slide._id}`, {
      token,
      json: { title: slide.title, updatedAt: slide.updatedAt },
    });
    expect(saved.status).toBe(200);
  }, 300_000);
});

describe('Firestore unreachable, a public page', () => {
  it('is served from the copy rendered lately, saying it may be a few minutes old; fresh again once Firestore is back', async () => {
    const docente = await firstRecord('docentes');
    // Every instance the emulator runs renders the page once (one process per concurrent request).
    await Promise.all(Array.from({ length: 8 }, () => fetch(`${SITE}/docentes`).then((r) => r.text())));
    cutPort(FIRESTORE);
    faultTally.injected += 1;
    let stale: Response;
    let html: string;
    try {
      stale = await fetch(`${SITE}/docentes`);
      html = await stale.text();
    } finally {
      restorePort(FIRESTORE);
    }
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-served-stale')).toBe('true');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain(String(docente.title));
    expect(html).toMatch(/role="status"[^>]*>No pudimos consultar la versión más reciente/);
    // Rendered again once Firestore answers: no stale line, the edge cache's header.
    await servedByEveryInstance(`${SITE}/docentes`, 60_000);
    faultTally.recovered += 1;
    const fresh = await fetch(`${SITE}/docentes`);
    expect(fresh.headers.get('x-served-stale')).toBeNull();
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await fresh.text()).not.toContain('No pudimos consultar la versión más reciente');
  }, 300_000);
});

describe('Storage unreachable', () => {
  it('media and uploads answer 503, records still read, service resumes', async () => {
    const slide = await firstRecord('carousel');
    const image = await fx.jpeg(1280, 471);
    const before = await storedState();
    cutPort(STORAGE);
    faultTally.injected += 1;
    try {
      // All at once, so the outage lasts one backend deadline (see above).
      const [media, upload, create, list] = await Promise.all([
        call('GET', `/media/${slide.image as string}`),
        call('POST', '/api/upload', {
          token,
          form: formOf({ collection: 'carousel' }, { image: [image, 'a.jpg'] }),
        }),
        call('POST', '/api/carousel', {
          token,
          form: formOf({ title: 'Sin storage' }, { image: [image, 'b.jpg'] }),
        }),
        call('GET', '/api/carousel'),
      ]);
      for (const res of [media, upload, create]) expect503(res);
      expect(list.status).toBe(200);
    } finally {
      restorePort(STORAGE);
    }
    await servedByEveryInstance(`${SITE}/media/${slide.image as string}`, 60_000);
    faultTally.recovered += 1;
    await eventually(async () => JSON.stringify(await storedState()) === JSON.stringify(before), 90_000);
  }, 300_000);
});

describe('Firestore lost in the middle of a save', () => {
  it('leaves both the record write and its history version, or neither; the answer never claims less than what happened', async () => {
    const { db } = emulatorDeps();
    const record = await firstRecord('resenahistorica');
    const recordRef = db.collection('resenahistorica').doc(record._id);
    const versionsRef = db
      .collection('_history')
      .doc(`resenahistorica__${record._id}`)
      .collection('versions');
    // Record and versions read in one read-only transaction: one consistent moment, even if a
    // late commit lands while the test looks.
    const look = () =>
      db.runTransaction(
        async (tx) => ({
          title: String((await tx.get(recordRef)).get('title')),
          versions: (await tx.get(versionsRef)).size,
        }),
        {
          readOnly: true,
        },
      );
    const storedVersion = async () =>
      String((await db.collection('resenahistorica').doc(record._id).get()).data()!.updatedAt);
    // The outage starts at different moments of the save: before it reads, while it reads or
    // commits, after it answered. Whatever the moment, record and version go together.
    for (const [i, delay] of [0, 15, 40, 80, 150, 300].entries()) {
      const [before, base] = [await look(), await storedVersion()];
      const title = `Corte a los ${delay} ms (${i})`;
      const saving = call<{ error?: string; updatedAt: string }>(
        'PUT',
        `/api/resenahistorica/${record._id}`,
        { token, json: { title, updatedAt: base } },
      );
      await new Promise((r) => setTimeout(r, delay));
      cutPort(FIRESTORE);
      faultTally.injected += 1;
      let res: Awaited<typeof saving>;
      try {
        res = await saving;
      } finally {
        restorePort(FIRESTORE);
      }
      await servedByEveryInstance(`${SITE}/api/resenahistorica`, 60_000);
      faultTally.recovered += 1;
      if (res.status === 503 && res.body.error === 'outcome-unknown') {
        // The commit may still land: the SDK retries it once Firestore is back, after the answer
        // (a later loop round once saw it arrive in the middle of its own save). As the form does,
        // the same save goes again with the same version: it answers 200 whether the first landed
        // (its own save, recognised in the history) or this one writes, and only one of them can.
        const retried = await call<{ updatedAt: string }>('PUT', `/api/resenahistorica/${record._id}`, {
          token,
          json: { title, updatedAt: base },
        });
        expect(retried.status, `delay ${delay} ms, the form's retry after outcome-unknown`).toBe(200);
      }
      const after = await look();
      const written = after.title === title;
      expect(after.versions, `delay ${delay} ms, answer ${res.status} ${res.body.error ?? ''}`).toBe(
        before.versions + (written ? 1 : 0),
      );
      if (res.status === 200) expect(written).toBe(true);
      else {
        expect(res.status).toBe(503);
        faultTally.answered503 += 1;
        // "unavailable" promises nothing was stored; "outcome-unknown" makes no promise, and the
        // form's retry above settles it: stored once.
        if (res.body.error === 'unavailable') expect(written).toBe(false);
        else {
          expect(res.body.error).toBe('outcome-unknown');
          expect(written).toBe(true);
        }
      }
    }
    // The reads answer again on every instance, but a write's channel may still be reconnecting:
    // a 503 "unavailable" stored nothing, so the restore is asked again, as a person would, until it lands.
    let restored = 0;
    await eventually(async () => {
      const res = await call('PUT', `/api/resenahistorica/${record._id}`, {
        token,
        json: { title: record.title, updatedAt: await storedVersion() },
      });
      restored = res.status;
      return res.status !== 503;
    }, 60_000);
    expect(restored).toBe(200);
  }, 600_000);
});
