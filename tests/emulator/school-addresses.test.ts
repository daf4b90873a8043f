/**
 * A school's addresses on each host it is reached at (tenancy/platform-app.ts): on the platform's
 * domain every address of its own site that its pages write (links, pictures, files, form
 * actions) starts with `/{slug}/`; on a domain of its own (here `{slug}.localhost`, through
 * Hosting's X-Forwarded-Host) with `/` and no slug, as San José's always have. The built files
 * (/assets/, the icon) stay at the root, shared by every school. Each page is reached by following
 * the links of the one before, so what a visitor clicks leads to a page of the same school.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE } from './site';

const SCHOOL = 'lasacacias';
const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
/** The school as if on a domain of its own: Node cannot resolve `x.localhost`, Hosting forwards the header. */
const OWN_HOST = `${SCHOOL}.localhost:${new URL(SITE).port}`;
/** Pages followed per host: enough for every kind of page, within the function's per-client page limit. */
const MAX_PAGES = 40;
/** Files every school shares, at the root of every host. */
const SHARED_FILE = /^\/(?:assets\/|favicon\.svg$|share-image\.png$)/;

// The school's content is the seed's: tests/emulator/global-setup.ts seeds every school.

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x2F;/g, '/');

/** Every address in the page's HTML attributes (href, src, action, srcset, the islands' code). */
function addressesOf(html: string): string[] {
  const out: string[] = [];
  const attribute = /\s(href|src|action|srcset|poster|component-url|renderer-url)="([^"]*)"/g;
  for (const [, name, raw] of html.matchAll(attribute)) {
    const value = unescape(raw!);
    if (name === 'srcset') out.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0]!));
    else out.push(value);
  }
  return out.filter(Boolean);
}

const internal = (href: string) => href.startsWith('/') && !href.startsWith('//');
/** A page of the public site (not a file, a download, an API answer, a feed, the admin area's app). */
const isPage = (path: string) =>
  !/\.[a-z0-9]+$/i.test(path) &&
  !/\/(?:media|api|vista-previa)\//.test(path) &&
  !/\/(?:login|admin)(?:\/|$)|[A-Za-z]+(?:Edit\/|Create$)/.test(path);

interface Visit {
  path: string;
  html: string;
}

/** Follows the site's links from its home page, breadth first, `MAX_PAGES` pages at most. */
async function crawl(origin: string, base: string, headers: Record<string, string> = {}): Promise<Visit[]> {
  const seen = new Set<string>([`${base}/`]);
  const queue = [`${base}/`];
  const visits: Visit[] = [];
  while (queue.length > 0 && visits.length < MAX_PAGES) {
    const path = queue.shift()!;
    const res = await fetch(`${origin}${path}`, { headers, redirect: 'manual' });
    expect(res.status, `${origin}${path}`).toBe(200);
    const html = await res.text();
    visits.push({ path, html });
    for (const href of addressesOf(html).filter(internal)) {
      const url = new URL(href, `${origin}${path}`);
      const next = url.pathname + url.search;
      if (!isPage(url.pathname) || seen.has(next) || !url.pathname.startsWith(`${base}/`)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return visits;
}

/** The page's own addresses that do not start with `prefix` (nor are shared files). */
const strays = (visits: Visit[], prefix: string) =>
  visits.flatMap(({ path, html }) =>
    addressesOf(html)
      .filter(internal)
      .filter((href) => !SHARED_FILE.test(href) && !href.startsWith(prefix))
      .map((href) => `${path}: ${href}`),
  );

/** Kinds of page the crawl must have reached (one of each at least). */
function expectEveryKind(visits: Visit[], base: string) {
  const paths = visits.map((v) => v.path.slice(base.length));
  for (const page of [
    '/',
    '/noticias',
    '/eventos',
    '/galeria',
    '/transparencia',
    '/buscar',
    '/pqrsd',
    '/contacto',
  ])
    expect(paths, page).toContain(page);
  expect(
    paths.some((p) => /^\/noticias\/[^/?]+$/.test(p)),
    'a news item',
  ).toBe(true);
}

describe(`${SCHOOL} on the platform's domain (${PLATFORM}/${SCHOOL}/)`, () => {
  let visits: Visit[] = [];
  beforeAll(async () => {
    visits = await crawl(PLATFORM, `/${SCHOOL}`);
  }, 240_000);

  it(`writes every address of its own site under /${SCHOOL}/, the built files at the root`, () => {
    expectEveryKind(visits, `/${SCHOOL}`);
    expect(strays(visits, `/${SCHOOL}/`)).toEqual([]);
    const all = visits.flatMap((v) => addressesOf(v.html).filter(internal));
    expect(all.some((href) => href.startsWith('/assets/'))).toBe(true);
    expect(all.some((href) => href.startsWith(`/${SCHOOL}/media/`))).toBe(true);
    expect(all.filter((href) => href.startsWith(`/${SCHOOL}/assets/`))).toEqual([]);
  });

  it("tells the islands' API client the base, and names its canonical address with the slug", () => {
    for (const { path, html } of visits) {
      expect(html, path).toContain(`<meta name="site-base" content="/${SCHOOL}"`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical?.startsWith(`${PLATFORM}/${SCHOOL}`), `${path}: ${canonical}`).toBe(true);
    }
    const home = visits[0]!.html;
    expect(home).toContain(`"url":"${PLATFORM}/${SCHOOL}/"`);
    // The share picture is a built file: at the root of the host.
    expect(home).toContain(`<meta property="og:image" content="${PLATFORM}/share-image.png"`);
  });

  it("marks the page shown in the menu and answers the school's files, search and calendar under the base", async () => {
    const noticias = visits.find((v) => v.path === `/${SCHOOL}/noticias`)!.html;
    expect(noticias).toMatch(new RegExp(`href="/${SCHOOL}/noticias"[^>]*aria-current="page"`));
    const media = visits
      .flatMap((v) => addressesOf(v.html))
      .find((href) => href.startsWith(`/${SCHOOL}/media/`))!;
    expect((await fetch(`${PLATFORM}${media}`)).status).toBe(200);
    const search = await fetch(`${PLATFORM}/${SCHOOL}/api/buscar?q=matricula`);
    expect(search.status).toBe(200);
    const ics = await fetch(`${PLATFORM}/${SCHOOL}/eventos.ics`);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  });

  it("sends the school's admin area admin.html under its base", async () => {
    for (const path of ['login', 'admin', 'admin/papelera', 'noticiasEdit/abc123', 'noticiasCreate']) {
      const res = await fetch(`${PLATFORM}/${SCHOOL}/${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('id="root"');
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});

describe(`${SCHOOL} on a domain of its own (${OWN_HOST})`, () => {
  it('writes its addresses from the root, with no slug, as on any school domain', async () => {
    const visits = await crawl(SITE, '', { 'X-Forwarded-Host': OWN_HOST });
    expectEveryKind(visits, '');
    expect(strays(visits, '/')).toEqual([]);
    const slugged = visits.flatMap(({ path, html }) =>
      addressesOf(html)
        .filter((href) => href.startsWith(`/${SCHOOL}/`) || href === `/${SCHOOL}`)
        .map((href) => `${path}: ${href}`),
    );
    expect(slugged).toEqual([]);
    expect(visits[0]!.html).not.toContain('name="site-base"');
  }, 240_000);
});

describe("San José at its own domain (the emulator's Hosting)", () => {
  it('has no slug anywhere, as before there were many schools', async () => {
    const visits = await crawl(SITE, '');
    expectEveryKind(visits, '');
    expect(strays(visits, '/')).toEqual([]);
    for (const { path, html } of visits) {
      expect(html, path).not.toContain('name="site-base"');
      expect(html, path).not.toMatch(/(?:href|src|action)="\/sanjose\//);
    }
  }, 240_000);
});
