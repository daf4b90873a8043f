/**
 * Request-time pages and feeds (share-pages/, docs/decisions/0012-request-time-pages.md), behind
 * Hosting's rewrite of `/noticias/**`: `/noticias/rss.xml`, `/noticias/sitemap.xml` and every
 * registered page (`/noticias/{slug}`). Visitors' answers only: published records, never a
 * scheduled or withdrawn one, cached by the CDN for a few minutes.
 */
import { Router, type Response } from 'express';
import type { RecordStore } from '../data/records';
import { siteOrigin } from '../http/site-origin';
import { newsRss, sharePagesSitemap } from '../share-pages/feeds';
import { fillTemplate, notFoundPage, templateSiteName } from '../share-pages/html';
import { SHARE_PAGES, sharePageOf, TEMPLATE_PATHS } from '../share-pages/registry';
import { SiteTemplates, TEMPLATES_DIR } from '../share-pages/template';

/** The CDN keeps an answer 5 minutes; browsers always ask again (a correction shows soon). */
const SHARED_CACHE = 'public, max-age=0, s-maxage=300';
const MISSING_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * `templates`: the build's files, read at start (index.ts requires them in production). Every
 * address written is SITE_ORIGIN's (http/site-origin.ts), never a request header's.
 */
export function sharePagesRouter(
  records: RecordStore,
  templates = SiteTemplates.load(TEMPLATES_DIR, TEMPLATE_PATHS, false),
): Router {
  const router = Router();
  /** The school's name as the build wrote it (og:site_name), for the feed's and pages' titles. */
  const siteName = templateSiteName(templates.get(SHARE_PAGES[0]!.template));

  router.get('/noticias/rss.xml', async (_req, res) => {
    const items = await records.listPublic('noticias');
    send(res, 200, 'application/rss+xml; charset=utf-8', newsRss({ origin: siteOrigin(), siteName, items }));
  });

  router.get('/noticias/sitemap.xml', async (_req, res) => {
    const pages = await Promise.all(SHARE_PAGES.map(async (page) => ({ page, records: await records.listPublic(page.collection) })));
    send(res, 200, 'application/xml; charset=utf-8', sharePagesSitemap(siteOrigin(), pages));
  });

  // Every registered page's addresses (/noticias/…, /galeria/…): the template of the page whose
  // prefix the address has, so a bad address still gets its section's 404 page.
  const addresses = new RegExp(`^(?:${SHARE_PAGES.map((p) => p.base).join('|')})/.+`);
  router.get(addresses, async (req, res) => {
    const hit = sharePageOf(req.path);
    const section = SHARE_PAGES.find((p) => req.path.startsWith(`${p.base}/`));
    const template = templates.get(hit?.page.template ?? section?.template ?? SHARE_PAGES[0]!.template);
    const context = { origin: siteOrigin(), siteName, path: req.path };
    // A slug no title could make (capitals, dots…) is no record's: the same 404 page.
    const record = hit && (await records.listPublic(hit.page.collection)).find((r) => hit.page.matches(r, hit.param));
    if (!record) return send(res, 404, 'text/html; charset=utf-8', notFoundPage(template, context), MISSING_CACHE);
    send(res, 200, 'text/html; charset=utf-8', fillTemplate(template, hit!.page.toMeta(record, context), context));
  });

  return router;
}

function send(res: Response, status: number, type: string, body: string, cache = SHARED_CACHE) {
  res.status(status).set('Content-Type', type).set('Cache-Control', cache).send(body);
}
