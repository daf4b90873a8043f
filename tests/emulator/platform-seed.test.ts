/**
 * The seeded platform: three schools of distinct content on one deployment. San José answers at
 * SITE exactly as before; Las Acacias and El Carmen at the platform's /{slug}/ and as
 * {slug}.localhost, each with its own records, settings, checklist answers and requests.
 */
import { describe, expect, it } from 'vitest';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { sampleId, sampleRecords } from '../../scripts/seed/seeder';
import { SCHOOL_SEEDS } from '../../scripts/seed/school-seeds';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { getJson, rootOf } from './site';
import { platformCall, subdomainCall } from './platform';

const OTHERS = ['lasacacias', 'elcarmen'] as const;
const SAN_JOSE = String(SEED_CONTENT.sitio[0]!.title);

type Listed = Array<{ _id: string; title?: string }>;

describe.each(OTHERS)('the seeded school %s', (slug) => {
  const content = SCHOOL_SEEDS[slug]!.content;
  const name = String(content.sitio[0]!.title);

  it("lists its own records at the platform's /{slug}/api, none of San José's", async () => {
    for (const collection of ['noticias', 'eventos', 'docentes', 'carousel'] as const) {
      const res = await platformCall<Listed>('GET', `/${slug}/api/${collection}`);
      expect(res.status, collection).toBe(200);
      const ids = res.body.map((r) => r._id);
      const published = sampleRecords(slug)
        .filter((r) => r.name === collection)
        .filter((r) => collection !== 'noticias' || Date.parse(String(r.row.publishAt)) <= Date.now());
      expect(ids.sort(), collection).toEqual(published.map((r) => r.id).sort());
      expect(ids, collection).not.toContain(sampleId(collection, 0));
      const sanJose = await getJson<Listed>(`/api/${collection}`);
      const theirs = new Set(sanJose.body.map((r) => r.title));
      for (const r of res.body)
        if (r.title) expect(theirs.has(r.title), `${collection}: ${r.title}`).toBe(false);
    }
    // Circulars are news of their own kind: each school has some.
    const news = await platformCall<Array<{ kind: string }>>('GET', `/${slug}/api/noticias`);
    expect(news.body.filter((n) => n.kind === 'circular').length).toBeGreaterThanOrEqual(2);
  });

  it('stores its settings, with its own drawn logo, under its own prefix', async () => {
    const { db, bucket } = emulatorDeps(slug);
    const [sitio] = (await db.collection('sitio').get()).docs.map((d) => d.data());
    expect(sitio).toMatchObject({ title: name, address: content.sitio[0]!.address });
    expect(String(sitio!.logo)).not.toBe('');
    const [exists] = await bucket.file(`media/${String(sitio!.logo)}`).exists();
    expect(exists).toBe(true);
    const [sanJose] = (await emulatorDeps().db.collection('sitio').get()).docs.map((d) => d.data());
    expect(sitio!.logo).not.toBe(sanJose!.logo);
  });

  it('serves its home page at /{slug}/ and at {slug}.localhost, naming itself and not San José', async () => {
    for (const res of [
      await platformCall<string>('GET', `/${slug}/`),
      await subdomainCall<string>(slug, 'GET', '/'),
    ]) {
      expect(res.status).toBe(200);
      const body = rootOf(res.body);
      expect(body).toContain(name);
      expect(body).not.toContain(SAN_JOSE);
      // Its latest news item, which the home page shows first.
      const latest = content.noticias
        .filter((n) => Date.parse(String(n.publishAt)) <= Date.now())
        .sort((a, b) => String(b.publishAt).localeCompare(String(a.publishAt)))[0]!;
      expect(body).toContain(String(latest.title));
    }
  });

  it("publishes its own checklist reasons and counts its own citizens' requests", async () => {
    const ita = await platformCall<{ items: Array<{ reason: string }> }>('GET', `/${slug}/api/ita/no-aplica`);
    expect(ita.status).toBe(200);
    expect(ita.body.items.map((i) => i.reason).sort()).toEqual(
      SCHOOL_SEEDS[slug]!.noAplica.map((a) => a.reason).sort(),
    );
    // Its seeded requests are its own (other files may file more here: pqrsd-per-school.test.ts),
    // and none of San José's.
    const { db } = emulatorDeps(slug);
    const subjects = (await db.collection('pqrsd').get()).docs.map((d) => String(d.get('asunto')));
    expect(subjects).toEqual(expect.arrayContaining(SCHOOL_SEEDS[slug]!.pqrsd.map((s) => s.asunto)));
    for (const theirs of SCHOOL_SEEDS[HOME_SCHOOL]!.pqrsd.map((s) => s.asunto))
      expect(subjects).not.toContain(theirs);
  });
});

describe('San José', () => {
  it('stays at SITE as before: its settings, news and home page', async () => {
    const home = await getJson<string>('/');
    expect(home.status).toBe(200);
    expect(rootOf(home.body)).toContain(SAN_JOSE);
    for (const slug of OTHERS)
      expect(rootOf(home.body)).not.toContain(String(SCHOOL_SEEDS[slug]!.content.sitio[0]!.title));
    const news = await getJson<Listed>('/api/noticias');
    expect(news.body.map((n) => n._id)).toContain(sampleId('noticias', 0));
  });
});
