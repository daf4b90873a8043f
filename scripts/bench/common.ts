/** What every part of the benchmark shares: the site's address, the routes, the browser. */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { addressOf, PAGES, type PageDef } from '../../web/src/config/pages';
import { PUBLIC_PATHS } from '../../web/src/config/paths';

/**
 * The hosting emulator's address: BENCH_SITE, or the suite's own (scripts/with-emulators.sh sets
 * EMULATOR_SITE, 5000 + EMULATOR_PORT_OFFSET), or the first suite's.
 */
export const SITE = process.env.BENCH_SITE ?? process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000';
export const DIST = process.env.BENCH_DIST
  ? new URL(`file://${process.env.BENCH_DIST.replace(/\/?$/, '/')}`)
  : new URL('../../web/dist/', import.meta.url);

/** Every public page (spec §2), then the two non-public entry points. */
export const PUBLIC_ROUTES: string[] = PAGES.map((page: PageDef) => addressOf(page)).filter(
  (p) => p !== PUBLIC_PATHS.login,
);
export const PRIVATE_ROUTES = [PUBLIC_PATHS.login, '/admin'];

export { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM, launchChromium } from '../chromium';

/**
 * A fresh browser context (empty cache) that only reaches the site: requests to any other origin
 * (the YouTube and Facebook frames a scrolled home page mounts; the machine is offline) fail at
 * once instead of hanging until a network-idle wait gives up. Off-site requests are still seen
 * by 'request' listeners, so a step can report them. Interception turns the HTTP cache off:
 * only for steps that measure a first visit.
 */
export async function siteOnlyContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(
    (url) => url.origin !== SITE && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** The bench's own output: progress and the final table, appended to BENCH_OUT and echoed. */
export function say(line = ''): void {
  if (process.env.BENCH_OUT) appendFileSync(process.env.BENCH_OUT, `${line}\n`);
  else console.log(line);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function verdict(ok: boolean): 'PASS' | 'FAIL' {
  return ok ? 'PASS' : 'FAIL';
}

/**
 * The packages and source files of each chunk of the admin build (vite.config.ts writes it). The
 * public pages' files are Astro's, which writes no such map: the bench judges those by what they
 * contain (bundle.ts).
 */
export type ChunkMap = Record<string, { name: string; entry: boolean; modules: string[] }>;

/** The admin build's chunk map, or an empty one when the build wrote none. */
export function readChunkMap(): ChunkMap {
  const file = new URL('.vite/chunk-modules.json', DIST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkMap) : {};
}

/** Rejects after `ms`, so no step of the bench can hang it. */
export function withTimeout<T>(label: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: sin respuesta en ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
