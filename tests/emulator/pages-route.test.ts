/**
 * The function's pages route around the built public site (functions/site, the Astro app): what
 * a page's answer carries and what a failure gets. Real HTTP through express into the real site;
 * the records are a stand-in, since a Firestore that fails on the second read, a record that
 * breaks a component, or twenty schools' settings at once cannot be had on demand from the
 * emulators (the faults suite cuts Firestore off for real: tests/emulator/faults.test.ts). Needs
 * the site built (npm test builds it before this project runs); no emulator is used.
 */
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordStore } from '../../functions/src/data/records';
import { PerClientRateLimit } from '../../functions/src/http/per-client-rate-limit';
import { errorHandler } from '../../functions/src/http/errors';
import { SEARCH_RATE } from '../../functions/src/http/per-client-rate-limit';
import { SITE_DIR, type SiteHandler } from '../../functions/src/pages/site-handler';
import { pagesRouter } from '../../functions/src/routes/pages';
import { searchFor, searchRouter } from '../../functions/src/routes/search';
import { SiteSearch } from '../../functions/src/search/site-search';

/**
 * The built site, imported here as the function imports it (pages/site-handler.ts does it through
 * a `new Function` import, which vitest's module runner does not allow).
 */
const site = async (): Promise<SiteHandler> =>
  (
    (await import(/* @vite-ignore */ pathToFileURL(join(SITE_DIR, 'server', 'entry.mjs')).href)) as {
      handler: SiteHandler;
    }
  ).handler;

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  vi.restoreAllMocks();
});
const origin = () => 'https://colegio.edu.co';

type Lists = Record<string, Record<string, unknown>[]>;
const SEEDED: Lists = {
  sitio: [{ _id: 's', title: 'IE San José' }],
  resenahistorica: [{ _id: 'r', title: 'Nuestra historia', stringone: 'Fundada en 1962 por la comunidad.' }],
};

/** The route on a real server, with stand-in records (`failing.now` makes every read fail). */
async function serve(
  lists: (name: string, req: number) => Record<string, unknown>[] = (name) => SEEDED[name] ?? [],
  limit?: PerClientRateLimit,
) {
  const failing = { now: false };
  let reads = 0;
  const records = {
    listForVisitors: async (name: string) => {
      if (failing.now) throw new Error('14 UNAVAILABLE: Firestore no responde');
      return lists(name, reads++);
    },
  } as unknown as RecordStore;
  const app = express();
  app.use(pagesRouter(records, { site, origin, ...(limit ? { limit } : {}) }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    failing,
    base,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
  };
}

describe('the public pages route', () => {
  it("answers a page with the edge cache's header, its cost and a CSP of hashes with no unsafe-inline for scripts", async () => {
    const site = await serve();
    const res = await site.get('/resenahistorica');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers.get('server-timing')).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+, reads;desc="3"$/);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    expect(html).toContain('Fundada en 1962');
    expect(html).toContain('<title>Reseña histórica | IE San José</title>');
    // Every inline script of the page is one the header allows by its hash.
    const { createHash } = await import('node:crypto');
    for (const [, body] of html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      expect(scripts).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  });

  it('compresses the page for a browser that takes brotli or gzip, once per version, and says so to caches', async () => {
    const site = await serve();
    // Chrome's own header names gzip first: brotli still (the smaller one).
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await site.get('/resenahistorica', { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await res.text()).toContain('Fundada en 1962');
    }
  });

  it("answers an address that is no page with the site's 404 page, cached a minute", async () => {
    const site = await serve();
    const res = await site.get('/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await res.text();
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // In the site's frame, with the school's name.
    expect(html).toContain('IE San José');
  });

  it("answers a render that throws with a 500 and the site's error page, and logs which page", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A record whose text cannot be read: the component throws while rendering.
    const broken = {
      _id: 'r',
      get title(): string {
        throw new Error('Cannot read properties of undefined (reading "map")');
      },
    };
    const site = await serve((name) => (name === 'resenahistorica' ? [broken] : (SEEDED[name] ?? [])));
    const res = await site.get('/resenahistorica');
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('No pudimos mostrar esta página');
    expect(html).not.toMatch(/reading "map"|at \w+ \(|<script/);
    expect(log).toHaveBeenCalledWith(
      'page render failed',
      expect.objectContaining({ path: '/resenahistorica', page: '/resenahistorica' }),
    );
  });

  it('serves the copy it made lately when Firestore fails, marked as possibly old; the 503 page without one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = await serve();
    expect((await site.get('/resenahistorica')).status).toBe(200);
    site.failing.now = true;
    const stale = await site.get('/resenahistorica?utm_source=x');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-served-stale')).toBe('true');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    const html = await stale.text();
    expect(html).toContain('Fundada en 1962');
    expect(html).toMatch(
      /<body[^>]*><p class="stale-notice" role="status"[^>]*>No pudimos consultar la versión más reciente/,
    );
    // Never made here: no copy to give, the 503 page (no stack trace).
    const none = await site.get('/horizonteinstitucional');
    expect(none.status).toBe(503);
    expect(none.headers.get('cache-control')).toBe('no-store');
    expect(await none.text()).toContain('Servicio no disponible');
  });

  it("renders pages side by side, each with its own request's data (nothing kept between renders)", async () => {
    // Twenty requests at once, each read answering with its own school name: a value kept in a
    // module between renders would put one school's name in another's page.
    const site = await serve((name, read) =>
      name === 'sitio' ? [{ _id: 's', title: `Colegio ${read}` }] : (SEEDED[name] ?? []),
    );
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => site.get('/resenahistorica').then((r) => r.text())),
    );
    const titles = pages.map((html) => /<title>Reseña histórica \| (Colegio \d+)<\/title>/.exec(html)?.[1]);
    expect(new Set(titles).size).toBe(20);
    for (const [i, html] of pages.entries()) {
      // The header's name is the title's: the same request's settings.
      expect(html.split(titles[i]!).length - 1, titles[i]).toBeGreaterThanOrEqual(3);
    }
  });

  it('limits the pages one client can have, with a 429 page no cache keeps', async () => {
    process.env.PAGE_RATE_LIMIT = '3';
    try {
      const site = await serve(
        undefined,
        new PerClientRateLimit({ env: 'PAGE_RATE_LIMIT', perMinute: 300 }, () => 0),
      );
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await site.get(`/resenahistorica?i=${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await site.get('/resenahistorica');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.text()).toContain('Demasiadas solicitudes');
    } finally {
      delete process.env.PAGE_RATE_LIMIT;
    }
  });
});

describe('/buscar and /api/buscar', () => {
  const NEWS = {
    _id: 'n1',
    title: 'Matrículas abiertas',
    kind: 'noticia',
    summary: 'Inscríbase ya.',
    slug: 'matriculas',
    publishAt: '2026-10-01T13:00:00Z',
  };

  async function serveSearch(perMinute: number) {
    const records = {
      listForVisitors: async (name: string) => (name === 'noticias' ? [NEWS] : (SEEDED[name] ?? [])),
    } as unknown as RecordStore;
    process.env.SEARCH_RATE_LIMIT = String(perMinute);
    const search = searchFor(
      new SiteSearch(records, { clock: async () => ({ now: 0, setAt: '' }) }),
      new PerClientRateLimit(SEARCH_RATE),
    );
    const app = express();
    app.use('/api', searchRouter(search));
    app.use(pagesRouter(records, { site, origin, search }));
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (path: string) => fetch(`${base}${path}`);
  }
  afterEach(() => {
    delete process.env.SEARCH_RATE_LIMIT;
  });

  it('renders /buscar with the answer for its query, the same the API gives', async () => {
    const get = await serveSearch(10);
    const res = await get('/buscar?q=matricula');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await res.text();
    expect(html).toContain('href="/noticias/matriculas"');
    expect(html).toContain('Matrículas abiertas');
    const api = await get('/api/buscar?q=matricula');
    expect(await api.json()).toMatchObject({
      query: 'matricula',
      total: 1,
      groups: [{ kind: 'noticias', hits: [{ url: '/noticias/matriculas' }] }],
    });
  });

  it('answers a client over its limit 429, as JSON and as the page, never kept at the edge', async () => {
    const get = await serveSearch(2);
    expect((await get('/api/buscar?q=a')).status).toBe(200);
    expect((await get('/buscar?q=a')).status).toBe(200);
    const api = await get('/api/buscar?q=a');
    expect(api.status).toBe(429);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('retry-after')).toBe('60');
    expect(await api.json()).toMatchObject({
      error: 'too-many-requests',
      message: expect.stringMatching(/Espere un minuto/),
    });
    const page = await get('/buscar?q=a');
    expect(page.status).toBe(429);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});
