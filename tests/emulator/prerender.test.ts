/**
 * The prerendered pages as a crawler (or curl) gets them from Hosting: no JavaScript runs here.
 * Every public route answers with its own HTML (title, description, canonical, Open Graph and
 * Twitter tags, the frame with its heading and the menu) and no value of the editable settings;
 * other paths still get the SPA shell; sitemap.xml and robots.txt name every public route.
 */
import { describe, expect, it } from 'vitest';
import { TRANSPARENCY_ANNEX } from '@model/public';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { isAdminAreaPath } from '../../web/src/config/areas';
import { PAGES, type PageDef } from '../../web/src/config/pages';
import { BUILT_ORIGIN, SITE } from './site';

/** The public routes, said again from the registry and the annex (not from the code under test). */
// A request-time page (/noticias/{slug}) is the function's, not a file (decision 0012).
const ROUTES: Array<{ path: string; title: string; h1: string }> = PAGES.filter(
  (page: PageDef) => !isAdminAreaPath(page.path) && !page.requestTime,
).flatMap((page: PageDef) =>
  page.path === '/transparencia/:category'
    ? TRANSPARENCY_ANNEX.map((c) => ({
        path: `/transparencia/${c.slug}`,
        title: `${c.number}. ${c.name} | Transparencia`,
        h1: `${c.number}. ${c.name}`,
      }))
    : [{ path: page.path, title: page.title, h1: page.id === 'contacto' ? 'Contáctenos' : page.title }],
);

const SETTINGS = SEED_CONTENT.sitio[0]! as Record<string, string>;

async function get(path: string) {
  // A redirect (e.g. to a trailing slash) would be a failure: previews and crawlers want the page.
  const res = await fetch(`${SITE}${path}`, { redirect: 'manual' });
  return { res, html: await res.text() };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  );
  return tag ? decode(tag[1]!) : undefined;
}

/** The markup inside <div id="root">…</div> (the frame), up to the <noscript> that follows it. */
function rootOf(html: string): string {
  return /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
}

const textOf = (markup: string) => decode(markup.replace(/<[^>]+>/g, ''));

describe('Prerendered public pages', () => {
  it('covers every public route of the registry', () => {
    const requestTime = PAGES.filter((page: PageDef) => page.requestTime).length;
    expect(ROUTES.length).toBe(PAGES.length - 2 - requestTime + TRANSPARENCY_ANNEX.length);
  });

  it.each(ROUTES)('$path: its own head tags and frame, no settings value', async ({ path, title, h1 }) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');

    const siteName = meta(html, 'og:site_name')!;
    expect(siteName).toBeTruthy();
    const fullTitle = `${title} | ${siteName}`;
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(fullTitle);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${BUILT_ORIGIN}${path}`);
    expect(meta(html, 'description')!.length).toBeGreaterThan(20);
    expect(meta(html, 'og:title')).toBe(fullTitle);
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(`${BUILT_ORIGIN}${path}`);
    expect(meta(html, 'og:locale')).toBe('es_CO');
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\.png$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    expect(html).toContain('<div id="root" data-prerendered>');
    const root = rootOf(html);
    const headings = [...root.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
    expect(headings.map((h) => h.toLowerCase())).toEqual([h1.toLowerCase()]);
    expect(root).toContain('aria-label="Menú principal"');
    expect(root).toContain('href="/transparencia"');
    // Editable values are never painted from build time: they could be older than the record.
    const body = textOf(root);
    for (const field of [
      'title',
      'tagline',
      'phoneOne',
      'email',
      'address',
      'pedagogyTitle',
      'servicesTitle',
    ]) {
      expect(body, field).not.toContain(SETTINGS[field]);
    }
    expect(root).not.toContain(SETTINGS.tramitesMatricula);
  });

  it('preloads the page chunk and its API read', async () => {
    const { html } = await get('/docentes');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/staff-page-[^"]+\.js"/);
    expect(html).toContain('<link rel="preload" href="/api/docentes" as="fetch" crossorigin="anonymous" />');
    const transparency = (await get('/transparencia/contratacion')).html;
    expect(transparency).toContain('href="/api/transparencia"');
    expect(transparency).toContain('href="/api/transparencianotas"');
  });

  // A <link rel=stylesheet> would hold the first paint until its file arrives: the shell's and
  // the page's CSS are written into the page; the page chunk's only as a disabled link (Vite's
  // loader then does not add it again when the chunk is imported).
  it('paints from the HTML alone: its stylesheets inline, no enabled stylesheet link', async () => {
    const { html } = await get('/docentes');
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/ disabled /);
    const inline = [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)];
    expect(inline.map((m) => m[1])).toEqual(
      expect.arrayContaining([expect.stringMatching(/staff-page-.+\.css$/)]),
    );
    for (const [, href, css] of inline) {
      expect(css).toBe((await (await fetch(`${SITE}${href}`)).text()).trim());
    }
    // The shell for unknown paths keeps its ordinary stylesheet link.
    expect((await get('/no-existe')).html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/,
    );
  });

  it('the preview picture is a 1200x630 PNG the site serves', async () => {
    const { html } = await get('/');
    // It names the address the build was made for; this suite serves the same file.
    const image = new URL(meta(html, 'og:image')!);
    expect(image.origin).toBe(BUILT_ORIGIN);
    const res = await fetch(`${SITE}${image.pathname}`);
    expect(res.status).toBe(200);
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  // Unknown paths get the public build's untouched shell (spa.html), the admin area's paths the
  // admin build's (admin.html, decision 0006): neither has a frame or preview tags.
  it.each([
    ['/no-existe', 'index'],
    ['/transparencia/no-existe', 'index'],
    ['/admin', 'admin'],
    ['/login', 'admin'],
    ['/docentesEdit/x', 'admin'],
  ])("%s gets the %s build's shell (empty #root)", async (path, entry) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(rootOf(html)).toBe('');
    expect(html).not.toContain('og:title');
    expect(html).toMatch(
      new RegExp(`<script type="module" crossorigin src="/assets/${entry}-[^"]+\\.js"></script>`),
    );
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('sitemap.xml lists exactly the public routes, absolute', async () => {
    const res = await fetch(`${SITE}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    expect(locs.sort()).toEqual(ROUTES.map((r) => `${BUILT_ORIGIN}${r.path}`).sort());
  });

  it('robots.txt names the sitemap and keeps its rules', async () => {
    const robots = await (await fetch(`${SITE}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${BUILT_ORIGIN}/sitemap.xml`);
    // The function's sitemap of the articles published after the build (decision 0012).
    expect(robots).toContain(`Sitemap: ${BUILT_ORIGIN}/noticias/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/login$/m);
    expect(robots).toMatch(/^Allow: \/administrativos$/m);
  });
});
