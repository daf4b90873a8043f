/**
 * Every public page as a crawler, a link preview or a browser without JavaScript gets it from
 * Hosting: the function renders it (the Astro app) with the data stored now. For every route of
 * the registry: its stored content in the body, its title from the registry, its Open Graph
 * tags, the edge cache's header. An edit through the API is in the next answer; an address that is no page is a 404 with
 * the site's 404 page; a title with `</script>` or U+2028 cannot break out of where it lands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCollection, PARTICIPA_PAGES, TRANSPARENCY_ANNEX, type CollectionName } from '@model';
import { isAdminAreaPath } from '../../web/src/config/areas';
import { PAGES, type PageDef } from '../../web/src/config/pages';
import { call, rootOf, SITE } from './site';
import { adminToken, firstRecord } from './state';
import { PRE_PAINT } from '../../web/src/lib/accessibility-prefs';

const ORIGIN = process.env.SITE_ORIGIN ?? SITE;

/**
 * The fixed public routes, said again from the registry, the annex and the Participa sections (not
 * from the code under test); `shows` keeps the records a page with a parameter shows of its list.
 */
type Shows = (record: Record<string, unknown>) => boolean;
const ROUTES: Array<{ path: string; title: string; page: PageDef; shows?: Shows }> = PAGES.filter(
  // A subscription's step or personal link is noindex and partly no-store: subscriptions.test.ts checks them.
  (page: PageDef) => !isAdminAreaPath(page.path) && !page.requestTime && !page.noindex,
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
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  );
  return tag ? decode(tag[1]!) : undefined;
}

const textOf = (markup: string) => decode(markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

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

/** The page's script elements: their attributes (trimmed) and their text. */
const pageScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attrs: m[1]!.trim(),
    body: m[2]!,
  }));

describe('every public page, rendered by the function', () => {
  it('covers every fixed public route of the registry', () => {
    const requestTime = PAGES.filter((page: PageDef) => page.requestTime).length;
    const noindex = PAGES.filter((page: PageDef) => page.noindex).length;
    // Less /login and the two patterns, plus their addresses.
    expect(ROUTES.length).toBe(
      PAGES.length - 3 - requestTime - noindex + TRANSPARENCY_ANNEX.length + PARTICIPA_PAGES.length,
    );
  });

  it.each(PAGES.filter((page: PageDef) => page.noindex) as PageDef[])(
    '$path: a subscription step is never indexed, and one a personal link opens never cached',
    async ({ path, query }) => {
      const { res, html } = await get(path);
      expect(res.status).toBe(200);
      // A personal link carries its signed token in `t`: that page is the family's alone.
      const personal = query?.includes('t') ?? false;
      expect(res.headers.get('cache-control')).toBe(
        personal ? 'private, no-store' : 'public, max-age=0, s-maxage=60',
      );
      expect(html).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it.each(ROUTES)(
    '$path: its content, its title and preview tags, cached a minute at the edge',
    async ({ path, title, page, shows }) => {
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
      // Staff-only settings never reach a page (nor an island's props).
      expect(html).not.toContain('formRecipient');
      if (page.collection) {
        let records = (await call<Array<Record<string, unknown>>>('GET', `/api/${page.collection}`)).body;
        if (shows) records = records.filter(shows);
        const shown = records.flatMap((r) => textsOf(page.collection!, r));
        if (shown.length > 0)
          expect(
            shown.some((t) => text.includes(t)),
            `${path} shows none of ${shown.slice(0, 3).join(' / ')}`,
          ).toBe(true);
      }
    },
  );

  it('ships no code on a page without an island, and paints from the HTML alone (its stylesheets inline)', async () => {
    const { html } = await get('/docentes');
    // The frame's one small module script (notices, menus, vitals) and the accessibility bar's
    // pre-paint lines in the head; no island, no React.
    const scripts = pageScripts(html).filter(({ attrs }) => !/application\/ld\+json/.test(attrs));
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toEqual({ attrs: '', body: PRE_PAINT });
    expect(scripts[1]!.attrs).toMatch(/^type="module"/);
    expect(html).not.toContain('<astro-island');
    expect(html).not.toMatch(/rel="modulepreload"/);
    // The data is in the page: nothing for the browser to preload from /api.
    expect(html).not.toMatch(/rel="preload" href="\/api\//);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]+<\/style>/);
  });

  it("gives the LCP picture (the carousel's first slide) its srcset, sizes, size and high priority", async () => {
    const root = rootOf((await get('/')).html);
    const first = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(root)?.[0];
    expect(first).toBeTruthy();
    expect(first).toMatch(/ width="\d+"/);
    expect(first).toMatch(/ height="\d+"/);
    expect(root).toMatch(/<source type="image\/(?:avif|webp)" srcSet="[^"]+ \d+w[^"]*" sizes="[^"]+"/i);
    expect(root.match(/fetchpriority="high"/gi)).toHaveLength(1);
    // The header's 52 px logo is its small stored variant, never the 512 px original.
    expect(root).toMatch(
      /<img src="\/media\/[^"]+-w480\.avif" alt="" width="52" height="52" fetchpriority="low"/i,
    );
  });

  it('leaves the news bodies out of the pages that show news as cards, and shows them on an article', async () => {
    const stored = (await call<Array<Record<string, unknown>>>('GET', '/api/noticias')).body;
    // A body's words that its title and summary do not have: what only the article shows.
    const texts = (node: unknown): string[] => {
      if (Array.isArray(node)) return node.flatMap(texts);
      if (!node || typeof node !== 'object') return [];
      const { text, content } = node as { text?: unknown; content?: unknown };
      return [...(typeof text === 'string' ? [text] : []), ...texts(content)];
    };
    const withBody = stored.find(
      (item) => typeof item.slug === 'string' && texts(item.body).join(' ').length > 40,
    )!;
    expect(withBody).toBeDefined();
    const phrase = texts(withBody.body)
      .join(' ')
      .split(/(?<=[.:;])\s+/)
      .map((sentence) => sentence.slice(0, 30))
      .find(
        (part) =>
          part.length >= 20 &&
          !String(withBody.summary ?? '').includes(part) &&
          !String(withBody.title).includes(part),
      )!;
    expect(phrase).toBeDefined();
    expect(textOf(rootOf((await get(`/noticias/${String(withBody.slug)}`)).html))).toContain(phrase);
    for (const path of ['/', '/noticias', '/circulares']) {
      const { html } = await get(path);
      expect(html.length, path).toBeGreaterThan(1000);
      expect(textOf(html), path).not.toContain(phrase);
    }
  });

  it("fetches the news list's first picture at once: the list's largest element on a phone", async () => {
    const root = rootOf((await get('/noticias')).html);
    const pictures = [...root.matchAll(/<img [^>]*>/g)]
      .map((m) => m[0])
      .filter((img) => img.includes('/media/'));
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
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({ '@type': 'EducationalOrganization', name: settings.title, url: `${ORIGIN}/` });
    expect(meta(html, 'og:type')).toBe('website');
  });

  it("puts the home page's news in the first response (no longer loaded on scroll)", async () => {
    const { html } = await get('/');
    const news = (await call<Array<{ title: string }>>('GET', '/api/noticias')).body;
    expect(news.length).toBeGreaterThan(0);
    expect(textOf(rootOf(html))).toContain(news[0]!.title);
  });
});

describe('addresses that are no page', () => {
  // A Participa section that is no page here (rendición de cuentas is /rendicioncuentas) is none either.
  it.each([
    '/no-existe',
    '/transparencia/no-existe',
    '/participa/no-existe',
    '/participa/rendicion-de-cuentas',
    '/noticias/no-existe',
    '/galeria/no-existe',
    '/docentes/otra',
  ])("%s is a real 404 with the site's 404 page, kept out of search results", async (path) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(textOf(rootOf(html))).toMatch(/no encontrad[ao]/i);
    expect(rootOf(html)).toContain('aria-label="Menú principal"');
  });

  it.each(['/admin', '/login', '/docentesEdit/x'])(
    "%s is the admin area's single-page app (admin.html, empty #root)",
    async (path) => {
      const { res, html } = await get(path);
      expect(res.status).toBe(200);
      expect(html).toMatch(/<div id="root"><\/div>/);
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/admin-[^"]+\.js"><\/script>/);
    },
  );
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
    await call('PUT', `/api/docentes/${docente._id}`, {
      token,
      json: { ...docente, updatedAt: current.updatedAt },
    });
  });

  it('an edit through the API is in the next answer', async () => {
    const name = `Profesora Renderizada ${Date.now()}`;
    const res = await call('PUT', `/api/docentes/${docente._id}`, {
      token,
      json: { ...docente, title: name },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(textOf(rootOf((await get('/docentes')).html))).toContain(name);
  });

  it('a </script> or a line separator in a text cannot break out of the body, the head or the data', async () => {
    const hostile = `Ana </script><script>alert(1)</script> \u2028 \u2029 <img src=x onerror=alert(2)> "comillas" & 'apóstrofo'`;
    const current = await firstRecord('docentes');
    expect(
      (await call('PUT', `/api/docentes/${docente._id}`, { token, json: { ...current, title: hostile } }))
        .status,
    ).toBe(200);
    const { html } = await get('/docentes');
    // Only the page's own scripts: the frame's module, its pre-paint lines and the JSON-LD blocks.
    for (const { attrs, body } of pageScripts(html)) {
      if (attrs === '') expect(body).toBe(PRE_PAINT);
      else expect(attrs).toMatch(/^type="(?:module|application\/ld\+json)"/);
    }
    expect(html).not.toContain('<img src=x');
    // Inside the JSON-LD scripts: escapes only (a raw separator breaks older parsers).
    for (const [, json] of html.matchAll(
      /<script type="application\/(?:json|ld\+json)"[^>]*>([^<]*)<\/script>/g,
    )) {
      expect(json).not.toMatch(/[\u2028\u2029]/);
    }
    // The text itself is there, escaped.
    expect(textOf(rootOf(html))).toContain('Ana </script><script>alert(1)</script>');
  });
});
