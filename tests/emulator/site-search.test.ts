/**
 * Site search (decision 0020): /buscar?q= as a browser without JavaScript gets it — the results in
 * the server's HTML — and GET /api/buscar for the as-you-type
 * results. A scheduled item never appears; a deleted one is gone once the index is rebuilt (a
 * minute later, by the emulator-only test clock); hostile queries answer an ordinary page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import type { SearchAnswer } from '../../functions/src/model/search';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { makePdf } from '../../scripts/seed/pdf';
import { call, formOf, rootOf, SITE } from './site';
import { adminToken, firstRecord } from './state';

const DAY = 86_400_000;
const setClock = (offsetMs: number) => emulatorDeps().db.doc('_test/clock').set({ offsetMs });
const resetClock = () => emulatorDeps().db.doc('_test/clock').delete();
/** The index is rebuilt when older than a minute: each step moves the clock past that. */
let clock = 0;
const nextMinute = () => setClock((clock += 2 * 60_000));

/** A word no other record has: digits keep it whole (no stemming), so only these records match. */
const WORD = `zq${Date.now()}`;
let token: string;
const created: string[] = [];

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
// Inline tags and React's text separators joined, as a reader sees them; other tags a space.
const textOf = (markup: string) =>
  decode(
    markup
      .replace(/<!-- -->|<\/?(?:strong|mark|span)>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

async function page(q: string) {
  const res = await fetch(`${SITE}/buscar?q=${encodeURIComponent(q)}`, { redirect: 'manual' });
  const html = await res.text();
  return { res, html, root: rootOf(html), text: textOf(rootOf(html)) };
}

async function news(fields: Record<string, string>): Promise<{ _id: string; slug: string }> {
  const res = await call<{ _id: string; slug: string }>('POST', '/api/noticias', {
    token,
    json: { kind: 'circular', body: richTextFrom('Texto de prueba.'), ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.push(res.body._id);
  return res.body;
}

beforeAll(async () => {
  token = await adminToken();
});
afterAll(async () => {
  await resetClock();
  for (const id of created) await call('DELETE', `/api/noticias/${id}`, { token });
});

describe('site search', () => {
  it('renders the results without JavaScript; a scheduled item never appears; a deleted one goes', async () => {
    const published = await news({
      title: `Circular ${WORD} de matrículas`,
      summary: `Las inscripciones de ${WORD} abren el lunes.`,
      publishAt: new Date().toISOString(),
    });
    await news({
      title: `Programada ${WORD}`,
      summary: 'Aún no.',
      publishAt: new Date(Date.now() + 10 * DAY).toISOString(),
    });
    await nextMinute();

    const found = await page(WORD);
    expect(found.res.status).toBe(200);
    expect(found.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(found.text).toContain(`Circular ${WORD} de matrículas`);
    expect(found.text).toContain('Noticias y circulares');
    expect(found.root).toContain(`href="/noticias/${published.slug}"`);
    expect(found.root).toContain(`<mark>${WORD}</mark>`);
    expect(found.text).not.toContain('Programada');
    expect(found.text).toContain(`1 resultado para «${WORD}»`);
    // The search box is the page's island, started with the same answer.
    expect(found.html).toMatch(/<astro-island[^>]*component-url="[^"]*search-box/);

    // Spanish as typed: no accent, singular, one letter missing; the JSON answer for as-you-type.
    const api = await call<SearchAnswer>(
      'GET',
      `/api/buscar?q=${encodeURIComponent(`matricula inscripcion ${WORD}`)}`,
    );
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(api.body.groups.flatMap((g) => g.hits.map((h) => h.url))).toContain(`/noticias/${published.slug}`);
    const typo = await call<SearchAnswer>(
      'GET',
      `/api/buscar?q=${encodeURIComponent(`inscrpciones ${WORD}`)}`,
    );
    expect(typo.body.total).toBe(1);

    expect((await call('DELETE', `/api/noticias/${published._id}`, { token })).status).toBe(204);
    await nextMinute();
    const gone = await page(WORD);
    expect(gone.res.status).toBe(200);
    expect(gone.text).toContain(`No encontramos resultados para «${WORD}»`);
  });

  it("finds a word that is only inside a circular's PDF, and opens the PDF at its page", async () => {
    const inPdf = `pdf${WORD}`;
    const upload = await call<{ files: { attachment: string } }>('POST', '/api/upload', {
      token,
      form: formOf(
        { collection: 'noticias' },
        {
          attachment: [
            makePdf(
              'Circular adjunta',
              ['Primera hoja.'],
              ['Segunda hoja.'],
              [`Los acudientes deben traer el formato ${inPdf} firmado.`],
            ),
            'circular.pdf',
          ],
        },
      ),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const stored = upload.body.files.attachment;
    const circular = await news({
      title: 'Circular con adjunto',
      summary: 'Vea el documento.',
      publishAt: new Date().toISOString(),
      attachment: stored,
    });
    await nextMinute();
    const found = await call<SearchAnswer>('GET', `/api/buscar?q=${inPdf}`);
    expect(found.body.groups.flatMap((g) => g.hits)).toEqual([
      expect.objectContaining({
        // Named by its circular, the file's name as uploaded beside it.
        title: 'Circular con adjunto',
        url: `/media/${encodeURIComponent(stored)}#page=3`,
        pdf: { name: 'circular.pdf', page: 3 },
        label: 'PDF «circular.pdf»',
        snippet: expect.arrayContaining([{ text: inPdf, mark: true }]),
      }),
    ]);
    // The circular's own page is found by its own words.
    const own = await call<SearchAnswer>(
      'GET',
      `/api/buscar?q=${encodeURIComponent('circular con adjunto')}`,
    );
    expect(own.body.groups.flatMap((g) => g.hits.map((h) => h.url))).toContain(`/noticias/${circular.slug}`);
    // The page names the PDF and its page, and links there.
    const html = await page(inPdf);
    expect(html.text).toContain('Circular con adjunto (PDF, página 3)');
    expect(html.root).toContain(`href="/media/${encodeURIComponent(stored)}#page=3"`);
    // The address opens the PDF.
    const pdf = await fetch(`${SITE}/media/${encodeURIComponent(stored)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it("finds the menu's links to other sites, the school's synonyms as it edits them, and typos", async () => {
    const settings = await firstRecord('sitio');
    const synonyms = settings.searchSynonyms as string[];
    try {
      const api = async (q: string) =>
        (await call<SearchAnswer>('GET', `/api/buscar?q=${encodeURIComponent(q)}`)).body;
      const first = async (q: string) => (await api(q)).groups.flatMap((g) => g.hits)[0];
      expect(await first('matrícula')).toMatchObject({
        title: 'Trámites de matrícula',
        url: settings.tramitesMatricula,
        external: true,
      });
      expect(await first('boletín')).toMatchObject({
        title: 'Boletín académico',
        url: settings.boletinAcademico,
      });
      // Two edits in a long word, a swap, one edit in a word of five letters.
      const urls = async (q: string) => (await api(q)).groups.flatMap((g) => g.hits.map((h) => h.url));
      expect(await urls('convivensia')).toContain('/manualconvivencia');
      expect(await urls('mnaual de cnovivencia')).toContain('/manualconvivencia');
      expect((await api('isada de bandera')).total).toBeGreaterThan(0);
      // Nothing found, a close word offered.
      expect(await api('isda')).toMatchObject({ total: 0, suggestion: 'izada' });

      // A synonym the school adds is found once the index is rebuilt (its minute).
      const alias = `qx${WORD.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
      expect((await api(alias)).total).toBe(0);
      const saved = await call('PUT', `/api/sitio/${settings._id}`, {
        token,
        json: { searchSynonyms: [...synonyms, `${alias} = manual de convivencia`] },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await nextMinute();
      expect(await urls(alias)).toContain('/manualconvivencia');
    } finally {
      await call('PUT', `/api/sitio/${settings._id}`, { token, json: { searchSynonyms: synonyms } });
    }
  });

  it.each([
    ['nothing', ''],
    ['500 characters', 'a'.repeat(500)],
    ['markup', '<script>alert(1)</script>'],
    ['quotes and operators', '"matrícula" AND -padres OR * site:'],
    [
      'eight long words no one has',
      Array.from({ length: 8 }, (_, i) => `${'qwertzuiopasdfgh'.slice(i)}xyz`).join(' '),
    ],
  ])('answers %s with an ordinary page', async (_name, q) => {
    const { res, html, root, text } = await page(q);
    expect(res.status).toBe(200);
    expect(root).toContain('action="/buscar"');
    expect(html).not.toContain('<script>alert(1)');
    if (q.startsWith('<'))
      expect(text).toContain('No encontramos resultados para «<script>alert(1)</script>»');
    if (q.length === 500) expect(text).toContain(`«${'a'.repeat(200)}»`);
    const api = await call<SearchAnswer>('GET', `/api/buscar?q=${encodeURIComponent(q)}`);
    expect(api.status).toBe(200);
    expect(api.body.query.length).toBeLessThanOrEqual(200);
  });
});
