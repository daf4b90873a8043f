/**
 * What the function hands every public page it renders (routes/pages.ts → the Astro app's
 * `Astro.locals`): the visitor reads, the same ones GET /api answers (published now, staff-only
 * fields out), and the site's instance-wide page copies. One definition for both sides: the
 * function builds it, web/src/site/ reads it. Per request, never kept in module state.
 */
import type { CollectionName } from './collections';
import type { NoAplicaReason } from './ita-matrix';
import type { PlatformDirectory, SecretariaBand } from './platform-directory';
import type { PqrsdReports } from './pqrsd';
import type { PublicRecord } from './public';
import type { SearchAnswer } from './search';
import type { SubscriberChoicesView } from './subscriptions';

export interface VisitorReads {
  /** A collection as a visitor's GET /api/{name} answers it. */
  list<N extends CollectionName>(name: N): Promise<PublicRecord<N>[]>;
  /** The site search's answer for a query (/buscar?q=). */
  search(query: string): Promise<SearchAnswer>;
  /** The ITA checklist's published "no aplica" reasons. */
  noAplica(): Promise<NoAplicaReason[]>;
  /** The public requests report (GET /api/pqrsd/informe's figures), for the transparency pages. */
  pqrsdReport(): Promise<PqrsdReports>;
  /** A subscriber's choices by its signed preferences link (`?t=`), or null for a bad or old link. */
  subscription(token: string): Promise<SubscriberChoicesView | null>;
}

/** The copies of pages this instance keeps (stale-if-error) and the compressed bytes of each version. */
export interface PageCopies {
  remember(address: string, status: number, html: string): void;
  recall(address: string): { status: number; html: string } | null;
  compress(html: string, encoding: 'br' | 'gzip'): Promise<Uint8Array>;
}

export interface PageContext {
  reads: VisitorReads;
  copies: PageCopies;
  /** The site's public origin, no trailing slash (canonical links, previews). */
  origin: string;
  /**
   * What the school's addresses start with on the host the page was asked at: '' on its own
   * domain, '/{slug}' on the platform's. Every link and asset the page writes goes through
   * `siteHref(base, path)` (model/site-href.ts).
   */
  base: string;
  /** This client may have a page now (the per-client limit of renders). */
  allowed: boolean;
  /** Milliseconds since the epoch by the function's clock (the test clock in the emulators). */
  now: number;
  /**
   * A staff member's preview of a record not yet public (routes/preview.ts): the page as it will
   * be, with this band above it, no script, its files under /vista-previa/media/, never cached
   * nor indexed.
   */
  preview?: { band: string };
  /**
   * The Secretaría's band above the school's header (its name, its logo, the directory's
   * address), when the deployment has a platform (PLATFORM_ORIGIN and its settings).
   */
  secretaria?: SecretariaBand;
  /**
   * Only on the platform's own page, the directory (platform/platform-pages.ts): the Secretaría's
   * settings and its schools, one read of the platform's table. A school's page has none.
   */
  platform?: { directory(): Promise<PlatformDirectory> };
}
