/**
 * GET /api/buscar?q= — the site search as JSON, for the /buscar page's as-you-type results
 * (decision 0020). Public, limited per client in memory (no Firestore read per query), cached a
 * minute at the edge like the pages. Whatever `q` holds is read, never refused (site-index.ts).
 * The /buscar page itself gets the same answer in its data (routes/pages.ts, `search` below).
 */
import { Router, type Request } from 'express';
import type { SearchAnswer } from '../model/search';
import { HttpError } from '../http/errors';
import { clientKey } from '../pqrsd/rate-limit';
import { PerClientRateLimit, SEARCH_RATE } from '../http/per-client-rate-limit';
import type { SiteSearch } from '../search/site-search';

export const SEARCH_CACHE = 'public, max-age=0, s-maxage=60';
const TOO_MANY = 'Ha hecho muchas búsquedas seguidas. Espere un minuto e intente de nuevo.';

/** The search as the routes ask it: the answer for a request, or one marked `limited`. */
export function searchFor(search: SiteSearch, limit = new PerClientRateLimit(SEARCH_RATE)) {
  return async (req: Request, query: unknown = req.query.q): Promise<SearchAnswer> => {
    if (!limit.take(clientKey(req))) return { query: '', groups: [], total: 0, limited: true };
    return search.query(query);
  };
}

export function searchRouter(answer: (req: Request) => Promise<SearchAnswer>): Router {
  const router = Router();
  router.get('/buscar', async (req, res) => {
    const result = await answer(req);
    if (result.limited) {
      // This client's refusal alone: never kept at the edge for everyone asking the same query.
      res.set('Retry-After', '60').set('Cache-Control', 'no-store');
      throw new HttpError(429, 'too-many-requests', TOO_MANY);
    }
    res.set('Cache-Control', SEARCH_CACHE).json(result);
  });
  return router;
}
