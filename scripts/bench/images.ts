/**
 * (c) Image bytes a visitor downloads, against the bytes of the uploaded originals of the same
 * pictures: the home carousel (every slide: the others load once the page is idle) and a staff
 * page scrolled to the bottom (every photo), at 390 px and 1280 px wide viewports (1 CSS px = 1
 * device px), plus a 3x phone screen for information. Fresh context (empty cache) for each.
 */
import type { Browser } from 'playwright-core';
import { siteOnlyContext, SITE, sleep, withTimeout } from './common';

export interface ImageRow {
  page: string;
  viewport: string;
  /** Counted against the goal (1 CSS px = 1 device px); the 3x row is for information. */
  counted: boolean;
  downloadedBytes: number;
  originalBytes: number;
  files: string[];
}

const STORED = /([a-z0-9]{6,12}-[a-f0-9]{20})(?:-w(?:[0-9]+|full))?\.(?:jpg|png|webp|avif)$/;

/** Stored image names of a collection's records (the originals the pages show). */
async function originalsOf(collection: string): Promise<Map<string, string>> {
  const records = (await (await fetch(`${SITE}/api/${collection}`)).json()) as Array<Record<string, unknown>>;
  const byBase = new Map<string, string>();
  for (const record of records) {
    for (const value of Object.values(record)) {
      const match = typeof value === 'string' ? STORED.exec(value) : null;
      if (match) byBase.set(match[1]!, value as string);
    }
  }
  return byBase;
}

async function sizeOf(name: string): Promise<number> {
  const res = await fetch(`${SITE}/media/${name}`);
  return (await res.arrayBuffer()).byteLength;
}

async function measure(
  browser: Browser,
  route: string,
  collection: string,
  width: number,
  scale: number,
): Promise<Omit<ImageRow, 'page' | 'viewport' | 'counted'>> {
  const originals = await originalsOf(collection);
  const context = await siteOnlyContext(browser, {
    viewport: { width, height: 844 },
    deviceScaleFactor: scale,
  });
  const page = await context.newPage();
  const downloads: Array<Promise<{ base: string; file: string; bytes: number } | null>> = [];
  page.on('requestfinished', (request) => {
    const match = STORED.exec(new URL(request.url()).pathname);
    if (!match || !originals.has(match[1]!)) return;
    downloads.push(
      request.sizes().then(({ responseBodySize }) => ({
        base: match[1]!,
        file: match[0],
        bytes: responseBodySize,
      })),
    );
  });
  try {
    await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' }));
    // Walk down the page so every lazily loaded picture comes in, as a reader would.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await sleep(100);
    }
    await sleep(2500);
    await withTimeout(route, 30_000, page.waitForLoadState('networkidle'));
  } finally {
    await context.close();
  }
  const got = (await Promise.all(downloads)).filter((d) => d !== null);
  const seen = [...new Set(got.map((d) => d.base))];
  const originalBytes = (await Promise.all(seen.map((base) => sizeOf(originals.get(base)!)))).reduce(
    (a, b) => a + b,
    0,
  );
  return {
    downloadedBytes: got.reduce((s, d) => s + d.bytes, 0),
    originalBytes,
    files: got.map((d) => d.file.replace(/^[a-z0-9]+-[a-f0-9]{20}/, '…')),
  };
}

export async function measureImages(browser: Browser): Promise<ImageRow[]> {
  const rows: ImageRow[] = [];
  const pages = [
    { page: 'home carousel', route: '/', collection: 'carousel' },
    { page: 'staff (/docentes)', route: '/docentes', collection: 'docentes' },
  ];
  const viewports = [
    { viewport: '390 px', width: 390, scale: 1, counted: true },
    { viewport: '1280 px', width: 1280, scale: 1, counted: true },
    { viewport: '390 px @3x', width: 390, scale: 3, counted: false },
  ];
  for (const p of pages) {
    for (const v of viewports) {
      const result = await measure(browser, p.route, p.collection, v.width, v.scale);
      rows.push({ page: p.page, viewport: v.viewport, counted: v.counted, ...result });
    }
  }
  return rows;
}
