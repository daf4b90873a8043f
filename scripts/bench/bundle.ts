/**
 * (a) The JS and CSS a first visit downloads, per route, measured in headless Chromium: a fresh
 * browser context (empty cache) opens the page, waits until the network has been idle, and sums
 * the encoded (gzip, as the hosting emulator serves them) body sizes of every .js/.mjs/.css
 * response. Each loaded chunk is looked up in the build's chunk map to check what it contains.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DIST, siteOnlyContext, SITE, withTimeout, type ChunkMap } from './common';

/** The modules of functions/src/model/public.ts, which carries no zod and no declarations. */
const PUBLIC_MODEL = new Set(
  // date-time, schedule, slug and rich-text (issues 23 and 25): no zod, no validator; re-exported by public.ts.
  ['public', 'upload-rules', 'stored-names', 'sniff', 'links', 'formats', 'phone', 'transparency-annex', 'vitals', 'pages', 'date-time', 'schedule', 'slug', 'rich-text'].map((f) => `functions/src/model/${f}.ts`),
);
// Formatted text's types, safe links and old-text upgrade (its validator, rich-text-check.ts, is not).
PUBLIC_MODEL.add('functions/src/model/rich-text.ts');
// The roles' capability table and the citizen requests' shapes and states (issues 24 and 26): plain
// data and types, no validator (the request form's checks are in pqrsd-form.ts, not here).
PUBLIC_MODEL.add('functions/src/model/roles.ts');
PUBLIC_MODEL.add('functions/src/model/pqrsd.ts');
// Site search's kinds, labels and limits (issue 48, decision 0020): plain data, re-exported by public.ts.
PUBLIC_MODEL.add('functions/src/model/search.ts');
// Participa's six sections (issue 50, decision 0023): plain data, no imports.
PUBLIC_MODEL.add('functions/src/model/participa.ts');

function isReporterModule(module: string): boolean {
  return module === 'web-vitals' || module.startsWith('web/src/lib/vitals/vitals-reporter');
}

/** What must never be part of a public page's first load, by package or source folder. */
export const FORBIDDEN: Array<{ label: string; matches: (module: string) => boolean }> = [
  { label: 'Firebase SDK (Auth)', matches: (m) => m === 'firebase' || m.startsWith('@firebase/') },
  { label: 'admin screens', matches: (m) => m.startsWith('web/src/features/admin/') },
  { label: 'auth screens', matches: (m) => m.startsWith('web/src/features/auth/') },
  { label: 'react-pdf / pdf.js', matches: (m) => m === 'react-pdf' || m === 'pdfjs-dist' },
  { label: 'react-dropzone', matches: (m) => m === 'react-dropzone' },
  // Drag and drop of the admin table's order controls.
  { label: '@dnd-kit', matches: (m) => m.startsWith('@dnd-kit/') },
  // The crop dialog of the admin's image drop zones.
  { label: 'react-easy-crop (crop dialog)', matches: (m) => m === 'react-easy-crop' || m === 'normalize-wheel' },
  { label: 'zod', matches: (m) => m === 'zod' },
  // The page-performance reporter: fetched after the load event on sampled visits (every visit of
  // the emulator build); measureRoute lists it apart then. Before the load event it would be here.
  { label: 'web-vitals reporter', matches: isReporterModule },
  // The content model's validation and declarations; the zod-free entry public pages use
  // (`@model/public`: upload rules, stored names, sniffing, links) is allowed.
  {
    label: 'model validation code',
    matches: (m) => m.startsWith('functions/src/model/') && !PUBLIC_MODEL.has(m),
  },
];

/**
 * react-router ships as one module, so the chunk map cannot tell its declarative routes (public
 * build) from its data router (admin build, ~17 KB gzip more; decision 0006). createRouter's own
 * error message can: it is in a built file exactly when the data router is.
 */
const DATA_ROUTER_MARK = 'non-empty routes array to createRouter';
function servesDataRouter(path: string): boolean {
  return readFileSync(new URL(path, DIST), 'utf8').includes(DATA_ROUTER_MARK);
}

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
  /** The web-vitals reporter's chunk, when requested after the load event: not first-load code. */
  afterLoad: LoadedFile[];
}

export async function measureRoute(browser: Browser, route: string, chunks: ChunkMap): Promise<BundleRow> {
  const context = await siteOnlyContext(browser, { viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending: Array<Promise<void>> = [];
  const files: LoadedFile[] = [];
  const afterLoad: LoadedFile[] = [];
  let pdfWorker = false;
  // Requests sent after the load event (the protocol reports events in order).
  let loaded = false;
  const afterLoadUrls = new Set<string>();
  page.once('load', () => (loaded = true));
  page.on('request', (request) => {
    if (loaded) afterLoadUrls.add(request.url());
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE) return;
    if (/pdf\.worker/.test(url.pathname)) pdfWorker = true;
    const kind = /\.m?js$/.test(url.pathname) ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const path = url.pathname.replace(/^\//, '');
        const file: LoadedFile = { path, kind, gzipBytes: responseBodySize, chunk: chunks[path]?.name ?? path };
        const reporter = (chunks[path]?.modules ?? []).some(isReporterModule);
        (reporter && afterLoadUrls.has(request.url()) ? afterLoad : files).push(file);
      }),
    );
  });
  try {
    // Until no request for 500 ms: the page's chunks, its data and what idle callbacks fetch.
    await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' }));
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
  for (const file of files) {
    if (file.kind === 'js' && servesDataRouter(file.path)) forbidden.push(`react-router data router (${file.chunk})`);
  }
  if (pdfWorker) forbidden.push('pdf.js worker');
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (kind: 'js' | 'css') =>
    files.filter((f) => f.kind === kind).reduce((s, f) => s + f.gzipBytes, 0);
  return { route, jsBytes: sum('js'), cssBytes: sum('css'), files, forbidden, pdfWorker, afterLoad };
}

export interface PdfCheck {
  route: string;
  /** The worker's URL once the visitor asked for the document, or null if it never loaded. */
  workerUrl: string | null;
  workerBytes: number;
  /** JS (gzip bytes) the viewer added after the click: react-pdf, pdf.js. */
  viewerJsBytes: number;
  /** Requests to any other origin while the document was shown. */
  otherOrigins: string[];
}

/**
 * The PDF viewer on demand: opens a page with a PDF, presses "Ver documento" and records where
 * the pdf.js worker comes from (it must be the site itself) and what the viewer downloads.
 */
export async function checkPdfViewer(browser: Browser, route: string): Promise<PdfCheck> {
  const context = await siteOnlyContext(browser, { viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const result: PdfCheck = { route, workerUrl: null, workerBytes: 0, viewerJsBytes: 0, otherOrigins: [] };
  let clicked = false;
  const pending: Array<Promise<void>> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE && /^https?:$/.test(url.protocol)) result.otherOrigins.push(url.origin);
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE) return;
    if (!clicked || !/\.m?js$/.test(url.pathname)) return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        if (/pdf\.worker/.test(url.pathname)) {
          result.workerUrl = url.href;
          result.workerBytes = responseBodySize;
        } else {
          result.viewerJsBytes += responseBodySize;
        }
      }),
    );
  });
  try {
    await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' }));
    // As a visitor does: the frame's code comes when the pointer reaches it or the page is scrolled
    // near it (a late part, decision 0019); a tap before that opens the PDF itself, the form's
    // plain answer.
    const button = page.getByRole('button', { name: /Ver documento/ }).first();
    await button.hover();
    await withTimeout(route, 30_000, page.locator('form[data-enhanced]').first().waitFor({ state: 'attached' }));
    await page.waitForLoadState('networkidle');
    clicked = true;
    await button.click();
    await withTimeout(route, 60_000, page.locator('canvas, [role="alert"]').first().waitFor());
    await withTimeout(route, 30_000, page.waitForLoadState('networkidle'));
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  if (result.workerUrl && result.workerBytes === 0) {
    // A worker's own requests carry no sizes in the page's events: gzip its body as served.
    const body = Buffer.from(await (await fetch(result.workerUrl)).arrayBuffer());
    result.workerBytes = gzipSync(body).length;
  }
  return result;
}
