/**
 * Noticias: scheduled publishing is enforced by the function on every public answer
 * (the collection GET, one record, the RSS feed, the function's sitemap, the request-time
 * article page), staff reads see all; slugs are the server's; the article's HTML without
 * JavaScript carries its own preview tags. Time moves with the emulator-only test clock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { call, formOf, SITE } from './site';
import { adminToken } from './state';
import * as fx from './fixtures';

type News = {
  _id: string;
  title: string;
  slug: string;
  publishAt: string;
  unpublishAt: string;
  updatedAt: string;
  image: string;
};

const DAY = 86_400_000;
/** The address the function writes (SITE_ORIGIN alone; scripts/with-emulators.sh exports it). */
const SITE_ORIGIN = process.env.SITE_ORIGIN ?? SITE;
let token: string;

const setClock = (offsetMs: number) => emulatorDeps().db.doc('_test/clock').set({ offsetMs });
const resetClock = () => emulatorDeps().db.doc('_test/clock').delete();

beforeAll(async () => {
  token = await adminToken();
});
afterEach(resetClock);
afterAll(resetClock);

const unique = () => Math.random().toString(36).slice(2, 8);

async function newsPicture(): Promise<string> {
  const res = await call<{ files: { image: string } }>('POST', '/api/upload', {
    token,
    form: formOf({ collection: 'noticias' }, { image: [await fx.jpeg(1200, 630), 'foto.jpg'] }),
  });
  expect(res.status).toBe(200);
  return res.body.files.image;
}

async function create(fields: Record<string, string>): Promise<News> {
  const res = await call<News>('POST', '/api/noticias', {
    token,
    json: {
      kind: 'noticia',
      summary: 'Resumen de prueba.',
      body: richTextFrom('Texto de prueba.'),
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Where a visitor could meet the item: each public answer, as present (true) or absent (false). */
async function publicPresence(item: News): Promise<Record<string, boolean>> {
  const list = await call<News[]>('GET', '/api/noticias');
  const one = await call('GET', `/api/noticias/${item._id}`);
  const rss = await fetch(`${SITE}/noticias/rss.xml`).then((r) => r.text());
  const sitemap = await fetch(`${SITE}/noticias/sitemap.xml`).then((r) => r.text());
  const page = await fetch(`${SITE}/noticias/${item.slug}`);
  const html = await page.text();
  return {
    list: list.body.some((r) => r._id === item._id),
    record: one.status === 200,
    rss: rss.includes(`/noticias/${item.slug}</link>`),
    sitemap: sitemap.includes(`/noticias/${item.slug}</loc>`),
    page: page.status === 200 && html.includes(`<meta property="og:title" content="${item.title} |`),
  };
}

const everywhere = (value: boolean) => ({
  list: value,
  record: value,
  rss: value,
  sitemap: value,
  page: value,
});

describe('scheduled publishing, enforced by the function', () => {
  it('keeps an item out of every public answer before publishAt, shows it after, and hides it after unpublishAt', async () => {
    const title = `Reunión programada ${unique()}`;
    const publishAt = new Date(Date.now() + 2 * DAY).toISOString();
    const unpublishAt = new Date(Date.now() + 4 * DAY).toISOString();
    const item = await create({
      title,
      publishAt,
      unpublishAt,
      image: await newsPicture(),
      imageAlt: 'Padres en el patio',
    });

    expect(await publicPresence(item)).toEqual(everywhere(false));
    // A scheduled article's address is a 404 page, not the article.
    const early = await fetch(`${SITE}/noticias/${item.slug}`);
    expect(early.status).toBe(404);
    expect(await early.text()).toContain('<meta name="robots" content="noindex" />');
    // Staff see it (with a token), as the admin list does.
    const staff = await call<News[]>('GET', '/api/noticias', { token });
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect(staff.body.some((r) => r._id === item._id)).toBe(true);

    await setClock(3 * DAY);
    expect(await publicPresence(item)).toEqual(everywhere(true));

    await setClock(5 * DAY);
    expect(await publicPresence(item)).toEqual(everywhere(false));
    expect((await call<News[]>('GET', '/api/noticias', { token })).body.some((r) => r._id === item._id)).toBe(
      true,
    );
  });
});

describe('the article page made at request time', () => {
  it('carries the article’s own title, description, canonical, og:image and NewsArticle data without JavaScript', async () => {
    const title = `Feria de ciencias ${unique()}`;
    const image = await newsPicture();
    const item = await create({
      title,
      summary: 'Tres proyectos <seleccionados> & premiados.',
      publishAt: new Date(Date.now() - DAY).toISOString(),
      image,
      imageAlt: 'Estudiantes',
    });
    const res = await fetch(`${SITE}/noticias/${item.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
    expect(html).toContain(
      '<meta name="description" content="Tres proyectos &lt;seleccionados&gt; &amp; premiados." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/noticias/${item.slug}" />`);
    expect(html).toContain(`<meta property="og:image" content="${SITE_ORIGIN}/media/${image}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${SITE_ORIGIN}/media/${image}" />`);
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'NewsArticle',
      headline: title,
      image: [`${SITE_ORIGIN}/media/${image}`],
    });
    // The article itself is in the page, server HTML only: an article without a PDF
    // has no island (the viewer is the one an article may have), and it may be indexed.
    expect(html).not.toContain('<astro-island');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('Texto de prueba.');
    expect(html).not.toContain('Cargando la noticia…');
    expect(html).not.toContain('name="robots"');
    // The picture it names is served.
    expect((await fetch(`${SITE}/media/${image}`)).status).toBe(200);
  });

  it('answers an unknown slug, and one no title could make, with a 404 page', async () => {
    for (const path of ['/noticias/no-existe-esta-noticia', '/noticias/Mayusculas.Y.Puntos']) {
      const res = await fetch(`${SITE}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60');
      expect(await res.text()).toContain('Página no encontrada');
    }
  });

  it('serves RSS 2.0 newest first', async () => {
    const res = await fetch(`${SITE}/noticias/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});

describe('slugs are the server’s', () => {
  it('ignores a client slug, makes -2 for a repeated title, and keeps a published item’s address', async () => {
    const title = `Circular ÚNICA ${unique()}`;
    const past = new Date(Date.now() - DAY).toISOString();
    const first = await create({ title, publishAt: past, slug: 'otra-direccion' });
    expect(first.slug).toMatch(/^circular-unica-[a-z0-9]+$/);
    const second = await create({ title, publishAt: past });
    expect(second.slug).toBe(`${first.slug}-2`);

    // Published: a new title keeps the address people may have shared.
    const renamed = await call<News>('PUT', `/api/noticias/${first._id}`, {
      token,
      json: { title: `${title} corregida`, slug: 'x', updatedAt: first.updatedAt },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe(first.slug);

    // Never public yet: the address follows the title.
    const scheduled = await create({
      title: `Borrador ${unique()}`,
      publishAt: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    const retitled = await call<News>('PUT', `/api/noticias/${scheduled._id}`, {
      token,
      json: { title: 'Título definitivo de prueba', updatedAt: scheduled.updatedAt },
    });
    expect(retitled.status).toBe(200);
    expect(retitled.body.slug).toMatch(/^titulo-definitivo-de-prueba(-\d+)?$/);
  });

  it('refuses a bad schedule or a picture without its description with a Spanish 400, storing nothing', async () => {
    const before = (await call<News[]>('GET', '/api/noticias', { token })).body.length;
    for (const [json, message] of [
      [
        { publishAt: '2026-03-31T19:30:00' },
        'El campo «Publicar desde» debe tener una fecha y una hora válidas (hora de Colombia).',
      ],
      [{ publishAt: '' }, 'El campo «Publicar desde» es obligatorio.'],
      [
        { publishAt: new Date().toISOString(), unpublishAt: 'mañana' },
        'El campo «Retirar el (opcional)» debe tener una fecha y una hora válidas (hora de Colombia).',
      ],
      [
        { publishAt: new Date().toISOString(), kind: 'boletin' },
        'El campo «Tipo» debe ser una de las opciones de la lista.',
      ],
    ] as const) {
      const res = await call<{ message: string }>('POST', '/api/noticias', {
        token,
        json: { title: 'Rechazada', kind: 'noticia', summary: 'R', ...json },
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const image = await newsPicture();
    const noAlt = await call<{ message: string }>('POST', '/api/noticias', {
      token,
      json: {
        title: 'Sin descripción',
        kind: 'noticia',
        summary: 'R',
        publishAt: new Date().toISOString(),
        image,
      },
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toContain('es obligatorio cuando hay «Imagen (1200x630 px)»');
    expect((await call<News[]>('GET', '/api/noticias', { token })).body.length).toBe(before);
  });
});
