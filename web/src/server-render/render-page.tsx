/**
 * The server render of the public pages (issue 47, decision 0019): built by
 * build/server-render-plugin.ts with `vite build --ssr` into the function (functions/ssr/), never
 * shipped to browsers. The function reads a page's data from Firestore and calls renderDocument:
 * the very route table, frame and page components the browser runs (app/public-routes.tsx, on the
 * public router), rendered with that data to a whole HTML document — head tags, the content, and
 * the data as one JSON script the browser hydrates from (lib/page-payload.ts, main.tsx).
 */
import type { CollectionName } from '@model/public';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { forgetStarts, startPage } from '@/app/page-route';
import { PublicRoutes, PUBLIC_PAGES } from '@/app/public-routes';
import type { PublicPageId } from '@/app/page-views';
import { PAGE_DESCRIPTIONS, type PageDef, type PageId } from '@/config/pages';
import { SHARE_IMAGE } from '@/config/site';
import { setFirstView } from '@/lib/first-view';
import { markFirstRender, resetNotices, setNotices } from '@/lib/notices';
import { PAYLOAD_SCRIPT_ID, serializePayload, type PagePayload } from '@/lib/page-payload';
import { setServedSearch } from '@/lib/served-search';
import { setServedNoAplica } from '@/lib/served-no-aplica';
import { getSiteSettings, setSiteSettings } from '@/lib/site-settings';
import { escapeHtml, headTags, type HeadMeta } from './head-tags';
import { paramAddresses } from './public-routes';

export { escapeHtml } from './head-tags';
export { publicRoutes } from './public-routes';
export { sitemapXml } from './sitemap';

/** What the address names: a page of the registry and its parameters, or nothing (a 404). */
export interface RouteMatch {
  page: PageDef;
  params: Record<string, string>;
}

/** The public page at `pathname` (a transparency category or Participa section that exists, for its parameter). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, pathname);
    if (!match) continue;
    // A page with a fixed list of addresses (a transparency category, a Participa section): only those.
    const addresses = paramAddresses(page);
    if (addresses && !addresses.some((a) => Object.values(match.params).includes(a.value))) return null;
    return { page, params: match.params as Record<string, string> };
  }
  return null;
}

/** The collections a page's first view shows (its registry entry's `collection` and `alsoLoads`). */
export function collectionsOf(page: PageDef | undefined): CollectionName[] {
  if (!page?.collection) return [];
  return [page.collection, ...(page.alsoLoads ?? [])];
}

/** The build's files for the document: the shell and, per page, its styles and module preloads. */
export interface BuildAssets {
  /** index.html of the public build with `<!--head-->`, `<!--root-->`, `<!--data-->` and `<!--code-->` marks. */
  shell: string;
  /** The boot script (src/boot.ts), the app's entry it imports and the entry's own imports. */
  code: { boot: string; entry: string; preloads: string[] };
  /** Per page id: the `<style>`/`<link>` tags to inline and the page chunk's module preloads. */
  pages: Record<string, { styles: string; modulePreloads: string[] }>;
  /** For a 404 page (the frame's CSS alone). */
  frame: { styles: string };
}

export interface RenderInput {
  /** The address asked for: path and query. */
  url: string;
  /** The site's origin (SITE_ORIGIN), for canonical and preview addresses. */
  origin: string;
  payload: PagePayload;
  assets: BuildAssets;
  /** A record page's own head (an article's title, summary, picture, JSON-LD): the function's. */
  meta?: Partial<HeadMeta>;
  /** Kept out of search results: a preview of a draft, a 404. */
  noindex?: boolean;
}

/**
 * Renders one page to a whole document. The stores the frame reads (settings, notices, the page
 * starts) are the module's, as in the browser, so renders take turns: one at a time per instance
 * (a render takes milliseconds; a function instance serves many requests at once).
 */
export function renderDocument(input: RenderInput): Promise<string> {
  const turn = queue.then(() => render(input));
  queue = turn.then(
    () => undefined,
    () => undefined,
  );
  return turn;
}
let queue: Promise<void> = Promise.resolve();

async function render({ url, origin, payload, assets, meta, noindex }: RenderInput): Promise<string> {
  const { pathname } = new URL(url, 'http://localhost');
  const match = matchRoute(pathname);
  setSiteSettings(payload.settings);
  resetNotices();
  setNotices(payload.notices);
  setServedSearch(payload.search ?? null);
  // None in the data: none to show (the server never reads /api from a render).
  setServedNoAplica(payload.noAplica ?? []);
  markFirstRender();
  forgetStarts();
  setFirstView(true);
  // The router's key for the document's entry is 'default', in the browser too (main.tsx).
  // Its chunk first: the render then reads it at once instead of suspending on it.
  if (match) await startPage('default', match.page.id as PublicPageId, payload.records).view;
  let body = '';
  try {
    // A part that suspends (a lazy section's first use in this process) would leave a boundary
    // for an inline script to fill in, which the CSP forbids (script-src 'self'): such a render
    // is done again, once what it waited for is loaded, until the whole page is in the HTML.
    for (let attempt = 1; ; attempt++) {
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <StaticRouter location={url}>
            <PublicRoutes />
          </StaticRouter>
        </StrictMode>,
        // Never outline a large boundary for a script to reveal later: the page comes whole.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      body = await text(prelude);
      const at = body.search(INCOMPLETE);
      if (at < 0) break;
      if (attempt === 3) {
        // The markup before the part (public content: no personal data), to find which one.
        const before = body.slice(Math.max(0, at - 160), at + 40).replace(/\s+/g, ' ');
        throw new Error(`La página ${pathname} no terminó de prepararse: una parte sigue esperando datos (…${before}).`);
      }
    }
  } finally {
    setFirstView(false);
  }
  const siteName = getSiteSettings().title;
  const page = match?.page;
  const head = headTags({
    origin,
    path: pathname,
    siteName,
    title: page ? titleOf(page, match.params) : 'Página no encontrada',
    description: page ? descriptionOf(page, match.params) : 'La dirección que buscó no existe o cambió de lugar.',
    image: { url: `${origin}${SHARE_IMAGE.path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: siteName },
    ...(page?.id === 'home' ? { type: 'website' as const, jsonLd: schoolJsonLd(origin) } : {}),
    ...meta,
    noindex: noindex || !page,
  });
  const styles = page ? assets.pages[page.id] : undefined;
  return assets.shell
    .replace('<!--head-->', () =>
      [head, styles?.styles ?? assets.frame.styles].join('\n    '),
    )
    .replace('<!--code-->', () => bootScript(assets.code, styles?.modulePreloads ?? []))
    .replace('<!--root-->', () => body)
    .replace(
      '<!--data-->',
      () => `<script type="application/json" id="${PAYLOAD_SCRIPT_ID}">${serializePayload(payload)}</script>`,
    );
}

/** What React leaves when a part was not ready: a pending or client-rendered boundary, or its filler. */
const INCOMPLETE = /<!--\$[?!]-->|<template id="|<script>/;

/** The school as schema.org data on the home page, from its stored settings (what search engines show). */
function schoolJsonLd(origin: string): Record<string, unknown> {
  const settings = getSiteSettings();
  const phones = [settings.phoneOne, settings.phoneTwo].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: settings.title,
    url: `${origin}/`,
    ...(settings.tagline ? { slogan: settings.tagline } : {}),
    ...(settings.address ? { address: settings.address } : {}),
    ...(phones.length ? { telephone: phones } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.facebook ? { sameAs: [settings.facebook] } : {}),
  };
}

/**
 * The page's one script: the boot, which fetches the entry and every chunk the page needs at once,
 * after the content is on screen (src/boot.ts, decision 0019). Not a <link rel=modulepreload>
 * per chunk: the browser would fetch them while the page's text and main picture come.
 */
function bootScript(code: BuildAssets['code'], pageChunks: readonly string[]): string {
  const preload = [...code.preloads, ...pageChunks].join(' ');
  return `<script type="module" src="${escapeHtml(code.boot)}" data-entry="${escapeHtml(code.entry)}" data-preload="${escapeHtml(preload)}"></script>`;
}

/** The page's name in <title> and previews: a category's or section's own name on its page. */
function titleOf(page: PageDef, params: Record<string, string>): string {
  return addressOf(page, params)?.title ?? page.title;
}

function descriptionOf(page: PageDef, params: Record<string, string>): string {
  return addressOf(page, params)?.description ?? PAGE_DESCRIPTIONS[page.id as PageId];
}

/** The matched address of a page with a fixed list of them (matchRoute let only those through). */
const addressOf = (page: PageDef, params: Record<string, string>) =>
  paramAddresses(page)?.find((a) => Object.values(params).includes(a.value));

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}
