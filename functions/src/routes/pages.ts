/**
 * Every public page, rendered by the function when asked: Hosting rewrites every address that is
 * no file, no `/api`, no `/media` and no admin screen here. The Astro app (web/src/pages/, one
 * file per page) renders it from the page registry and the page's data, read through the same
 * visitor reads GET /api answers with; its middleware (web/src/middleware.ts) sets the cache,
 * compression, CSP and Server-Timing headers and serves the recent copy when Firestore fails.
 * This router hands it what only the function has: the reads, the clock, the per-client limit
 * and the instance's page copies.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { RecordStore } from '../data/records';
import { PAGE_RATE, PerClientRateLimit } from '../http/per-client-rate-limit';
import { siteOrigin } from '../tenancy/site-origin';
import { currentSchool } from '../tenancy/current-school';
import { clientKey } from '../pqrsd/rate-limit';
import type { CollectionName, PublicRecord } from '../model';
import type { PageContext, VisitorReads } from '../model/page-context';
import type { NoAplicaReason } from '../model/ita-matrix';
import type { SecretariaBand } from '../model/platform-directory';
import type { PqrsdReports } from '../model/pqrsd';
import type { SearchAnswer } from '../model/search';
import type { SubscriberChoicesView } from '../model/subscriptions';
import { compressPage } from '../pages/compressed-pages';
import { RecentPages } from '../pages/recent-pages';
import { siteHandler, type SiteHandler } from '../pages/site-handler';

export interface PagesOptions {
  site?: () => Promise<SiteHandler>;
  clock?: () => number;
  /** Renders per client (PAGE_RATE_LIMIT a minute, http/per-client-rate-limit.ts). */
  limit?: Pick<PerClientRateLimit, 'take'>;
  /** The site search's answer for /buscar?q= (routes/search.ts), for this request's client. */
  search?: (req: Request, query: string) => Promise<SearchAnswer>;
  /** The checklist's published "no aplica" reasons (data/ita.ts). */
  noAplica?: () => Promise<NoAplicaReason[]>;
  /** The site's origin; SITE_ORIGIN's by default (tenancy/site-origin.ts). */
  origin?: () => string;
  /** The public requests report (pqrsd/report.ts). */
  pqrsdReport?: () => Promise<PqrsdReports>;
  /** A subscriber's choices by its preferences link (subscriptions/subscribers.ts readPreferences). */
  subscription?: (token: string) => Promise<SubscriberChoicesView | null>;
}

/**
 * The Secretaría's band for this school's pages (platform/platform-app.ts reads it a minute per
 * instance), or none: no platform, or its settings unreadable now (the page goes on without it).
 */
export async function secretariaOfSchool(): Promise<SecretariaBand | undefined> {
  const read = currentSchool()?.secretaria;
  if (!read) return undefined;
  try {
    return (await read()) ?? undefined;
  } catch {
    return undefined;
  }
}

export function pagesRouter(records: RecordStore, options: PagesOptions = {}): Router {
  const router = Router();
  const load = options.site ?? (() => siteHandler());
  const clock = options.clock ?? Date.now;
  const origin = options.origin ?? siteOrigin;
  const recent = new RecentPages();
  const limit = options.limit ?? new PerClientRateLimit(PAGE_RATE, clock);

  const contextFor = (req: Request, secretaria: SecretariaBand | undefined): PageContext => {
    // The school's addresses on the host it was asked at: '' on its own domain, '/{slug}' on the
    // platform's. Its page copies are kept per base, as the links inside them differ.
    const base = currentSchool()?.base ?? '';
    const reads: VisitorReads = {
      list: <N extends CollectionName>(name: N) =>
        records.listForVisitors(name) as Promise<PublicRecord<N>[]>,
      search: (query) =>
        options.search ? options.search(req, query) : Promise.resolve({ query, total: 0, groups: [] }),
      noAplica: () => (options.noAplica ? options.noAplica() : Promise.resolve([])),
      pqrsdReport: () =>
        options.pqrsdReport ? options.pqrsdReport() : Promise.resolve({ semesters: [], quarters: [] }),
      subscription: (token) => (options.subscription ? options.subscription(token) : Promise.resolve(null)),
    };
    return {
      reads,
      copies: {
        remember: (address, status, html) => recent.remember(base + address, status, html, clock()),
        recall: (address) => recent.recall(base + address, clock()),
        compress: compressPage,
      },
      origin: origin(),
      base,
      allowed: limit.take(clientKey(req)),
      now: clock(),
      ...(secretaria ? { secretaria } : {}),
    };
  };

  router.get(/^(?!\/(?:api|media)(?:\/|$)).*/, async (req: Request, res: Response, next: NextFunction) => {
    let handler: SiteHandler;
    let secretaria: SecretariaBand | undefined;
    try {
      [handler, secretaria] = await Promise.all([load(), secretariaOfSchool()]);
    } catch (error) {
      return next(error);
    }
    // Every address is the site's: a page, or its 404 page (web/src/pages/[...unknown].astro).
    await handler(req, res, next, { page: contextFor(req, secretaria) });
  });

  return router;
}
