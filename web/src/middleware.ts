/**
 * Around every public page Astro renders: what the function's answer needs beyond the HTML.
 * - The CDN keeps a page a minute (`s-maxage=60`: Hosting has no purge, so that is the
 *   publication delay); browsers always ask again. A page that says otherwise (a refused search)
 *   keeps its own Cache-Control.
 * - Brotli (or gzip) here, once per version of a page: the instance keeps the compressed bytes by
 *   the HTML's hash (the function's PageCopies), so the home page fits TCP's first round trip.
 * - When Firestore fails, the copy of the same address this instance made within the hour, with
 *   a visible line saying it may be old, or the 503 page; a render that throws is logged with
 *   its page and answered by Astro with 500.astro.
 * - The CSP is Astro's (hashes of the scripts it inlines, no 'unsafe-inline' for scripts), plus
 *   `style-src-attr` for React's style attributes.
 * - Server-Timing: the data's and the render's time and the Firestore reads, for the benchmark.
 */
import type { MiddlewareHandler } from 'astro';
import { PAGES } from './config/pages';
import { PageDataUnavailable } from './site/load-page';
import { plainDocument, STALE_NOTICE } from './site/plain-document';

export const PAGE_CACHE = 'public, max-age=0, s-maxage=60';

/** The address a page is kept under: its path and the query parameters it reads, in order. */
function addressOf(url: URL, query: readonly string[] = []): string {
  const kept = new URLSearchParams();
  for (const name of query) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** An error's message and its causes', no stack (a log line names what failed, never data). */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    parts.push(e instanceof Error ? e.message : String(e));
  }
  return parts.join(' ← ');
}

export const onRequest: MiddlewareHandler = async (context, next) => {
  context.locals.page ??= await (await import('./site/dev-context')).devContext();
  context.locals.timing ??= { reads: 0 };
  const { copies, allowed, base } = context.locals.page;
  const accept = context.request.headers.get('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;

  const answer = async (status: number, html: string, headers: Record<string, string>) => {
    const out = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      Vary: 'Accept-Encoding',
      ...headers,
    });
    if (!encoding) return new Response(html, { status, headers: out });
    out.set('Content-Encoding', encoding);
    return new Response((await copies.compress(html, encoding)) as Uint8Array<ArrayBuffer>, {
      status,
      headers: out,
    });
  };

  if (!allowed) {
    // This client's refusal alone: never kept at the edge for everyone asking the same address.
    return answer(
      429,
      plainDocument(
        'Demasiadas solicitudes',
        'Se han pedido muchas páginas seguidas desde su conexión. Espere un minuto e intente de nuevo.',
        base,
      ),
      {
        'Cache-Control': 'no-store',
        'Retry-After': '60',
      },
    );
  }

  const address = addressOf(context.url, pageQuery(context.routePattern));
  const started = performance.now();
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (error instanceof PageDataUnavailable) {
      const kept = copies.recall(address);
      console.warn('page data unavailable', {
        path: context.url.pathname,
        stale: kept !== null,
        error: describe(error),
      });
      if (kept)
        return answer(kept.status, asStale(kept.html), {
          'Cache-Control': 'no-store',
          'X-Served-Stale': 'true',
        });
      return answer(
        503,
        plainDocument(
          'Servicio no disponible',
          'Ocurrió un problema al preparar esta página. Intente de nuevo en unos minutos.',
          base,
        ),
        { 'Cache-Control': 'no-store' },
      );
    }
    console.error('page render failed', {
      path: context.url.pathname,
      page: context.routePattern,
      error: describe(error),
    });
    throw error;
  }
  // A record's page for no published record answers 404 with no body: Astro renders 404.astro
  // for it, through this middleware again.
  if (response.body === null) return response;
  // sitemap.xml, robots.txt: endpoints that say their own headers.
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const status = response.status;
  const timing = context.locals.timing;
  const data = timing.from === undefined ? 0 : timing.to! - timing.from;
  const render = performance.now() - started - data;
  const errorPage = status >= 500;
  const preview = context.locals.page.preview;
  if (preview) {
    return answer(status, previewed(html, preview.band, base), {
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      Vary: 'Cookie, Accept-Encoding',
    });
  }
  if (status === 200 || status === 404) copies.remember(address, status, html);
  const headers: Record<string, string> = {
    'Cache-Control': response.headers.get('Cache-Control') ?? (errorPage ? 'no-store' : PAGE_CACHE),
    'Server-Timing': `data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)}, reads;desc="${timing.reads}"`,
  };
  const csp = response.headers.get('Content-Security-Policy');
  if (csp) headers['Content-Security-Policy'] = `${csp.trim()} style-src-attr 'unsafe-inline';`;
  const retry = response.headers.get('Retry-After');
  if (retry) headers['Retry-After'] = retry;
  return answer(status, html, headers);
};

/** The query parameters a route's page reads (its registry entry's `query`). */
function pageQuery(routePattern: string): readonly string[] {
  return QUERY_BY_ROUTE[routePattern] ?? [];
}

const QUERY_BY_ROUTE: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    PAGES.flatMap((page) => ('query' in page ? [[page.path.replace(/:([a-z]+)/g, '[$1]'), page.query]] : [])),
  ),
  // The platform's directory (no registry page: no school has it) reads its search.
  '/directorio-de-colegios': ['q'],
};

/**
 * A staff member's preview: the band first in the body; no script (a preview is looked at); never
 * indexed; the page's files under /vista-previa/media/, where the preview's cookie is sent (a
 * draft's files are not public), in attributes only (src, srcset, href, a style's url()), under
 * the school's base.
 */
function previewed(html: string, band: string, base: string): string {
  // The school's files are at `${base}/media/` (the base is a slug: no character to escape).
  const media = new RegExp(`(?<=["\\s,(])${base}/media/(?=[A-Za-z0-9_-]+\\.[a-z0-9]+)`, 'g');
  return html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(media, `${base}/vista-previa/media/`)
    .replace('</head>', '<meta name="robots" content="noindex" /></head>')
    .replace(/<body[^>]*>/, (body) => body + band);
}

/** A kept copy with the line saying it may be old, first in the body. */
const asStale = (html: string) => html.replace(/<body[^>]*>/, (body) => body + STALE_NOTICE);
