/**
 * A seed interrupted the way Ctrl+C interrupts the first `npm start` (SIGINT to the
 * seeding process, here as soon as it reports its first collection) is finished by the next run:
 * every collection ends with its sample records, none twice, each stored file referenced once,
 * and what an administrator changed in between is kept.
 */
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { clearAll, readSeedMeta, sampleId, sampleRecords } from '../../scripts/seed/seeder';
import { itaItemOfSubitem, SEED_NO_APLICA } from '../../scripts/seed/ita';
import {
  COLLECTION_NAMES,
  getCollection,
  isFileField,
  isVariantName,
  variantNamesOf,
  withCurrentKinds,
} from '../../functions/src/model';
import { call } from './site';
import { restoreSeed } from './seed-state';
import { adminToken } from './state';

interface SeedRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** `npm run seed` as a child process; with `interrupt`, SIGINT once it reports its first collection. */
function runSeed(interrupt: boolean): Promise<SeedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed/run.ts'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let sent = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Killed once the slides are written (the settings come first): the first collection with many
      // records and files, like a Ctrl+C in the middle of the first start.
      if (interrupt && !sent && /^Sembrado carousel:/m.test(output)) {
        sent = true;
        child.kill('SIGINT');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

const { db, bucket } = emulatorDeps();

async function docsOf(name: string) {
  return (await db.collection(name).get()).docs.map((d) => ({ id: d.id, data: d.data() }));
}

/** Interrupts a seed from empty emulators and checks it really stopped half-way. */
async function interruptedSeed() {
  await clearAll(emulatorDeps());
  const run = await runSeed(true);
  expect(run.signal, run.output).toBe('SIGINT');
  expect(run.output).toMatch(/^Sembrado carousel: 3 registros nuevos\./m);
  expect((await readSeedMeta(db))?.completedAt).toBeUndefined();
  expect(await docsOf('carousel')).toHaveLength(SEED_CONTENT.carousel.length);
  // Killed right after the slides: the last collections were never reached.
  expect(await docsOf('convocatorias')).toHaveLength(0);
}

afterAll(async () => {
  // The files after this one expect the seeded content exactly: put back what differs (the seed
  // itself runs again only if a stored sample file is missing).
  await restoreSeed(inject('seed'));
}, 240_000);

describe('an interrupted seed', () => {
  it('is finished by the next run: every collection, no duplicates, each stored file referenced once', async () => {
    await interruptedSeed();

    const resumed = await runSeed(false);
    expect(resumed.code, resumed.output).toBe(0);
    expect(resumed.output).toContain('Una siembra anterior quedó a medias');
    expect((await readSeedMeta(db))?.completedAt).toMatch(/^\d{4}-/);

    // The checklist's "no aplica" answers: the one source of the reasons the transparency pages publish.
    for (const answer of SEED_NO_APLICA) {
      const data = (await db.collection('ita').doc(itaItemOfSubitem(answer.subitem).id).get()).data();
      expect(data, answer.subitem).toMatchObject({ status: 'no_aplica', reason: answer.reason });
    }

    const referenced: string[] = [];
    for (const name of COLLECTION_NAMES) {
      const docs = await docsOf(name);
      const rows = SEED_CONTENT[name] as Array<Record<string, unknown>>;
      expect(docs.map((d) => d.id).sort(), name).toEqual(rows.map((_, i) => sampleId(name, i)).sort());
      for (const [i, row] of rows.entries()) {
        // As the seed stores a row: formatted text as its document, an album's photos drawn (their names are the seed's).
        const { photos, ...expected } = withCurrentKinds(getCollection(name), row) as Record<
          string,
          unknown
        > & { photos?: Array<{ alt: string }> };
        const data = docs.find((d) => d.id === sampleId(name, i))!.data;
        expect(data, `${name} ${i}`).toMatchObject(expected);
        if (photos)
          expect(
            (data.photos as Array<{ alt: string }>).map((p) => p.alt),
            `${name} ${i}`,
          ).toEqual(photos.map((p) => p.alt));
      }
      for (const { data } of docs) {
        for (const [key, field] of Object.entries(getCollection(name).fields)) {
          if (isFileField(field) && data[key]) referenced.push(data[key] as string);
          // An album's photos are stored files too, one per item.
          if (field.kind === 'imageList' && Array.isArray(data[key]))
            referenced.push(...(data[key] as Array<{ image: string }>).map((p) => p.image));
        }
      }
    }
    expect(referenced.length).toBeGreaterThan(0);
    expect(new Set(referenced).size, 'a file referenced by two records').toBe(referenced.length);

    const [files] = await bucket.getFiles({ prefix: 'media/' });
    const stored = files.map((f) => f.name.slice('media/'.length));
    const originals = stored.filter((n) => !isVariantName(n));
    // Every referenced file is stored once, and nothing else: no copy left by the interrupted run.
    expect(originals.sort()).toEqual([...referenced].sort());
    const variants = new Set(referenced.flatMap(variantNamesOf));
    for (const name of stored.filter(isVariantName)) expect(variants.has(name), name).toBe(true);
  }, 240_000);

  it("keeps an administrator's edit and deletion made before the resumed seed", async () => {
    await interruptedSeed();
    const token = await adminToken();
    const [first, second] = [sampleId('carousel', 0), sampleId('carousel', 1)];
    const edit = await call<{ updatedAt: string }>('PUT', `/api/carousel/${first}`, {
      token,
      json: { title: 'Título corregido por el administrador' },
    });
    expect(edit.status).toBe(200);
    expect((await call('DELETE', `/api/carousel/${second}`, { token })).status).toBe(204);
    // The school answers one of the checklist's sample items before the seed gets to it.
    const [answered, left] = SEED_NO_APLICA.map((a) => itaItemOfSubitem(a.subitem).id);
    const own = await call('PUT', `/api/ita/${answered}`, {
      token,
      json: { status: 'pendiente', responsible: 'Secretaría' },
    });
    expect(own.status).toBe(200);

    const resumed = await runSeed(false);
    expect(resumed.code, resumed.output).toBe(0);

    const slide = (await db.collection('carousel').doc(first).get()).data()!;
    expect(slide.title).toBe('Título corregido por el administrador');
    expect(slide.updatedAt).toBe(edit.body.updatedAt);
    // The slide the administrator deleted stays deleted: the seed remembers it wrote it.
    expect((await db.collection('carousel').doc(second).get()).exists).toBe(false);
    expect(await docsOf('carousel')).toHaveLength(SEED_CONTENT.carousel.length - 1);
    expect((await db.collection('ita').doc(answered!).get()).data()).toMatchObject({
      status: 'pendiente',
      reason: '',
      responsible: 'Secretaría',
    });
    expect((await db.collection('ita').doc(left!).get()).data()).toMatchObject({
      status: 'no_aplica',
      reason: SEED_NO_APLICA[1]!.reason,
    });
    for (const { name, id } of sampleRecords().filter((r) => r.name !== 'carousel')) {
      expect((await db.collection(name).doc(id).get()).exists, `${name}/${id}`).toBe(true);
    }
  }, 240_000);
});
