/**
 * The feeds of the records that have pages of their own (share-pages/, decision 0012):
 * `/noticias/rss.xml` and `/noticias/sitemap.xml` (every article's and album's address). The
 * pages themselves are rendered like every public page (routes/pages.ts). Visitors'
 * answers only: published records, never a scheduled or withdrawn one, cached by the CDN.
 */
import { Router, type Response } from 'express';
import type { RecordStore } from '../data/records';
import { siteOrigin } from '../tenancy/site-origin';
import { newsRss, sharePagesSitemap } from '../model/share-pages/feeds';
import { SHARE_PAGES } from '../model/share-pages/registry';

/** The CDN keeps an answer 5 minutes; browsers always ask again (a correction shows soon). */
const SHARED_CACHE = 'public, max-age=0, s-maxage=300';

export function sharePagesRouter(records: RecordStore): Router {
  const router = Router();

  router.get('/noticias/rss.xml', async (_req, res) => {
    const [items, settings] = await Promise.all([
      records.listPublic('noticias'),
      records.listForVisitors('sitio'),
    ]);
    const siteName = String(settings[0]?.title ?? '');
    send(res, 'application/rss+xml; charset=utf-8', newsRss({ origin: siteOrigin(), siteName, items }));
  });

  router.get('/noticias/sitemap.xml', async (_req, res) => {
    const pages = await Promise.all(
      SHARE_PAGES.map(async (page) => ({ page, records: await records.listPublic(page.collection) })),
    );
    send(res, 'application/xml; charset=utf-8', sharePagesSitemap(siteOrigin(), pages));
  });

  return router;
}

function send(res: Response, type: string, body: string) {
  res.status(200).set('Content-Type', type).set('Cache-Control', SHARED_CACHE).send(body);
}
