/**
 * (a) The JS and CSS a first visit downloads, per route, measured in headless Chromium: a fresh
 * browser context (empty cache) opens the page, waits until the network has been idle, and sums
 * the encoded (gzip, as the hosting emulator serves them) body sizes of every .js/.mjs/.css
 * response. Each loaded chunk is looked up in the build's chunk map to check what it contains.
 */
import type { Browser } from 'playwright-core';
import { SITE, sleep, withTimeout, type ChunkMap } from './common';

/** What must never be part of a public page's first load, by package or source folder. */
export const FORBIDDEN: Array<{ label: string; matches: (module: string) => boolean }> = [
  { label: 'Firebase SDK (Auth)', matches: (m) => m === 'firebase' || m.startsWith('@firebase/') },
  { label: 'admin screens', matches: (m) => m.startsWith('web/src/features/admin/') },
  { label: 'auth screens', matches: (m) => m.startsWith('web/src/features/auth/') },
  { label: 'react-pdf / pdf.js', matches: (m) => m === 'react-pdf' || m === 'pdfjs-dist' },
  { label: 'react-dropzone', matches: (m) => m === 'react-dropzone' },
  { label: 'zod', matches: (m) => m === 'zod' },
  // The content model's validation; its naming rule (stored-names.ts) is the one allowed part.
  {
    label: 'model validation code',
    matches: (m) => m.startsWith('functions/src/model/') && m !== 'functions/src/model/stored-names.ts',
  },
];

export interface LoadedFile {
  path: string;
  kind: 'js' | 'css';
  gzipBytes: number;
  /** Chunk name from the build (e.g. "index", "home-page"), or the file name. */
  chunk: string;
}

export interface BundleRow {
  route: string;
  jsBytes: number;
  cssBytes: number;
  files: LoadedFile[];
  /** Forbidden contents found in this first load (label: chunk). */
  forbidden: string[];
  pdfWorker: boolean;
}

export async function measureRoute(browser: Browser, route: string, chunks: ChunkMap): Promise<BundleRow> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending: Array<Promise<void>> = [];
  const files: LoadedFile[] = [];
  let pdfWorker = false;
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE) return;
    if (/pdf\.worker/.test(url.pathname)) pdfWorker = true;
    const kind = /\.m?js$/.test(url.pathname) ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const path = url.pathname.replace(/^\//, '');
        files.push({ path, kind, gzipBytes: responseBodySize, chunk: chunks[path]?.name ?? path });
      }),
    );
  });
  try {
    await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' }));
    // Idle callbacks (second carousel slides, deferred widgets) run after load: let them.
    await sleep(1500);
    await withTimeout(route, 30_000, page.waitForLoadState('networkidle'));
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const forbidden: string[] = [];
  for (const file of files) {
    const modules = chunks[file.path]?.modules ?? [];
    for (const rule of FORBIDDEN) {
      if (modules.some(rule.matches)) forbidden.push(`${rule.label} (${file.chunk})`);
    }
  }
  if (pdfWorker) forbidden.push('pdf.js worker');
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((s, f) => s + f.gzipBytes, 0);
  return { route, jsBytes: sum('js'), cssBytes: sum('css'), files, forbidden, pdfWorker };
}
