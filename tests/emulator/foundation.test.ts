/**
 * The foundation's end-to-end path: emulators up, seeded, every collection readable through the
 * hosting emulator's rewrite to the function, and a seeded image served by /media.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, type AnyRecord } from '../../functions/src/model';
import { getJson, SITE } from './site';

describe('seeded site through Hosting', () => {
  it.each(COLLECTION_NAMES)('GET /api/%s lists the seeded records with ids and timestamps', async (name) => {
    const { status, body } = await getJson<AnyRecord[]>(`/api/${name}`);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    // Every collection has seeded records; the notices' one is not current yet, so it is not public.
    expect(body.length).toBeGreaterThanOrEqual(name === 'avisos' ? 0 : 1);
    for (const record of body) {
      expect(record._id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(record.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(record.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it('seeds at least 3 slides, 3 cards per staff collection and 2 convocatorias', async () => {
    const count = async (name: string) => (await getJson<AnyRecord[]>(`/api/${name}`)).body.length;
    expect(await count('carousel')).toBeGreaterThanOrEqual(3);
    for (const name of ['directivos', 'administrativos', 'docentes'])
      expect(await count(name)).toBeGreaterThanOrEqual(3);
    expect(await count('convocatorias')).toBeGreaterThanOrEqual(2);
  });

  it('serves a seeded image through /media with its real content type', async () => {
    const { body } = await getJson<AnyRecord[]>('/api/carousel');
    const image = body[0]!.image as string;
    const res = await fetch(`${SITE}/media/${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('serves a public page rendered by the function', async () => {
    const res = await fetch(`${SITE}/docentes`);
    expect(res.status).toBe(200);
    // The page's HTML with its content: the frame and the page's heading.
    expect(await res.text()).toMatch(/<main[^>]*>[\s\S]*<h1/);
  });
});
