/**
 * The server render of the public pages, as the web build left it in the function's folder
 * (functions/ssr/, build/server-render-plugin.ts; decision 0019): the module that renders a page
 * from the same components the browser runs, and the build's shell and per-page assets. Loaded
 * once, on the first page asked for. This file declares the small part of the module the function
 * calls; the module itself is the web build's (web/src/server-render/render-page.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionName, PageDef } from '../model';
import type { NoAplicaReason } from '../model/ita-matrix';
import type { SearchAnswer } from '../model/search';

/** The folder the web build writes, beside `lib/` (and `src/`). */
export const SSR_DIR = join(__dirname, '..', '..', 'ssr');

/** What the page was rendered with; the browser hydrates from it (web/src/lib/page-payload.ts). */
export interface PagePayload {
  settings: Record<string, unknown> | null;
  notices: Record<string, unknown>[];
  records: Partial<Record<CollectionName, Record<string, unknown>[]>>;
  /** /buscar only: the site search's answer for its query (routes/search.ts). */
  search?: SearchAnswer;
  /** The transparency pages only: the checklist's published "no aplica" reasons (issue 50). */
  noAplica?: NoAplicaReason[];
}

export interface HeadMeta {
  title: string;
  description: string;
  image: { url: string; width?: number; height?: number; alt: string };
  jsonLd: Record<string, unknown>;
  type: 'website' | 'article';
}

export interface RenderModule {
  matchRoute(pathname: string): { page: PageDef; params: Record<string, string> } | null;
  collectionsOf(page: PageDef | undefined): CollectionName[];
  renderDocument(input: {
    url: string;
    origin: string;
    payload: PagePayload;
    assets: unknown;
    meta?: Partial<HeadMeta>;
    noindex?: boolean;
  }): Promise<string>;
}

export interface Renderer {
  module: RenderModule;
  assets: { shell: string };
}

let loaded: Renderer | null = null;

/**
 * The render module and its assets. Throws, saying what to do, when the web build has not written
 * them (a function deployed or started without `npm run build`).
 */
export function renderer(dir = SSR_DIR): Renderer {
  if (loaded) return loaded;
  const entry = join(dir, 'render-page.cjs');
  const assetsFile = join(dir, 'assets.json');
  if (!existsSync(entry) || !existsSync(assetsFile)) {
    throw new Error(`Falta el render de las páginas en ${dir}: ejecute «npm run build» (la compilación del sitio lo escribe allí) antes de desplegar o de arrancar los emuladores.`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS bundle, found at run time
  const module = require(entry) as RenderModule;
  loaded = { module, assets: JSON.parse(readFileSync(assetsFile, 'utf8')) as { shell: string } };
  return loaded;
}
