/**
 * Request-time pages and feeds (share-pages/, docs/decisions/0012-request-time-pages.md), behind
 * Hosting's rewrite of `/noticias/**`: `/noticias/rss.xml`, `/noticias/sitemap.xml` and every
 * registered page (`/noticias/{slug}`). Visitors' answers only: published records, never a
 * scheduled or withdrawn one, cached by the CDN for a few minutes.
 */
import { Router, type Request, type Response } from 'express';
import type { RecordStore } from '../data/records';
import { newsRss, sharePagesSitemap } from '../share-pages/feeds';
import { fillTemplate, notFoundPage, templateFacts } from '../share-pages/html';
import { SHARE_PAGES, sharePageOf } from '../share-pages/registry';
import { TemplateSource } from '../share-pages/template';

/** The CDN keeps an answer 5 minutes; browsers always ask again (a correction shows soon). */
const SHARED_CACHE = 'public, max-age=0, s-maxage=300';
const MISSING_CACHE = 'public, max-age=0, s-maxage=60';
/** The local site (emulator) when no SITE_ORIGIN is set; production deploys set it in functions/.env. */
const EMULATOR_ORIGIN = 'http://127.0.0.1:5000';

/**
 * Where the site is: SITE_ORIGIN when set, else (emulator) the local Hosting, else the host
 * Firebase Hosting forwarded the request for (it sets x-forwarded-host to the site's domain).
 */
export function siteOrigin(req: Request): string {
  const configured = process.env.SITE_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  if (process.env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_ORIGIN;
  const host = (req.get('x-forwarded-host') ?? req.get('host') ?? '').split(',')[0]!.trim();
  return /^[a-z0-9.-]+(?::\d+)?$/i.test(host) ? `https://${host}` : EMULATOR_ORIGIN;
}

export function sharePagesRouter(records: RecordStore, templates = new TemplateSource()): Router {
  const router = Router();

  /** The template's origin (as built) and school name, falling back to where the site answers. */
  async function contextFor(req: Request, templatePath: string) {
    const origin = siteOrigin(req);
    const template = await templates.get(origin, templatePath);
    const facts = templateFacts(template);
    return { template, origin: facts.origin ?? origin, siteName: facts.siteName };
  }

  router.get('/noticias/rss.xml', async (req, res) => {
    const { origin, siteName } = await contextFor(req, '/noticias');
    const items = await records.listPublic('noticias');
    send(res, 200, 'application/rss+xml; charset=utf-8', newsRss({ origin, siteName, items }));
  });

  router.get('/noticias/sitemap.xml', async (req, res) => {
    const origin = siteOrigin(req);
    const facts = templateFacts(await templates.get(origin, '/noticias'));
    const pages = await Promise.all(SHARE_PAGES.map(async (page) => ({ page, records: await records.listPublic(page.collection) })));
    send(res, 200, 'application/xml; charset=utf-8', sharePagesSitemap(facts.origin ?? origin, pages));
  });

  // Every registered page's addresses (/noticias/…, /galeria/…): the template of the page whose
  // prefix the address has, so a bad address still gets its section's 404 page.
  const addresses = new RegExp(`^(?:${SHARE_PAGES.map((p) => p.base).join('|')})/.+`);
  router.get(addresses, async (req, res) => {
    const hit = sharePageOf(req.path);
    const section = SHARE_PAGES.find((p) => req.path.startsWith(`${p.base}/`));
    const { template, origin, siteName } = await contextFor(req, hit?.page.template ?? section?.template ?? '/noticias');
    const context = { origin, siteName, path: req.path };
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
