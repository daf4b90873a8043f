/**
 * The page copies served when Firestore fails (pages/recent-pages.ts, "stale-if-error") are a
 * school's, and a base's: the same address of two schools, or of one school on its own domain
 * (base '') and on the platform's (`/{slug}`), never answers with the other's copy. Each school's
 * app (tenancy/platform-app.ts) has its own pages router and so its own copies; the router keeps
 * them under the base plus the address, as the links inside a page differ by base.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStore } from '../data/records';
import type { SiteHandler } from '../pages/site-handler';
import { currentSchool, runInSchool } from '../tenancy/current-school';
import { pagesRouter } from './pages';

/**
 * The site as web/src/middleware.ts uses the copies: a page rendered is kept under its address;
 * when its data cannot be read (here: the request says so) the copy of the same address is
 * served, marked stale, or a 503 when there is none.
 */
const site: SiteHandler = async (req, res, _next, { page }) => {
  const address = req.path;
  if (req.get('x-datos') === 'caidos') {
    const kept = page.copies.recall(address);
    if (!kept) {
      res.status(503).send('sin copia');
      return;
    }
    res.status(kept.status).set('X-Served-Stale', 'true').send(kept.html);
    return;
  }
  const html = `<a href="${page.base}${address}">${currentSchool()!.id}</a>`;
  page.copies.remember(address, 200, html);
  res.send(html);
  return Promise.resolve();
};

/**
 * A platform as tenancy/platform-app.ts dispatches: each school its own app (one pages router
 * each), reached by its own host (here the `x-colegio` header; base '') or at `/{slug}/` (base
 * `/{slug}`, stripped from the address its app sees), run inside the school's context.
 */
function platform(): express.Express {
  const apps = new Map<string, express.Express>();
  const appOf = (id: string) => {
    let app = apps.get(id);
    if (!app) {
      app = express();
      app.use(
        pagesRouter({} as RecordStore, { site: () => Promise.resolve(site), origin: () => 'https://x' }),
      );
      apps.set(id, app);
    }
    return app;
  };
  const outer = express();
  outer.use((req, res, next) => {
    const own = req.get('x-colegio');
    const id = own ?? req.path.split('/')[1]!;
    const base = own ? '' : `/${id}`;
    if (base) req.url = req.url.slice(base.length) || '/';
    runInSchool({ id, base, origin: `https://x${base}` }, () => appOf(id)(req, res, next));
  });
  return outer;
}

let server: ReturnType<express.Express['listen']>;
let url = '';
beforeAll(async () => {
  server = platform().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, { headers });
  return { status: res.status, html: await res.text(), stale: res.headers.get('x-served-stale') === 'true' };
}
const down = { 'x-datos': 'caidos' };

describe('page copies when the data fails', () => {
  it("a school never gets another school's copy of the same address", async () => {
    expect((await page('/noticias', { 'x-colegio': 'sanjose' })).html).toContain('>sanjose<');
    // Las Acacias, on its own domain and on the platform's, never rendered /noticias: no copy.
    expect(await page('/noticias', { 'x-colegio': 'lasacacias', ...down })).toMatchObject({ status: 503 });
    expect(await page('/lasacacias/noticias', down)).toMatchObject({ status: 503 });
    // San José's own copy still answers San José.
    expect(await page('/noticias', { 'x-colegio': 'sanjose', ...down })).toEqual({
      status: 200,
      html: '<a href="/noticias">sanjose</a>',
      stale: true,
    });
  });

  it("one school's copy on its own domain is not its copy on the platform's, nor the reverse", async () => {
    expect((await page('/lasacacias/circulares')).html).toBe(
      '<a href="/lasacacias/circulares">lasacacias</a>',
    );
    // On its own domain (base ''): the platform's copy has other links, so none.
    expect(await page('/circulares', { 'x-colegio': 'lasacacias', ...down })).toMatchObject({ status: 503 });
    expect(await page('/lasacacias/circulares', down)).toEqual({
      status: 200,
      html: '<a href="/lasacacias/circulares">lasacacias</a>',
      stale: true,
    });
    // San José at `/sanjose/` has no copy of what it rendered on its own domain (the test above).
    expect(await page('/sanjose/noticias', down)).toMatchObject({ status: 503 });
  });
});
