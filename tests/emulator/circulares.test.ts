/**
 * /circulares: the function renders the circulars alone, newest first, each with its PDF
 * as a direct link, into the first response (a parent's phone with JavaScript off, or on a slow
 * network, sees them); the page's data is the public list (no scheduled or withdrawn item).
 */
import { describe, expect, it } from 'vitest';
import { getJson, SITE } from './site';

type News = { _id: string; title: string; kind: string; slug: string; publishAt: string; attachment: string };

/** The page's own content: its <main>, without the header's and footer's links. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('/circulares in the first response', () => {
  it('lists the published circulars alone, newest first, each with its PDF link', async () => {
    const { status, body: published } = await getJson<News[]>('/api/noticias');
    expect(status).toBe(200);
    const circulars = published
      .filter((item) => item.kind === 'circular')
      .sort((a, b) => b.publishAt.localeCompare(a.publishAt));
    const others = published.filter((item) => item.kind !== 'circular');
    // The seed has both kinds, and circulars with a PDF: otherwise this test would prove nothing.
    expect(circulars.length).toBeGreaterThanOrEqual(2);
    expect(others.length).toBeGreaterThan(0);
    expect(circulars.some((item) => item.attachment)).toBe(true);

    const res = await fetch(`${SITE}/circulares`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    const root = decode(mainOf(await res.text()));
    expect(root).toContain('<h1');

    // Every circular's title, in the order of their publication, newest first.
    const titleLinks = [...root.matchAll(/<a href="\/noticias\/([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
      (m) => m[1],
    );
    expect(titleLinks).toEqual(circulars.map((item) => item.slug));
    for (const item of others) expect(root).not.toContain(item.title);

    // Each PDF is a direct link to the stored file.
    const pdfLinks = [
      ...root.matchAll(/<a class="[^"]*" href="(\/media\/[^"]+)" type="application\/pdf"/g),
    ].map((m) => m[1]);
    expect(pdfLinks).toEqual(
      circulars
        .filter((item) => item.attachment)
        .map((item) => `/media/${encodeURIComponent(item.attachment)}`),
    );
  });

  it('puts the latest circular on the home page, after the citizen band', async () => {
    const { body: published } = await getJson<News[]>('/api/noticias');
    const latest = published
      .filter((item) => item.kind === 'circular')
      .sort((a, b) => b.publishAt.localeCompare(a.publishAt))[0]!;
    const root = decode(mainOf(await (await fetch(`${SITE}/`)).text()));
    const citizen = root.indexOf('Atención al ciudadano</h2>');
    const card = root.indexOf('Última circular');
    expect(citizen).toBeGreaterThan(0);
    expect(card).toBeGreaterThan(citizen);
    expect(root.slice(card, card + 1500)).toContain(`href="/noticias/${latest.slug}"`);
  });
});
