/**
 * The public site's server part, as the web build leaves it in the function's folder
 * (functions/site/server/entry.mjs: Astro with @astrojs/node in middleware mode). Loaded once,
 * on the first page asked for; an ES module, so it is imported, not required.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextFunction, Request, Response } from 'express';
import type { PageContext } from '../model/page-context';

/** The folder the web build writes, beside `lib/` (and `src/`). */
export const SITE_DIR = join(__dirname, '..', '..', 'site');

export type SiteHandler = (
  req: Request,
  res: Response,
  next: NextFunction,
  locals: { page: PageContext },
) => Promise<void>;

// TypeScript compiles import() to require() for CommonJS output; the entry is an ES module.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ handler: SiteHandler }>;

let loaded: Promise<SiteHandler> | null = null;

/**
 * The site's request handler. Rejects, saying what to do, when the web build has not written it
 * (a function deployed or started without `npm run build`).
 */
export function siteHandler(dir = SITE_DIR): Promise<SiteHandler> {
  const entry = join(dir, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    return Promise.reject(
      new Error(
        `Falta el sitio público en ${entry}: ejecute «npm run build» (la compilación del sitio lo escribe allí) antes de desplegar o de arrancar los emuladores.`,
      ),
    );
  }
  loaded ??= importModule(pathToFileURL(entry).href).then((module) => module.handler);
  return loaded;
}
