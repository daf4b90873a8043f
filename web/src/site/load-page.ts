/**
 * A public page's data, read when the page is asked for: the school's settings, the current
 * notices and the collections its registry entry names (`collection`, `alsoLoads`), each read as
 * a visitor's GET /api/{name} answers it (the function's `VisitorReads`: published now,
 * staff-only fields out). The page's frontmatter calls it and hands the records to its
 * components as props; nothing is kept between requests.
 */
import type { AstroGlobal } from 'astro';
import type { CollectionName } from '@model/public';
import type { PageContext } from '@model/page-context';
import type { PageRecords } from '@/config/page-props';
import { pageById, type PageDef, type PageId } from '@/config/pages';
import { hasSampleText } from '@model/sample-text';
import { noticesInOrder, type Notice } from '@/lib/notices';
import { settingsOf, type SiteSettings } from '@/lib/site-settings';

export interface FrameData {
  settings: SiteSettings;
  notices: Notice[];
  /**
   * The path asked for, as the registry writes it: the platform's dispatcher hands the school's
   * app the address without the school's base (tenancy/platform-app.ts).
   */
  path: string;
  /** The school's base on this host ('' or '/{slug}'): every address the page writes is `siteHref(base, path)`. */
  base: string;
}

export interface PageData<P extends PageId = PageId> extends FrameData {
  page: PageDef & { id: P };
  records: PageRecords<P>;
  /** The query parameters the page reads (its entry's `query`), nothing else. */
  query: URLSearchParams;
  /** A record it shows is still a template's text: the frame shows "Texto de ejemplo". */
  sample: boolean;
}

/** The reads failed (Firestore unavailable): the middleware serves a recent copy or the 503 page. */
export class PageDataUnavailable extends Error {
  override readonly name = 'PageDataUnavailable';
}

/** The function's context for this request (src/middleware.ts makes it for the dev server). */
export function contextOf(astro: { locals: App.Locals }): PageContext {
  const context = astro.locals.page;
  if (!context) throw new Error('La página se pidió sin el contexto de la función (Astro.locals.page).');
  return context;
}

/** Reads, timed for the Server-Timing header and turned into PageDataUnavailable when they fail. */
export async function timed<T>(
  astro: { locals: App.Locals },
  read: () => Promise<T>,
  count: (value: T) => number,
): Promise<T> {
  const started = performance.now();
  try {
    const value = await read();
    // Reads run side by side: the data's time is from the first one's start to the last one's end.
    const timing = astro.locals.timing;
    timing.from = Math.min(timing.from ?? started, started);
    timing.to = Math.max(timing.to ?? 0, performance.now());
    timing.reads += count(value);
    return value;
  } catch (error) {
    throw new PageDataUnavailable('No se pudieron leer los datos de la página.', { cause: error });
  }
}

/** Firestore reads a list costs: its documents, or one for an empty answer. */
const readsOfList = (lists: readonly unknown[][]) =>
  lists.reduce((sum, list) => sum + Math.max(1, list.length), 0);

/** The frame's data alone (the 404 page, a page with no collection). */
export async function loadFrame(astro: AstroGlobal): Promise<FrameData> {
  const { reads, now, base } = contextOf(astro);
  const [sitio, notices] = await timed(
    astro,
    () => Promise.all([reads.list('sitio'), reads.list('avisos')]),
    readsOfList,
  );
  return {
    settings: settingsOf(sitio[0]),
    notices: noticesInOrder(notices as Notice[], now),
    path: astro.url.pathname,
    base,
  };
}

/** The page `id`'s data: the frame's and its collections', read together. */
export async function loadPage<P extends PageId>(astro: AstroGlobal, id: P): Promise<PageData<P>> {
  const page = pageById(id) as PageDef & { id: P };
  const names = [
    ...new Set([page.collection, ...(page.alsoLoads ?? [])].filter((n): n is CollectionName => !!n)),
  ];
  const { reads } = contextOf(astro);
  const [frame, lists] = await Promise.all([
    loadFrame(astro),
    timed(astro, () => Promise.all(names.map((name) => reads.list(name))), readsOfList),
  ]);
  const query = new URLSearchParams();
  for (const name of page.query ?? []) {
    const value = astro.url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  return {
    ...frame,
    page,
    records: Object.fromEntries(names.map((name, i) => [name, lists[i]])) as PageRecords<P>,
    query,
    sample: lists.some((list) => list.some(hasSampleText)),
  };
}

/** Read beside a page's own data: the search's answer, the checklist's "no aplica" reasons. */
export function readExtra<T>(
  astro: AstroGlobal,
  read: (reads: PageContext['reads']) => Promise<T>,
  count: (value: T) => number = () => 1,
): Promise<T> {
  return timed(astro, () => read(contextOf(astro).reads), count);
}

/** A record's page asked for a record that is not published: the site's 404 page. */
export const notFound = () => new Response(null, { status: 404 });
