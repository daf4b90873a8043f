/**
 * The public pages' route (issue 47) around the render: what a failure gets. Real HTTP through
 * express; the records and the render are stand-ins, since a Firestore that fails on the second
 * read and a component that throws cannot be had on demand from the emulators (the faults suite
 * cuts Firestore off for real: tests/emulator/faults.test.ts).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordStore } from '../data/records';
import type { PageDef } from '../model';
import type { RenderModule, Renderer } from '../pages/renderer';
import { PerClientRateLimit } from '../http/per-client-rate-limit';
import { pagesRouter, renderedAddress } from './pages';

const DOCENTES = { id: 'docentes', path: '/docentes', title: 'Docentes', collection: 'docentes', chunk: 'staff' } as PageDef;
const SHELL = '<html><head><!--head--><!--code--></head><body><!--stale--><div id="root" data-prerendered><!--root--></div><!--data--></body></html>';

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  vi.restoreAllMocks();
});
beforeAll(() => {
  process.env.SITE_ORIGIN ??= 'https://colegio.edu.co';
});

/** The route on a real server, with records that fail when `failing.now`, and a render of our own. */
async function serve(render: RenderModule['renderDocument'], limit?: PerClientRateLimit) {
  const failing = { now: false };
  const records = {
    listForVisitors: async (name: string) => {
      if (failing.now) throw new Error('14 UNAVAILABLE: Firestore no responde');
      return name === 'sitio' ? [{ _id: 's', title: 'IE San José' }] : [{ _id: `${name}-1`, title: 'Ana' }];
    },
  } as unknown as RecordStore;
  const module: RenderModule = {
    matchRoute: (path) => (path === '/docentes' ? { page: DOCENTES, params: {} } : null),
    collectionsOf: (page) => (page?.collection ? [page.collection] : []),
    renderDocument: render,
  };
  const renderer: Renderer = { module, assets: { shell: SHELL } };
  const app = express();
  app.use(pagesRouter(records, { renderer: () => renderer, ...(limit ? { limit } : {}) }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { failing, base, get: (path: string) => fetch(`${base}${path}`) };
}

const page = (body: string) => SHELL.replace('<!--head-->', '<title>Docentes</title>').replace('<!--root-->', body);

describe('the public pages route', () => {
  it('answers the render with the edge cache\'s header and its cost', async () => {
    const site = await serve(async () => page('<main><h1>Docentes</h1>Ana</main>'));
    const res = await site.get('/docentes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers.get('server-timing')).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+, reads;desc="3"$/);
    expect(await res.text()).toContain('Ana');
  });

  it('compresses the page for a browser that takes brotli or gzip, and says so to caches', async () => {
    const site = await serve(async () => page(`<main><h1>Docentes</h1>${'Ana '.repeat(2000)}</main>`));
    // Chrome's own header names gzip first: brotli still (the smaller one).
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', null]] as const) {
      const res = await fetch(`${site.base}/docentes`, { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      // fetch decodes it: the same page.
      expect(await res.text()).toContain('Ana Ana');
    }
  });

  it('answers an address that is no page with a 404 cached a minute', async () => {
    const site = await serve(async () => page('<main><h1>Página no encontrada</h1></main>'));
    const res = await site.get('/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('answers a render that throws with a 500 and the site\'s error page, and logs which page and records', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = await serve(async () => {
      throw new Error('Cannot read properties of undefined (reading "map")');
    });
    const res = await site.get('/docentes');
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('No pudimos mostrar esta página');
    expect(html).not.toMatch(/reading "map"|at \w+ \(/);
    // The message is the whole page: no boot script's place is left, no code comes to replace it.
    expect(html).not.toMatch(/<!--code-->|<script/);
    expect(log).toHaveBeenCalledWith('page render failed', expect.objectContaining({ path: '/docentes', page: 'docentes', records: ['docentes: docentes-1'] }));
  });

  it('serves the copy it rendered lately when Firestore fails, marked as possibly old; an error page without one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = await serve(async () => page('<main><h1>Docentes</h1>Ana</main>'));
    expect((await site.get('/docentes')).status).toBe(200);
    site.failing.now = true;
    const stale = await site.get('/docentes');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-served-stale')).toBe('true');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    const html = await stale.text();
    expect(html).toContain('Ana');
    expect(html).toMatch(/<p class="stale-notice" role="status"[^>]*>No pudimos consultar la versión más reciente/);
    // Never rendered here: no copy to give, an error page (not a stack trace) with 503.
    const none = await site.get('/otra');
    expect(none.status).toBe(503);
    expect(await none.text()).toContain('No pudimos mostrar esta página');
  });

  it('renders a page for its path and the parameters it reads, whatever else the address holds', async () => {
    const urls: string[] = [];
    const site = await serve(async ({ url }) => {
      urls.push(url);
      return page('<main><h1>Docentes</h1>Ana</main>');
    });
    const first = await (await site.get('/docentes?utm_source=x&fbclid=1')).text();
    const second = await (await site.get(`/docentes?r=${Math.random()}`)).text();
    expect(urls).toEqual(['/docentes', '/docentes']);
    expect(second).toBe(first);
    // A page's own parameters stay, in the registry's order, and nothing else.
    const buscar = { id: 'buscar', path: '/buscar', title: 'Buscar', chunk: 'buscar', query: ['q'] } as PageDef;
    expect(renderedAddress('/buscar', new URLSearchParams('x=1&q=pei&y=2'), buscar)).toBe('/buscar?q=pei');
    const noticias = { id: 'noticias', path: '/noticias', title: 'Noticias', chunk: 'noticias', query: ['tipo', 'pagina'] } as PageDef;
    expect(renderedAddress('/noticias', new URLSearchParams('pagina=2&zz=1&tipo=circular'), noticias)).toBe('/noticias?tipo=circular&pagina=2');
    expect(renderedAddress('/no-existe', new URLSearchParams('a=1'), undefined)).toBe('/no-existe');
  });

  it('limits the renders one client can make, with a 429 page no cache keeps', async () => {
    process.env.PAGE_RATE_LIMIT = '3';
    try {
      let renders = 0;
      const site = await serve(async () => {
        renders += 1;
        return page('<main><h1>Docentes</h1>Ana</main>');
      }, new PerClientRateLimit({ env: 'PAGE_RATE_LIMIT', perMinute: 300 }, () => 0));
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await site.get(`/docentes?i=${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(renders).toBe(3);
      const refused = await site.get('/docentes');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.text()).toContain('Demasiadas solicitudes');
    } finally {
      delete process.env.PAGE_RATE_LIMIT;
    }
  });
});
