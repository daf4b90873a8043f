/**
 * The search's routes around the index (decision 0020): the /buscar page gets the answer in its
 * data, and a client over its limit gets a 429 that no edge keeps, as JSON and as the page. Real
 * HTTP through express; the index is real (site-index.ts), the render a stand-in (the emulator
 * suite renders the real page: tests/emulator/site-search.test.ts).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStore } from '../data/records';
import { errorHandler } from '../http/errors';
import type { AnyRecord, PageDef } from '../model';
import type { PagePayload, RenderModule } from '../pages/renderer';
import { PerClientRateLimit, SEARCH_RATE } from '../http/per-client-rate-limit';
import { SiteSearch } from '../search/site-search';
import { pagesRouter } from './pages';
import { searchFor, searchRouter } from './search';

const BUSCAR = { id: 'buscar', path: '/buscar', title: 'Buscar en el sitio', chunk: 'buscar' } as PageDef;
const SHELL = '<html><head><!--head--></head><body><div id="root" data-prerendered><!--root--></div><!--data--></body></html>';
const NEWS = { _id: 'n1', title: 'Matrículas abiertas', kind: 'noticia', summary: 'Inscríbase ya.', slug: 'matriculas', publishAt: '2026-10-01T13:00:00Z' } as unknown as AnyRecord;

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  delete process.env.SEARCH_RATE_LIMIT;
});
beforeAll(() => {
  process.env.SITE_ORIGIN ??= 'https://colegio.edu.co';
});

async function serve(perMinute: number) {
  const records = { listForVisitors: async (name: string) => (name === 'noticias' ? [NEWS] : []) } as unknown as RecordStore;
  const rendered: PagePayload[] = [];
  const module: RenderModule = {
    matchRoute: (path) => (path === '/buscar' ? { page: BUSCAR, params: {} } : null),
    collectionsOf: () => [],
    renderDocument: async ({ payload }) => {
      rendered.push(payload);
      return SHELL;
    },
  };
  process.env.SEARCH_RATE_LIMIT = String(perMinute);
  const search = searchFor(new SiteSearch(records, { clock: async () => 0 }), new PerClientRateLimit(SEARCH_RATE));
  const app = express();
  app.use('/api', searchRouter(search));
  app.use(pagesRouter(records, { renderer: () => ({ module, assets: { shell: SHELL } }), search }));
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { rendered, get: (path: string) => fetch(`${base}${path}`) };
}

describe('the search routes', () => {
  it('renders /buscar with the answer for its query in the page data', async () => {
    const site = await serve(10);
    const res = await site.get('/buscar?q=matricula');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(site.rendered[0]!.search).toMatchObject({ query: 'matricula', total: 1, groups: [{ kind: 'noticias', hits: [{ url: '/noticias/matriculas' }] }] });
    const api = await site.get('/api/buscar?q=matricula');
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual(site.rendered[0]!.search);
  });

  it('answers a client over its limit 429, never kept at the edge', async () => {
    const site = await serve(2);
    expect((await site.get('/api/buscar?q=a')).status).toBe(200);
    expect((await site.get('/buscar?q=a')).status).toBe(200);
    const api = await site.get('/api/buscar?q=a');
    expect(api.status).toBe(429);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('retry-after')).toBe('60');
    expect(await api.json()).toMatchObject({ error: 'too-many-requests', message: expect.stringMatching(/Espere un minuto/) });
    const page = await site.get('/buscar?q=a');
    expect(page.status).toBe(429);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(site.rendered.at(-1)!.search).toMatchObject({ limited: true, total: 0 });
  });
});
