/**
 * Every public page, rendered by the function when asked (issue 47, decision 0019): Hosting
 * rewrites every address that is no file, no `/api`, no `/media` and no admin screen here. The
 * page is matched in the page registry, its data read (pages/page-payload.ts) and rendered by the
 * web build's server render from the same components the browser runs; the answer holds the
 * content, the head tags (a record's own for an article or an album) and the data to hydrate from.
 *
 * The CDN keeps an answer a minute (`s-maxage=60`; Hosting has no purge, so that is the
 * publication delay); browsers always ask again. An address that is no page is a real 404 with the
 * site's 404 page; a record's page for no published record too. When Firestore fails, a copy
 * this instance rendered within the hour is served, marked as possibly old; a render that throws
 * answers 500 with the site's error page, and the log says which page and records.
 */
import { Router, type Request, type Response } from 'express';
import type { RecordStore } from '../data/records';
import { PAGE_RATE, PerClientRateLimit } from '../http/per-client-rate-limit';
import { siteOrigin } from '../http/site-origin';
import { clientKey } from '../pqrsd/rate-limit';
import type { AnyRecord, PageDef } from '../model';
import { compressPage } from '../pages/compressed-pages';
import { pagePayload, readsOf, type LeftOut } from '../pages/page-payload';
import { asStale, RecentPages } from '../pages/recent-pages';
import { renderer, type HeadMeta, type Renderer } from '../pages/renderer';
import { sharePageOf } from '../share-pages/registry';
import type { SearchAnswer } from '../model/search';
import type { NoAplicaReason } from '../model/ita-matrix';

export const PAGE_CACHE = 'public, max-age=0, s-maxage=60';

const ERROR_PAGE = `<main class="container" style="padding:2rem 1rem"><h1>No pudimos mostrar esta página</h1>
<p>Ocurrió un problema al preparar esta página. Intente de nuevo en unos minutos.</p><p><a class="button" href="/">Ir al inicio</a></p></main>`;

const TOO_MANY_PAGE = `<main class="container" style="padding:2rem 1rem"><h1>Demasiadas solicitudes</h1>
<p>Se han pedido muchas páginas seguidas desde su conexión. Espere un minuto e intente de nuevo.</p><p><a class="button" href="/">Ir al inicio</a></p></main>`;

/** The site's error page, from the build's shell alone: no data and no code, the message is the page. */
function errorDocument(shell: string, title: string, body = ERROR_PAGE): string {
  return shell
    .replace('<!--head-->', () => `<title>${title}</title>\n    <meta name="robots" content="noindex" />`)
    .replace('<!--root-->', () => body)
    .replace('<!--code-->', '')
    .replace(' data-prerendered', '');
}

/** An error's message and its causes' (a chunk that failed to load says why), no stack. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    parts.push(e instanceof Error ? e.message : String(e));
  }
  return parts.join(' ← ');
}

/**
 * The address a page is rendered for: its path and the query parameters it reads (the registry's
 * `query`), in the registry's order; nothing else a client adds to the address reaches the render
 * or the stale copy's key.
 */
export function renderedAddress(path: string, search: URLSearchParams, page: PageDef | undefined): string {
  const kept = new URLSearchParams();
  for (const name of page?.query ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

export interface PagesOptions {
  renderer?: () => Renderer;
  clock?: () => number;
  /** Renders per client (PAGE_RATE_LIMIT a minute, http/per-client-rate-limit.ts). */
  limit?: PerClientRateLimit;
  /** The site search's answer for /buscar?q= (routes/search.ts): it goes into that page's data. */
  search?: (req: Request) => Promise<SearchAnswer>;
  /** The checklist's published "no aplica" reasons (data/ita.ts): they go into the transparency pages' data. */
  noAplica?: () => Promise<NoAplicaReason[]>;
}

/**
 * The pages that publish the checklist's "no aplica" reasons: the transparency tree and its
 * categories (under each sub-item, and all of them), and the pages that are an item's evidence
 * of their own (Participa's sections, the accessibility statement).
 */
const NO_APLICA_PAGES = new Set(['transparencia', 'transparenciacategoria', 'participa', 'participaseccion', 'accesibilidad']);

/**
 * What a page's data leaves out (`pages/page-payload.ts`): fields its view never shows. The news
 * lists and the home page show a news item's card (title, summary, picture, date), never its
 * formatted body, the largest field a school writes: sent along, five bodies took the home page's
 * HTML past TCP's first round trip. The render reads the same data, so a view that did read a
 * field left out would miss it on both sides alike (the tests would see it), never mismatch; a
 * later navigation reads `/api` whole. An article's page keeps everything.
 */
const LEFT_OUT: Record<string, LeftOut> = {
  home: { noticias: ['body'] },
  noticias: { noticias: ['body'] },
  circulares: { noticias: ['body'] },
};

export function pagesRouter(records: RecordStore, options: PagesOptions = {}): Router {
  const router = Router();
  const load = options.renderer ?? (() => renderer());
  const clock = options.clock ?? Date.now;
  const recent = new RecentPages();
  const limit = options.limit ?? new PerClientRateLimit(PAGE_RATE, clock);

  const send = async (res: Response, status: number, html: string, cache: string, extra: Record<string, string> = {}) => {
    res.status(status).set('Content-Type', 'text/html; charset=utf-8').set('Cache-Control', cache).set(extra);
    // Compressed here (a page is 40-75 KB of text: a quarter of a second on a slow phone network),
    // whatever sits in front of the function; the CDN keeps one copy per encoding.
    res.set('Vary', 'Accept-Encoding');
    // Brotli wherever it is taken: browsers name gzip first, and express's choice would follow them.
    const req = res.req;
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    if (!encoding) return void res.send(html);
    const body = await compressPage(html, encoding);
    res.set('Content-Encoding', encoding).send(body);
  };

  router.get(/^(?!\/(?:api|media)(?:\/|$)).*/, async (req: Request, res: Response) => {
    const { module, assets } = load();
    if (!limit.take(clientKey(req))) {
      // This client's refusal alone: never kept at the edge for everyone asking the same address.
      return send(res, 429, errorDocument(assets.shell, 'Demasiadas solicitudes', TOO_MANY_PAGE), 'no-store', { 'Retry-After': '60' });
    }
    const match = module.matchRoute(req.path);
    const url = renderedAddress(req.path, new URL(req.originalUrl, 'http://x').searchParams, match?.page);
    let payload;
    const started = process.hrtime.bigint();
    try {
      payload = await pagePayload(records, module.collectionsOf(match?.page), LEFT_OUT[match?.page.id ?? ''] ?? {});
      if (match?.page.id === 'buscar' && options.search) payload.search = await options.search(req);
      if (match && NO_APLICA_PAGES.has(match.page.id) && options.noAplica) payload.noAplica = await options.noAplica();
    } catch (error) {
      const kept = recent.recall(url, clock());
      console.warn('page data unavailable', { path: req.path, stale: kept !== null, error: String(error) });
      if (kept) return send(res, kept.status, asStale(kept.html), 'no-store', { 'X-Served-Stale': 'true' });
      return send(res, 503, errorDocument(assets.shell, 'Servicio no disponible'), 'no-store');
    }
    // A record's page (an article, an album): its record, or a 404 with the page's own "not found".
    let status = match ? (payload.search?.limited ? 429 : 200) : 404;
    let meta: Partial<HeadMeta> | undefined;
    const share = match?.page.requestTime ? sharePageOf(req.path) : null;
    if (match?.page.requestTime) {
      const list = (payload.records[share?.page.collection ?? match.page.collection!] ?? []) as AnyRecord[];
      const record = share ? list.find((r) => share.page.matches(r, share.param)) : undefined;
      if (!record) status = 404;
      else {
        const siteName = String(payload.settings?.title ?? '');
        const context = { origin: siteOrigin(), siteName, path: req.path };
        const { image, ...rest } = share!.page.toMeta(record, context);
        meta = { ...rest, type: 'article', ...(image ? { image } : {}) };
      }
    }
    const read = process.hrtime.bigint();
    let html: string;
    try {
      html = await module.renderDocument({ url, origin: siteOrigin(), payload, assets, meta, noindex: status !== 200 });
    } catch (error) {
      const ids = Object.entries(payload.records).map(([name, list]) => `${name}: ${(list ?? []).map((r) => String(r._id)).slice(0, 20).join(', ')}`);
      console.error('page render failed', { path: req.path, page: match?.page.id ?? null, records: ids, error: describe(error) });
      return send(res, 500, errorDocument(assets.shell, 'Error al mostrar la página'), 'no-store');
    }
    recent.remember(url, status, html, clock());
    const ms = (from: bigint, to: bigint) => (Number(to - from) / 1e6).toFixed(1);
    const done = process.hrtime.bigint();
    // Read by the benchmark (data and render time, Firestore reads per render); no personal data.
    // A search refused for its rate is this client's answer alone: never kept at the edge.
    await send(res, status, html, payload.search?.limited ? 'no-store' : PAGE_CACHE, { 'Server-Timing': `data;dur=${ms(started, read)}, render;dur=${ms(read, done)}, reads;desc="${readsOf(payload)}"` });
  });

  return router;
}
