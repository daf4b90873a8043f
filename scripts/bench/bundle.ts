/**
 * (a) What Chromium loads for each public page: a fresh browser context (empty cache) opens the
 * page, waits for the load event and for the islands on the first screen, then scrolls to the
 * bottom so every `client:visible` island loads too, and waits until the network is idle. Every
 * script the page requested is weighed (bytes over the wire as served, their gzip, and
 * uncompressed) and read for what it is: the React runtime, or code no public page may load
 * (Firebase SDK, admin screens, react-dropzone, react-pdf / pdf.js). Astro's files carry no
 * module map, so the bench judges them by content markers: strings that survive minification
 * (property names, error texts, URLs) and that only the package in question contains. A file of
 * the admin build (it has a module map, common.ts) is judged by its modules as well.
 * Also read from the page: its islands (`astro-island`: component, directive, renderer) and any
 * script that would block the parser (an external classic script without async or defer).
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { siteOnlyContext, SITE, withTimeout, type ChunkMap } from './common';

/** What a loaded script is or contains, by content (see the file's comment). */
export const MARKERS: Array<{ label: string; forbidden: boolean; matches: (code: string) => boolean }> = [
  // react-dom's client: the keys it hangs its fibers and roots on. React's core and the JSX
  // runtime: the element type's symbol name.
  {
    label: 'React',
    forbidden: false,
    matches: (c) =>
      c.includes('__reactFiber$') ||
      c.includes('__reactContainer$') ||
      c.includes('react.transitional.element'),
  },
  // The SDK's own registration name, and the Auth endpoints it calls.
  {
    label: 'Firebase SDK',
    forbidden: true,
    matches: (c) =>
      c.includes('@firebase/app') ||
      c.includes('identitytoolkit.googleapis.com') ||
      c.includes('securetoken.googleapis.com'),
  },
  // react-dropzone's rejection codes.
  {
    label: 'react-dropzone',
    forbidden: true,
    matches: (c) => c.includes('file-invalid-type') && c.includes('too-many-files'),
  },
  // pdf.js's error texts about its worker; react-pdf's class names.
  {
    label: 'react-pdf / pdf.js',
    forbidden: true,
    matches: (c) =>
      c.includes('GlobalWorkerOptions.workerSrc') ||
      c.includes('Setting up fake worker') ||
      c.includes('react-pdf__'),
  },
];

/** A file of the admin build: judged by its modules (the admin build's chunk map). */
const ADMIN_MODULES: Array<{ label: string; matches: (module: string) => boolean }> = [
  { label: 'admin screens', matches: (m) => m.startsWith('web/src/features/admin/') },
  { label: 'auth screens', matches: (m) => m.startsWith('web/src/features/auth/') },
  { label: 'Firebase SDK', matches: (m) => m === 'firebase' || m.startsWith('@firebase/') },
  { label: 'react-dropzone', matches: (m) => m === 'react-dropzone' },
  { label: 'react-pdf / pdf.js', matches: (m) => m === 'react-pdf' || m === 'pdfjs-dist' },
];

/** The page-performance reporter (web/src/lib/vitals): fetched after the load event, on sampled visits. */
const isVitalsReporter = (code: string) => code.includes('/api/vitals');

export interface LoadedScript {
  path: string;
  /** Body bytes as they came over the wire, in the encoding served (`enc`). */
  wireBytes: number;
  enc: string;
  /** gzip (zlib's default level) of the body: the budgets' unit, whatever the emulator served. */
  gzipBytes: number;
  rawBytes: number;
  /** Requested after the load event. */
  afterLoad: boolean;
  /** What it contains (MARKERS), or admin-build modules. */
  contains: string[];
}

export interface Island {
  component: string;
  export: string;
  client: string;
  renderer: string;
}

export interface BundleRow {
  route: string;
  /** The document's HTTP status. */
  status: number;
  islands: Island[];
  /** Every script of the visit but the page-performance reporter. */
  scripts: LoadedScript[];
  /** The reporter, when the visit was sampled (every visit of the emulator build): after the load, apart. */
  reporter: LoadedScript[];
  jsGzip: number;
  jsWire: number;
  jsRaw: number;
  /** JS requested before the first scroll (the first screen's islands, the frame's script). */
  firstScreenGzip: number;
  react: boolean;
  /** Forbidden contents found (label: file). */
  forbidden: string[];
  /** External classic scripts without async/defer: they hold the parser and the first paint. */
  blocking: string[];
  /** Islands still waiting to hydrate when the visit ended (their code failed to load or run). */
  deadIslands: number;
  cssWire: number;
}

/** Every island on the page, as Astro writes them. */
function islandsOf(page: Page): Promise<Island[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].map((el) => ({
      component: new URL(el.getAttribute('component-url') ?? '', location.href).pathname,
      export: el.getAttribute('component-export') ?? '',
      client: el.getAttribute('client') ?? '',
      renderer: new URL(el.getAttribute('renderer-url') ?? '', location.href).pathname,
    })),
  );
}

/**
 * The page's islands not yet hydrated (Astro drops `ssr` once an island is live); with
 * `onScreen`, visible-directive ones off screen are not waited for. Page-side source text (no
 * helper of the TypeScript transform can slip into it).
 */
const pendingIslands = (
  onScreen: boolean,
) => `[...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
  if (!${onScreen} || island.getAttribute('client') !== 'visible') return true;
  const box = island.getBoundingClientRect();
  return box.bottom >= 0 && box.top <= innerHeight;
}).length`;

/** Waits (at most 20 s) until no island `pendingIslands` counts is waiting. */
async function islandsLive(page: Page, onScreen: boolean): Promise<void> {
  await page
    .waitForFunction(`${pendingIslands(onScreen)} === 0`, undefined, { timeout: 20_000 })
    .catch(() => undefined);
}

/**
 * Resolves once `page` has had no request in flight for `quietMs` (Playwright's own 'networkidle'
 * state is reached once per navigation, so it cannot wait again after the scroll).
 */
function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    const done = () => {
      page.off('request', up);
      page.off('requestfinished', down);
      page.off('requestfailed', down);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const up = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const down = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    page.on('request', up);
    page.on('requestfinished', down);
    page.on('requestfailed', down);
    arm();
  });
}

export async function measureRoute(
  browser: Browser,
  route: string,
  adminChunks: ChunkMap = {},
): Promise<BundleRow> {
  const context = await siteOnlyContext(browser, { viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending: Array<Promise<void>> = [];
  const scripts: LoadedScript[] = [];
  let cssWire = 0;
  let scrolled = false;
  const firstScreen = new Set<string>();
  // Requests sent after the load event (the protocol reports events in order).
  let loaded = false;
  const afterLoadUrls = new Set<string>();
  page.once('load', () => (loaded = true));
  page.on('request', (request) => {
    if (loaded) afterLoadUrls.add(request.url());
    if (!scrolled) firstScreen.add(request.url());
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE) return;
    const isJs = /\.m?js$/.test(url.pathname) || request.resourceType() === 'script';
    const isCss = url.pathname.endsWith('.css');
    if (!isJs && !isCss) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const { responseBodySize } = await request.sizes();
        if (isCss) {
          cssWire += responseBodySize;
          return;
        }
        const body = response ? await response.body() : Buffer.alloc(0);
        const code = body.toString('utf8');
        const path = url.pathname;
        const contains = MARKERS.filter((m) => m.matches(code)).map((m) => m.label);
        const modules = adminChunks[path.replace(/^\//, '')]?.modules ?? [];
        for (const rule of ADMIN_MODULES)
          if (modules.some(rule.matches) && !contains.includes(rule.label)) contains.push(rule.label);
        if (isVitalsReporter(code)) contains.push('vitals reporter');
        scripts.push({
          path,
          wireBytes: responseBodySize,
          enc: (await response?.headerValue('content-encoding')) ?? 'identity',
          gzipBytes: gzipSync(body).length,
          rawBytes: body.length,
          afterLoad: afterLoadUrls.has(request.url()),
          contains,
        });
      })(),
    );
  });
  let status = 0;
  let islands: Island[] = [];
  let blocking: string[] = [];
  let deadIslands = 0;
  try {
    const response = await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'load' }));
    status = response?.status() ?? 0;
    islands = await islandsOf(page);
    blocking = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
        .filter((s) => s.type !== 'module' && !s.async && !s.defer)
        .map((s) => `${s.closest('head') ? 'head' : 'body'}: ${new URL(s.src).pathname}`),
    );
    // The first screen's islands live (they may wait for idle), before any scroll.
    const firstQuiet = networkQuiet(page);
    await islandsLive(page, true);
    await firstQuiet;
    scrolled = true;
    // Down the page a screen at a time, so each visible-directive island meets the viewport.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    const lastQuiet = networkQuiet(page);
    await islandsLive(page, false);
    deadIslands = (await page.evaluate(pendingIslands(false))) as number;
    // Until no request for 500 ms: the islands' code and what idle callbacks fetch (the reporter).
    await withTimeout(route, 60_000, lastQuiet);
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const reporter = scripts.filter((s) => s.contains.includes('vitals reporter') && s.afterLoad);
  const counted = scripts.filter((s) => !reporter.includes(s)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  // React is judged apart (islands); the reporter only counts here if it came before the load event.
  const forbidden = counted.flatMap((s) =>
    s.contains
      .filter((label) => label !== 'React')
      .map(
        (label) =>
          `${label === 'vitals reporter' ? 'vitals reporter before the load event' : label} (${s.path})`,
      ),
  );
  const sum = (list: LoadedScript[], key: 'gzipBytes' | 'wireBytes' | 'rawBytes') =>
    list.reduce((s, f) => s + f[key], 0);
  const renderers = new Set(islands.map((i) => i.renderer));
  return {
    route,
    status,
    islands,
    scripts: counted,
    reporter,
    jsGzip: sum(counted, 'gzipBytes'),
    jsWire: sum(counted, 'wireBytes'),
    jsRaw: sum(counted, 'rawBytes'),
    firstScreenGzip: sum(
      counted.filter((s) => firstScreen.has(`${SITE}${s.path}`)),
      'gzipBytes',
    ),
    react: counted.some((s) => s.contains.includes('React') || renderers.has(s.path)),
    forbidden,
    blocking,
    deadIslands,
    cssWire,
  };
}

export interface FirstRoundTrip {
  route: string;
  status: number;
  encoding: string;
  /** The status line and headers as sent, in bytes. */
  headerBytes: number;
  bodyBytes: number;
}

/**
 * A page's answer as the hosting emulator sends it to a browser that accepts brotli: the status
 * line and headers (raw, as on the wire) and the compressed body's bytes. TCP's first round trip
 * carries about 14 KB (10 segments of 1460 bytes); a page within it needs no second one.
 */
export function firstRoundTrip(route: string): Promise<FirstRoundTrip> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${SITE}${route}`,
      { headers: { 'Accept-Encoding': 'br, gzip', Accept: 'text/html' } },
      (res) => {
        let bodyBytes = 0;
        res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
        res.on('end', () => {
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          resolve({
            route,
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            headerBytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
            bodyBytes,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${route}: sin respuesta en 60 s`)));
    req.end();
  });
}

export interface PdfCheck {
  /** The page measured, or null when no public page answering 200 shows a "Ver documento" button. */
  route: string | null;
  /** JS (gzip bytes of the bodies) requested once the visitor pressed the button: react-pdf, pdf.js. */
  viewerJsGzip: number;
  /** pdf.js was among what the button loaded. */
  pdfJsLoaded: boolean;
  /** The worker's URL once the visitor asked for the document, or null if it never loaded. */
  workerUrl: string | null;
  /** Requests to any other origin while the document was shown. */
  otherOrigins: string[];
}

/**
 * The PDF viewer on demand: on the first of `routes` whose page has a "Ver documento" button,
 * presses it (once the islands on the screen are live) and records what it loads and where the
 * pdf.js worker comes from (it must be the site itself).
 */
export async function checkPdfViewer(browser: Browser, routes: readonly string[]): Promise<PdfCheck> {
  const result: PdfCheck = {
    route: null,
    viewerJsGzip: 0,
    pdfJsLoaded: false,
    workerUrl: null,
    otherOrigins: [],
  };
  for (const route of routes) {
    const context = await siteOnlyContext(browser, { viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    let clicked = false;
    const pending: Array<Promise<void>> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== SITE && /^https?:$/.test(url.protocol)) result.otherOrigins.push(url.origin);
      if (clicked && /pdf\.worker/.test(url.pathname)) result.workerUrl = url.href;
    });
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (
        !clicked ||
        url.origin !== SITE ||
        !/\.m?js$/.test(url.pathname) ||
        /pdf\.worker/.test(url.pathname)
      )
        return;
      pending.push(
        (async () => {
          const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
          result.viewerJsGzip += gzipSync(body).length;
          if (MARKERS.find((m) => m.label === 'react-pdf / pdf.js')!.matches(body.toString('utf8')))
            result.pdfJsLoaded = true;
        })(),
      );
    });
    try {
      const response = await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'load' }));
      const button = page.getByRole('button', { name: /Ver documento/ }).first();
      if (response?.status() !== 200 || (await button.count()) === 0) continue;
      result.route = route;
      result.otherOrigins = [];
      await button.scrollIntoViewIfNeeded();
      await islandsLive(page, true);
      await page.waitForLoadState('networkidle');
      clicked = true;
      await button.click();
      await withTimeout(route, 60_000, page.locator('canvas, [role="alert"]').first().waitFor());
      await withTimeout(route, 30_000, page.waitForLoadState('networkidle'));
      await Promise.all(pending);
      return result;
    } finally {
      await context.close();
    }
  }
  return result;
}
