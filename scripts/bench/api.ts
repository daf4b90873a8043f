/**
 * (d) The content API under load, and what a page view costs in Firestore reads.
 *
 * Throughput: autocannon sends a fixed number of GET /api/docentes through the hosting emulator
 * (loopback only), after a warm-up; then the same number for the same JSON bytes written as a
 * static file into the served folder (removed afterwards), so the ratio is the cost of running
 * the function (and Firestore) per request instead of serving a file.
 *
 * Reads: the function reads Firestore only in GET /api/{collection} (one query; a query is billed
 * one read per document returned, at least one), so the reads of a page view are the sum, over
 * the API calls that reached the function, of max(1, records returned). Calls that reached the
 * function are counted twice: in the browser (responses not served from its cache) and in the
 * emulators' log (the hosting emulator's access lines for /api), which must agree; the log's
 * function executions also include /media (images, PDFs: Storage, not Firestore).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Browser, Page } from 'playwright-core';
import { DIST, SITE, sleep, withTimeout } from './common';

export const REQUESTS = Number(process.env.BENCH_API_REQUESTS ?? 2000);
export const CONNECTIONS = 10;

export interface LoadResult {
  label: string;
  url: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function fire(url: string, amount: number): Promise<autocannon.Result> {
  return withTimeout(
    `autocannon ${url}`,
    300_000,
    new Promise((resolve, reject) => {
      autocannon({ url, amount, connections: CONNECTIONS, timeout: 30 }, (err, result) =>
        err ? reject(err) : resolve(result),
      );
    }),
  );
}

async function load(label: string, url: string): Promise<LoadResult> {
  await fire(url, 100); // warm-up: function workers started, connections open
  const r = await fire(url, REQUESTS);
  return {
    label,
    url,
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

export async function measureThroughput(): Promise<{ api: LoadResult; file: LoadResult }> {
  const body = Buffer.from(await (await fetch(`${SITE}/api/docentes`)).arrayBuffer());
  const api = await load('function (GET /api/docentes)', `${SITE}/api/docentes`);
  const staticName = 'bench-docentes.json';
  const staticPath = new URL(staticName, DIST);
  writeFileSync(staticPath, body);
  try {
    const file = await load('static file (same JSON)', `${SITE}/${staticName}`);
    return { api, file };
  } finally {
    rmSync(staticPath, { force: true });
  }
}

/**
 * What the emulators logged so far (their output goes to this file): requests for /api that the
 * hosting emulator passed to the function, and executions of the function (which also serves
 * /media, whose Storage reads cost no Firestore reads).
 */
export function loggedCalls(): { api: number; executions: number } | null {
  const log = process.env.BENCH_EMULATOR_LOG;
  if (!log) return null;
  const text = readFileSync(log, 'utf8');
  return {
    api: text.match(/"GET \/api\/[^"]*" /g)?.length ?? 0,
    executions: text.split('Beginning execution of "us-east1-api"').length - 1,
  };
}

export interface ReadsRow {
  route: string;
  /** API calls that reached the function / document reads, first view (empty cache). */
  coldCalls: number;
  coldReads: number;
  /** The same, opening the page again right after, in the same browser (warm HTTP cache). */
  warmCalls: number;
  warmReads: number;
  /** From the emulators' log, cold + warm views together: /api requests, function executions. */
  logged: { api: number; executions: number } | null;
  cacheControl: string;
}

/** Records a collection's GET returns now: the documents its query reads (at least one). */
async function readsOf(path: string): Promise<number> {
  const body: unknown = await (await fetch(`${SITE}${path}`)).json();
  return Math.max(1, Array.isArray(body) ? body.length : 1);
}

/**
 * Opens `route` and returns the /api calls that left the browser (Chromium's own account through
 * the DevTools protocol: responses from its memory or disk cache never reached the server).
 */
async function view(page: Page, route: string): Promise<{ calls: string[]; cacheControl: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const calls: string[] = [];
  let cacheControl = '';
  cdp.on('Network.responseReceived', ({ response }) => {
    const url = new URL(response.url);
    if (url.origin !== SITE || !url.pathname.startsWith('/api/')) return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    calls.push(url.pathname);
    cacheControl = response.headers['cache-control'] ?? response.headers['Cache-Control'] ?? cacheControl;
  });
  await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' }));
  await cdp.detach();
  return { calls, cacheControl };
}

export async function measureReads(browser: Browser, routes: string[]): Promise<ReadsRow[]> {
  const rows: ReadsRow[] = [];
  for (const route of routes) {
    // A plain context: request interception (siteOnlyContext) would turn Chromium's HTTP cache
    // off, and the warm view is about that cache. Nothing here scrolls, so no embed mounts.
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const before = loggedCalls();
      const cold = await view(page, route);
      await page.goto('about:blank');
      const warm = await view(page, route);
      await sleep(300);
      const after = loggedCalls();
      const reads = async (calls: string[]) =>
        (await Promise.all(calls.map(readsOf))).reduce((a, b) => a + b, 0);
      rows.push({
        route,
        coldCalls: cold.calls.length,
        coldReads: await reads(cold.calls),
        warmCalls: warm.calls.length,
        warmReads: await reads(warm.calls),
        logged:
          before === null || after === null
            ? null
            : { api: after.api - before.api, executions: after.executions - before.executions },
        cacheControl: cold.cacheControl,
      });
    } finally {
      await context.close();
    }
  }
  return rows;
}
