/**
 * The platform's own addresses on its domain (no school named): the Secretaría's directory of
 * its schools at `/`, rendered by the Astro app like every public page (routes/pages.ts), from
 * the platform's table alone (SchoolTable: one query, kept a minute per instance; nothing of any
 * school's own data). Astro renders it from its own page file, DIRECTORY_ROUTE, which answers 404
 * inside a school (no `platform` in its context). Everything else here is the 404 page.
 */
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { notFound } from '../http/errors';
import { PAGE_RATE, PerClientRateLimit } from '../http/per-client-rate-limit';
import { platformOrigin } from '../tenancy/site-origin';
import type { PageContext, VisitorReads } from '../model/page-context';
import type { PlatformDirectory, SchoolSummary } from '../model/platform-directory';
import { compressPage } from '../pages/compressed-pages';
import { RecentPages } from '../pages/recent-pages';
import { siteHandler, type SiteHandler } from '../pages/site-handler';
import { clientKey } from '../pqrsd/rate-limit';
import { schoolOrigin } from './platform-app';
import type { SchoolEntry, SchoolTable } from '../tenancy/schools';

/** The directory's page file in the Astro app (web/src/pages/directorio-de-colegios.astro). */
export const DIRECTORY_ROUTE = '/directorio-de-colegios';

/** Its name when the Secretaría has written no settings yet. */
const UNNAMED = 'Secretaría de Educación';

export interface PlatformPagesOptions {
  site?: () => Promise<SiteHandler>;
  clock?: () => number;
  /** Renders per client, as the schools' pages (http/per-client-rate-limit.ts). */
  limit?: PerClientRateLimit;
}

/** A school as its card shows it: the table's public facts and its home page's address. */
export function summaryOf(school: SchoolEntry): SchoolSummary {
  return {
    id: school.id,
    name: school.name,
    municipio: school.municipio,
    ...(school.comuna ? { comuna: school.comuna } : {}),
    sedes: school.sedes.map((sede) => sede.name).filter(Boolean),
    href: `${schoolOrigin(school)}/`,
  };
}

/** A platform page reads no school's collections. */
const NO_READS: VisitorReads = {
  list: () => Promise.resolve([]),
  search: (query) => Promise.resolve({ query, total: 0, groups: [] }),
  noAplica: () => Promise.resolve([]),
  pqrsdReport: () => Promise.resolve({ semesters: [], quarters: [] }),
  subscription: () => Promise.resolve(null),
};

export function platformPages(table: SchoolTable, options: PlatformPagesOptions = {}): RequestHandler {
  const router = Router();
  const load = options.site ?? (() => siteHandler());
  const clock = options.clock ?? Date.now;
  const recent = new RecentPages();
  const limit = options.limit ?? new PerClientRateLimit(PAGE_RATE, clock);

  const directory = async (): Promise<PlatformDirectory> => {
    const [settings, schools] = await Promise.all([table.settings(), table.list()]);
    return {
      settings: settings ?? { name: UNNAMED },
      schools: schools.filter((school) => school.status === 'activa').map(summaryOf),
    };
  };

  router.get('/', async (req: Request, res: Response, next: NextFunction) => {
    let handler: SiteHandler;
    try {
      handler = await load();
    } catch (error) {
      return next(error);
    }
    const page: PageContext = {
      reads: NO_READS,
      copies: {
        remember: (address, status, html) => recent.remember(address, status, html, clock()),
        recall: (address) => recent.recall(address, clock()),
        compress: compressPage,
      },
      origin: platformOrigin(),
      base: '',
      allowed: limit.take(clientKey(req)),
      now: clock(),
      platform: { directory },
    };
    // The directory's own page file, with the query the visitor wrote (?q=).
    req.url = DIRECTORY_ROUTE + req.url.slice(req.path.length);
    await handler(req, res, next, { page });
  });
  router.use((_req, _res, next) => next(notFound()));
  return router;
}
