/**
 * Every public page as a crawler, a link preview or a browser without JavaScript gets it from
 * Hosting (issue 47, decision 0019): the function renders it with the data stored now. For every
 * route of the registry: its stored content in the body, its title from the registry, its Open
 * Graph tags, the data it was rendered with (which the browser hydrates from), the edge cache's
 * header. An edit through the API is in the next answer; an address that is no page is a 404 with
 * the site's 404 page; a title with `</script>` or U+2028 cannot break out of where it lands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCollection, PARTICIPA_PAGES, TRANSPARENCY_ANNEX, type CollectionName } from '@model';
import { isAdminAreaPath } from '../../web/src/config/areas';
import { PAGES, type PageDef } from '../../web/src/config/pages';
import { call, rootOf, SITE } from './site';
import { adminToken, firstRecord } from './state';

const ORIGIN = process.env.SITE_ORIGIN ?? SITE;

/**
 * The fixed public routes, said again from the registry, the annex and the Participa sections (not
 * from the code under test); `shows` keeps the records a page with a parameter shows of its list.
 */
type Shows = (record: Record<string, unknown>) => boolean;
const ROUTES: Array<{ path: string; title: string; page: PageDef; shows?: Shows }> = PAGES.filter(
  (page: PageDef) => !isAdminAreaPath(page.path) && !page.requestTime,
).flatMap((page: PageDef) =>
  page.path === '/transparencia/:category'
    ? TRANSPARENCY_ANNEX.map((c) => ({
        path: `/transparencia/${c.slug}`,
        title: `${c.number}. ${c.name} | Transparencia`,
        page,
        shows: (r: Record<string, unknown>) => String(r.subitem ?? '').startsWith(`${c.number}.`),
      }))
    : page.path === '/participa/:seccion'
      ? PARTICIPA_PAGES.map((s) => ({
          path: `/participa/${s.slug}`,
          title: `${s.name} | Participa`,
          page,
          shows: (r: Record<string, unknown>) => r.seccion === s.slug,
        }))
      : [{ path: page.path, title: page.title, page }],
);

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1]!) : undefined;
}

const textOf = (markup: string) => decode(markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
/** The data the page was rendered with (the browser hydrates from it). */
const payloadOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    settings: Record<string, string>;
    records: Record<string, Array<Record<string, unknown>>>;
  };

async function get(path: string) {
  // A redirect (e.g. to a trailing slash) would be a failure: previews and crawlers want the page.
  const res = await fetch(`${SITE}${path}`, { redirect: 'manual' });
  return { res, html: await res.text() };
}

/** The single-line texts of a record, as its collection declares them: what a page shows of it. */
function textsOf(collection: CollectionName, record: Record<string, unknown>): string[] {
  const { fields } = getCollection(collection);
  return Object.entries(fields)
    .filter(([, field]) => field.kind === 'text')
    .map(([key]) => record[key])
    .filter((v): v is string => typeof v === 'string' && v.trim().length >= 4);
}

let settings: Record<string, string>;
beforeAll(async () => {
  settings = (await call<Array<Record<string, string>>>('GET', '/api/sitio')).body[0]!;
});

describe('every public page, rendered by the function', () => {
  it('covers every fixed public route of the registry', () => {
    const requestTime = PAGES.filter((page: PageDef) => page.requestTime).length;
    // Less /login and the two patterns, plus their addresses.
    expect(ROUTES.length).toBe(PAGES.length - 3 - requestTime + TRANSPARENCY_ANNEX.length + PARTICIPA_PAGES.length);
  });

  it.each(ROUTES)('$path: its content, its title and preview tags, its data, cached a minute at the edge', async ({ path, title, page, shows }) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');

    // Head tags: the registry's title with the school's stored name, for previews and crawlers.
    const fullTitle = `${title} | ${settings.title}`;
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(fullTitle);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${ORIGIN}${path}`);
    expect(meta(html, 'description')!.length).toBeGreaterThan(20);
    expect(meta(html, 'og:title')).toBe(fullTitle);
    expect(meta(html, 'og:site_name')).toBe(settings.title);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}${path}`);
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\.png$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('name="robots"');

    // The body holds the frame with the stored settings, one h1, and the page's records.
    const root = rootOf(html);
    const text = textOf(root);
    expect([...root.matchAll(/<h1[^>]*>/g)]).toHaveLength(1);
    expect(root).toContain('aria-label="Menú principal"');
    expect(text).toContain(settings.title);
    // Nothing of the page waits for its data (the Facebook feed, a third party's, loads later).
    expect(text.replace('Cargando publicaciones…', '')).not.toMatch(/Cargando/);
    const payload = payloadOf(html);
    expect(payload.settings.title).toBe(settings.title);
    expect(payload.settings).not.toHaveProperty('formRecipient');
    for (const name of [page.collection, ...(page.alsoLoads ?? [])].filter(Boolean) as CollectionName[]) {
      const stored = (await call<Array<Record<string, unknown>>>('GET', `/api/${name}`)).body;
      expect(payload.records[name]!.map((r) => r._id)).toEqual(stored.map((r) => r._id));
    }
    if (page.collection) {
      let records = payload.records[page.collection]!;
      if (shows) records = records.filter(shows);
      const shown = records.flatMap((r) => textsOf(page.collection!, r));
      if (shown.length > 0) expect(shown.some((t) => text.includes(t)), `${path} shows none of ${shown.slice(0, 3).join(' / ')}`).toBe(true);
    }
  });

  it('names its code in one boot script, and paints from the HTML alone (its stylesheets inline)', async () => {
    const { html } = await get('/docentes');
    // The code comes after the content (decision 0019): the page's one script is the boot, which
    // fetches the entry and the page's chunks once the content is on screen; nothing else in the
    // HTML makes the browser fetch code while the text and the main picture come.
    const scripts = html.match(/<script type="module"[^>]*>/g);
    expect(scripts).toHaveLength(1);
    const boot = /<script type="module" src="(\/assets\/boot-[^"]+\.js)" data-entry="(\/assets\/index-[^"]+\.js)" data-preload="([^"]+)">/.exec(html);
    expect(boot).not.toBeNull();
    const preload = boot![3]!.split(' ');
    expect(preload).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/staff-page-[^"]+\.js$/)]));
    expect(html).not.toMatch(/rel="modulepreload"/);
    // Every file it names is served; the boot itself imports nothing (it would come before the content).
    for (const file of [boot![1]!, boot![2]!, ...preload]) expect((await fetch(`${SITE}${file}`)).status, file).toBe(200);
    expect(await (await fetch(`${SITE}${boot![1]}`)).text()).not.toMatch(/\bimport\s*[{*\w]|\bfrom\s*["']/);
    // The data is in the page: nothing for the browser to preload from /api.
    expect(html).not.toMatch(/rel="preload" href="\/api\//);
    for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) expect(link).toMatch(/ disabled /);
    const inline = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]);
    expect(inline).toEqual(expect.arrayContaining([expect.stringMatching(/staff-page-.+\.css$/)]));
  });

  it('gives the LCP picture (the carousel\'s first slide) its srcset, sizes, size and high priority', async () => {
    const root = rootOf((await get('/')).html);
    const first = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(root)?.[0];
    expect(first).toBeTruthy();
    expect(first).toMatch(/ width="\d+"/);
    expect(first).toMatch(/ height="\d+"/);
    expect(root).toMatch(/<source type="image\/(?:avif|webp)" srcSet="[^"]+ \d+w[^"]*" sizes="[^"]+"/i);
    // Marked as the main picture, in valid HTML: the page's code waits for its paint (boot.ts).
    expect(first).toMatch(/ data-main-picture=""/);
    expect(root.match(/data-main-picture/g)).toHaveLength(1);
    expect(root).not.toMatch(/elementtiming/i);
    // The header's 52 px logo is its small stored variant, never the 512 px original.
    expect(root).toMatch(/<img src="\/media\/[^"]+-w480\.avif" alt="" width="52" height="52" fetchpriority="low"/i);
  });

  it('leaves the news bodies out of the data of the pages that show news as cards, and keeps them on an article', async () => {
    const stored = (await call<Array<Record<string, unknown>>>('GET', '/api/noticias')).body;
    const withBody = stored.find((item) => item.body && typeof item.slug === 'string');
    expect(withBody).toBeDefined();
    for (const path of ['/', '/noticias', '/circulares']) {
      const records = payloadOf((await get(path)).html).records.noticias!;
      expect(records.length, path).toBe(stored.length);
      expect(records.some((item) => 'body' in item), path).toBe(false);
      // Everything else as a visitor's GET /api/noticias answers it.
      expect(records.find((item) => item._id === withBody!._id), path).toEqual(Object.fromEntries(Object.entries(withBody!).filter(([key]) => key !== 'body')));
    }
    const article = payloadOf((await get(`/noticias/${String(withBody!.slug)}`)).html).records.noticias!;
    expect(article.find((item) => item._id === withBody!._id)).toEqual(withBody);
  });

  it('fetches the news list\'s first picture at once: the list\'s largest element on a phone', async () => {
    const root = rootOf((await get('/noticias')).html);
    const pictures = [...root.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((img) => img.includes('/media/'));
    const cards = pictures.filter((img) => !/ width="52"/.test(img));
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]).toMatch(/ loading="eager"[^>]* fetchpriority="high"/i);
    expect(cards.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
  });

  it('sends its pages in brotli to a browser that takes it, whatever order it names the encodings in', async () => {
    const res = await fetch(`${SITE}/`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('</html>');
  });

  it('describes the school on the home page as schema.org data, from its stored settings', async () => {
    const { html } = await get('/');
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'EducationalOrganization', name: settings.title, url: `${ORIGIN}/` });
    expect(meta(html, 'og:type')).toBe('website');
  });

  it('puts the home page\'s news in the first response (no longer loaded on scroll)', async () => {
    const { html } = await get('/');
    const news = (await call<Array<{ title: string }>>('GET', '/api/noticias')).body;
    expect(news.length).toBeGreaterThan(0);
    expect(textOf(rootOf(html))).toContain(news[0]!.title);
  });
});

describe('addresses that are no page', () => {
  // A Participa section that is no page here (rendición de cuentas is /rendicioncuentas) is none either.
  it.each(['/no-existe', '/transparencia/no-existe', '/participa/no-existe', '/participa/rendicion-de-cuentas', '/noticias/no-existe', '/galeria/no-existe', '/docentes/otra'])(
    '%s is a real 404 with the site\'s 404 page, kept out of search results',
    async (path) => {
      const { res, html } = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(textOf(rootOf(html))).toMatch(/no encontrad[ao]/i);
      expect(rootOf(html)).toContain('aria-label="Menú principal"');
    },
  );

  it.each(['/admin', '/login', '/docentesEdit/x'])("%s is the admin area's shell (admin.html, empty #root)", async (path) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/admin-[^"]+\.js"><\/script>/);
  });
});

describe('what an administrator types, on the server', () => {
  let token: string;
  let docente: Awaited<ReturnType<typeof firstRecord>>;
  beforeAll(async () => {
    token = await adminToken();
    docente = await firstRecord('docentes');
  });
  afterAll(async () => {
    const current = await firstRecord('docentes');
    await call('PUT', `/api/docentes/${docente._id}`, { token, json: { ...docente, updatedAt: current.updatedAt } });
  });

  it('an edit through the API is in the next answer', async () => {
    const name = `Profesora Renderizada ${Date.now()}`;
    const res = await call('PUT', `/api/docentes/${docente._id}`, { token, json: { ...docente, title: name } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(textOf(rootOf((await get('/docentes')).html))).toContain(name);
  });

  it('a </script> or a line separator in a text cannot break out of the body, the head or the data', async () => {
    const hostile = `Ana </script><script>alert(1)</script> \u2028 \u2029 <img src=x onerror=alert(2)> "comillas" & 'apóstrofo'`;
    const current = await firstRecord('docentes');
    expect((await call('PUT', `/api/docentes/${docente._id}`, { token, json: { ...current, title: hostile } })).status).toBe(200);
    const { html } = await get('/docentes');
    // Only the page's own scripts: the entry, and the data and JSON-LD blocks.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!.trim());
    for (const attrs of scripts) expect(attrs).toMatch(/^type="(?:module|application\/json|application\/ld\+json)"/);
    expect(html).not.toContain('<img src=x');
    // Inside the data and JSON-LD scripts: escapes only (a raw separator breaks older parsers).
    for (const [, json] of html.matchAll(/<script type="application\/(?:json|ld\+json)"[^>]*>([^<]*)<\/script>/g)) {
      expect(json).not.toMatch(/[\u2028\u2029]/);
    }
    // The text itself is there, escaped, and the data reads back exactly.
    expect(textOf(rootOf(html))).toContain('Ana </script><script>alert(1)</script>');
    expect(payloadOf(html).records.docentes!.some((r) => r.title === hostile)).toBe(true);
  });
});
