/**
 * `npm run bench` (through scripts/bench/run.sh, inside the emulators with seeded content):
 * measures what each public page loads (scripts, React, islands; the home page's first round
 * trip), Lighthouse, image bytes, the function's render under load, API throughput and Firestore
 * reads, prints each figure next to its target, and writes a JSON copy to bench-results/.
 * No timing assertion anywhere: it reports; it fails only if it could not measure.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { measureReads, measureThroughput, REQUESTS, CONNECTIONS } from './api';
import { checkPdfViewer, firstRoundTrip, measureRoute, type BundleRow, type FirstRoundTrip } from './bundle';
import {
  CHROMIUM,
  kb,
  launchChromium,
  PRIVATE_ROUTES,
  PUBLIC_ROUTES,
  readChunkMap,
  say,
  SITE,
  verdict,
} from './common';
import { ALBUM_ROUTE, makeAlbumOf40, measureAlbum } from './gallery';
import { measureImages } from './images';
import {
  CONNECTIONS as RENDER_CONNECTIONS,
  measureRender,
  RENDER_ROUTES,
  REQUESTS as RENDER_REQUESTS,
} from './render';
import { LH_RUNS, runLighthouse, type LighthouseRow } from './lighthouse';
import { withNoticeUp } from './notice-up';
import { reportFieldMetrics } from './vitals';

/** A page without a React island: no React, at most the frame's script. */
const FRAME_JS_BUDGET = 5 * 1024;
/** A page with islands: their code (React's client renderer included) and the frame's, in all. */
const ISLANDS_JS_BUDGET = 75 * 1024;
/** The home page's answer (status line, headers, brotli body) within TCP's first round trip. */
const FIRST_ROUND_TRIP = 14 * 1024;
/** Lighthouse mobile, median of 3, every public route: 100 in every category, LCP, CLS and TBT. */
const LH_GOAL = 100;
const LCP_GOAL_MS = 1200;
const CLS_GOAL = 0;
const TBT_GOAL_MS = 50;
/** The function's render at 20 concurrent requests on one instance: p95. */
const RENDER_P95_GOAL_MS = 15;
const IMAGE_GOAL = 1 / 3;
/**
 * BENCH_ONLY=bundles stops after (a): the bundle figures need only the built site and a browser,
 * so a change to imports can be measured in a few minutes instead of the whole run.
 */
const BUNDLES_ONLY = process.env.BENCH_ONLY === 'bundles';
/** BENCH_ONLY=images runs (c) alone: the image figures need only the seeded site and a browser. */
const IMAGES_ONLY = process.env.BENCH_ONLY === 'images';
/** BENCH_ONLY=gallery runs (f) alone: the album of forty photos. */
const GALLERY_ONLY = process.env.BENCH_ONLY === 'gallery';
/** The most an album's page should transfer before the first scroll, at 390 px. */
const ALBUM_BYTES_GOAL = 500 * 1024;
/** BENCH_ONLY=vitals: only (e), the web-vitals reports of a few visits (no lab figures beside them). */
const VITALS_ONLY = process.env.BENCH_ONLY === 'vitals';
/**
 * BENCH_ONLY=lighthouse runs (b) alone, on BENCH_ROUTES (comma-separated) or every public route:
 * a before/after of a rendering change in a few minutes.
 */
const LIGHTHOUSE_ONLY = process.env.BENCH_ONLY === 'lighthouse';
/** BENCH_ONLY=render runs (g) alone: the function's render of every public route. */
const RENDER_ONLY = process.env.BENCH_ONLY === 'render';
const LH_ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : PUBLIC_ROUTES;

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

/** A package's installed version: the project's, or (`lighthouse/`) the bench's own Lighthouse install. */
function version(pkg: string, from = '../../'): string {
  const url = new URL(`${from}node_modules/${pkg}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

async function main() {
  const started = Date.now();
  const checks: Array<{ check: string; ok: boolean }> = [];
  const count = (check: string, ok: boolean) => (checks.push({ check, ok }), verdict(ok));
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const dirty = execSync('git status --porcelain -- web functions').toString().trim() !== '';
  say(
    `npm run bench · ${new Date().toISOString()} · commit ${commit}${dirty ? ' (+ uncommitted changes)' : ''}`,
  );
  say(
    `${execSync(`${CHROMIUM} --version 2>/dev/null || true`).toString().trim()} · Lighthouse ${version('lighthouse', './lighthouse/')} · autocannon ${version('autocannon')}`,
  );
  say(
    `Host: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the start (other work on the machine moves every timing).`,
  );
  say(
    `Build: npm run build:emulator (Astro's public pages in the function, the admin area's Vite build; emulator config), served by the hosting emulator at ${SITE}`,
  );

  const adminChunks = readChunkMap();
  const browser = await launchChromium();
  const results: Record<string, unknown> = { commit, dirty, date: new Date().toISOString() };
  /** (c): also run alone with BENCH_ONLY=images. */
  const imageSection = async () => {
    say('');
    say(
      '(c) Images downloaded vs the uploaded originals of the same pictures (every carousel slide; every photo of',
    );
    say(`    the page, scrolled to the bottom). Goal: <= 1/3 of the originals. Fresh context each.`);
    say(
      `    ${pad('page', 20)}${pad('viewport', 12)}${lpad('KB', 8)}${lpad('orig KB', 9)}${lpad('ratio', 7)}  verdict  files`,
    );
    const images = await measureImages(browser);
    for (const r of images) {
      const ratio = r.originalBytes ? r.downloadedBytes / r.originalBytes : NaN;
      const v = r.counted ? count('(c) images <= 1/3 of originals', ratio <= IMAGE_GOAL) : '(info)';
      const files = [...new Set(r.files.map((f) => f.replace(/^…/, '')))].join(' ');
      say(
        `    ${pad(r.page, 20)}${pad(r.viewport, 12)}${lpad(kb(r.downloadedBytes), 8)}${lpad(kb(r.originalBytes), 9)}${lpad(ratio.toFixed(2), 7)}  ${pad(v, 7)}  ${r.files.length} files: ${files}`,
      );
    }
    results.images = images;
  };
  /** (f): also run alone with BENCH_ONLY=gallery. */
  const gallerySection = async () => {
    say('');
    say(
      '(f) An album of 40 photos (2048x1536, stored as uploads store them) at 390x844, DPR 3, fresh context, no scroll.',
    );
    say(
      `    Goals: JS (its islands, the page scrolled) <= ${kb(ISLANDS_JS_BUDGET)} KB gzip; bytes transferred before the first scroll < ${kb(ALBUM_BYTES_GOAL)} KB; CLS 0.`,
    );
    const originals = await makeAlbumOf40();
    const row = await measureAlbum(browser);
    say(
      `    ${pad('route', 40)}${lpad('JS KB', 7)}${lpad('KB before scroll', 18)}${lpad('images', 8)}${lpad('CLS', 7)}  verdicts`,
    );
    const verdicts = [
      count('(f) album JS <= 75 KB gzip', row.jsBytes <= ISLANDS_JS_BUDGET),
      count('(f) album < 500 KB before scroll', row.transferredBytes < ALBUM_BYTES_GOAL),
      count('(f) album CLS 0', row.cls === 0),
    ].join(' ');
    say(
      `    ${pad(ALBUM_ROUTE, 40)}${lpad(kb(row.jsBytes), 7)}${lpad(kb(row.transferredBytes), 18)}${lpad(row.images, 8)}${lpad(row.cls.toFixed(3), 7)}  ${verdicts}`,
    );
    say(`    (the forty originals weigh ${kb(originals)} KB)`);
    results.album = { ...row, originals };
  };
  /** (g): also run alone with BENCH_ONLY=render. */
  const renderSection = async () => {
    say('');
    say(
      `(g) The function's render under load (a CDN miss): autocannon, ${RENDER_CONNECTIONS} connections, ${RENDER_REQUESTS} requests per route after 100 warm-up,`,
    );
    say(
      "    against ONE instance of the function: its Express app in one Node process on the emulators' data",
    );
    say(
      '    (scripts/bench/one-instance.ts; the functions emulator would spread concurrent requests over worker processes).',
    );
    say(
      '    render: Server-Timing render;dur (Astro + React to HTML, compression); data: data;dur; response: whole',
    );
    say(
      `    response time seen by autocannon. Accept-Encoding: br. Goal: render p95 <= ${RENDER_P95_GOAL_MS} ms (response p95 shown beside it).`,
    );
    say(
      '    "alone": p95 of 50 requests one at a time (render / response), for comparison. Server-Timing\'s data sums',
    );
    say("    the page's reads, which run in parallel; render is the rest of the time in the function.");
    say(
      `    ${pad('route', 24)}${pad('status', 11)}${lpad('req/s', 7)}${lpad('render p50/p95', 16)}${lpad('data p50/p95', 14)}${lpad('response p50/p95', 18)}${lpad('alone p95', 13)}${lpad('reads', 7)}  verdict`,
    );
    const { rows } = await measureRender(RENDER_ROUTES);
    for (const r of rows) {
      const v = count('(g) render p95 <= 15 ms at 20 concurrent', r.renderP95 <= RENDER_P95_GOAL_MS);
      const statuses = Object.entries(r.statuses)
        .map(([k, n]) => `${k}x${n}`)
        .join(' ');
      say(
        `    ${pad(r.route, 24)}${pad(statuses, 11)}${lpad(r.rps.toFixed(0), 7)}${lpad(`${r.renderP50.toFixed(1)}/${r.renderP95.toFixed(1)}`, 16)}${lpad(`${r.dataP50.toFixed(1)}/${r.dataP95.toFixed(1)}`, 14)}${lpad(`${r.responseP50.toFixed(1)}/${r.responseP95.toFixed(1)}`, 18)}${lpad(`${r.aloneRenderP95.toFixed(1)}/${r.aloneResponseP95.toFixed(1)}`, 13)}${lpad(r.reads, 7)}  ${v}${r.errors ? ` (${r.errors} errors)` : ''}`,
      );
      if (r.negativeRender)
        say(
          `      ${r.negativeRender} responses said render;dur < 0: their data;dur counts overlapping reads twice, so render is understated there.`,
        );
    }
    results.render = rows;
  };
  /** (a): also run alone with BENCH_ONLY=bundles. */
  const bundleSection = async () => {
    say('');
    say(
      '(a) What Chromium loads per public page (scripts/bench/bundle.ts): fresh context, 412x823, load event, the',
    );
    say(
      "    first screen's islands live, then scrolled to the bottom (every client:visible island), network idle.",
    );
    say(
      "    JS: every script requested, summed: gzip (zlib, the budgets' unit) / over the wire as served / uncompressed.",
    );
    say(
      "    React: react-dom or React's core in a loaded script, or an island's renderer file. Excluded: Firebase SDK,",
    );
    say(
      '    admin screens, react-dropzone, react-pdf/pdf.js (only when the PDF viewer is opened). Blocking: an external',
    );
    say(
      '    classic script without async/defer (it holds the parser and the first paint). The vitals reporter, fetched',
    );
    say('    after the load event on sampled visits, is listed apart, not counted.');
    say(
      `    Goals: no island: no React, JS <= ${kb(FRAME_JS_BUDGET)} KB gzip (the frame's script); islands: JS <= ${kb(ISLANDS_JS_BUDGET)} KB gzip in`,
    );
    say('    all; no blocking script; nothing excluded. Verdicts: JS, React, blocking, excluded.');
    say(
      `    ${pad('route', 34)}${lpad('status', 6)}${lpad('isl', 4)}${lpad('files', 6)}${lpad('gz KB', 7)}${lpad('wire KB', 9)}${lpad('raw KB', 8)}${lpad('1st scr', 8)}  ${pad('React', 6)}verdicts`,
    );
    const bundles: BundleRow[] = [];
    // One visit first, not counted: the emulator's function starts on its first request.
    await measureRoute(browser, '/', adminChunks);
    let notServed = 0;
    let lastList = '';
    for (const route of PUBLIC_ROUTES) {
      const row = await measureRoute(browser, route, adminChunks);
      bundles.push(row);
      const served = row.status === 200;
      if (!served) notServed += 1;
      const withIslands = row.islands.length > 0;
      const verdicts = served
        ? [
            count(
              withIslands ? '(a) islands: JS <= 75 KB gzip' : '(a) no island: JS <= 5 KB gzip',
              row.jsGzip <= (withIslands ? ISLANDS_JS_BUDGET : FRAME_JS_BUDGET),
            ),
            withIslands ? '-' : count('(a) no island: no React', !row.react),
            count('(a) no parser-blocking script', row.blocking.length === 0),
            count('(a) no excluded code', row.forbidden.length === 0),
          ].join(' ')
        : `${count('(a) page answers 200', false)} (HTTP ${row.status}: measured as served)`;
      say(
        `    ${pad(route, 34)}${lpad(row.status, 6)}${lpad(row.islands.length, 4)}${lpad(row.scripts.length, 6)}${lpad(kb(row.jsGzip), 7)}${lpad(kb(row.jsWire), 9)}${lpad(kb(row.jsRaw), 8)}${lpad(kb(row.firstScreenGzip), 8)}  ${pad(row.react ? 'yes' : 'no', 6)}${verdicts}`,
      );
      const encodings = [...new Set(row.scripts.map((f) => f.enc))].join('/');
      const list = row.scripts
        .map(
          (f) =>
            `${f.path.replace(/^\/assets\//, '')} ${kb(f.gzipBytes)}${f.contains.length ? ` [${f.contains.join(', ')}]` : ''}`,
        )
        .join('; ');
      // The list when it differs from the row above (most pages load the frame's script alone).
      if (list && list !== lastList) say(`      scripts (gz KB; served ${encodings}): ${list}`);
      lastList = list;
      if (withIslands) {
        const islands = new Map<string, number>();
        for (const i of row.islands) {
          const key = `${i.component.replace(/^\/assets\//, '')}${i.export && i.export !== 'default' ? `#${i.export}` : ''} client:${i.client}`;
          islands.set(key, (islands.get(key) ?? 0) + 1);
        }
        say(
          `      islands: ${[...islands].map(([k, n]) => (n > 1 ? `${k} x${n}` : k)).join('; ')}${row.deadIslands ? ` · ${row.deadIslands} never hydrated` : ''}`,
        );
      }
      if (row.reporter.length)
        say(
          `      after load: ${row.reporter.map((f) => `${f.path.replace(/^\/assets\//, '')} ${kb(f.gzipBytes)}`).join('; ')} (vitals reporter, not counted)`,
        );
      if (row.blocking.length) say(`      !! blocking: ${row.blocking.join('; ')}`);
      if (row.forbidden.length) say(`      !! loads: ${row.forbidden.join('; ')}`);
    }
    if (notServed)
      say(
        `    ${notServed} of ${PUBLIC_ROUTES.length} routes do not answer 200 (pages not on Astro yet answer 404): FAIL, figures are those of what they serve.`,
      );
    // The administrators' doors, for information: their own build (admin.html), judged by its chunk map.
    for (const route of PRIVATE_ROUTES) {
      const row = await measureRoute(browser, route, adminChunks);
      const loads = [...new Set(row.scripts.flatMap((f) => f.contains))].join(', ');
      say(
        `    ${pad(route, 34)}${lpad(row.status, 6)}${lpad('-', 4)}${lpad(row.scripts.length, 6)}${lpad(kb(row.jsGzip), 7)}${lpad(kb(row.jsWire), 9)}${lpad(kb(row.jsRaw), 8)}${lpad('-', 8)}  ${pad(row.react ? 'yes' : 'no', 6)}(info: ${loads || 'nothing marked'})`,
      );
    }
    results.bundles = bundles;

    say('');
    say(
      `    The page's answer as sent (hosting emulator, Accept-Encoding: br): status line + headers + compressed body.`,
    );
    say(
      `    Goal: the home page within TCP's first round trip, <= ${kb(FIRST_ROUND_TRIP)} KB (10 segments of 1460 bytes = 14.3 KB).`,
    );
    say(
      `    ${pad('route', 34)}${lpad('status', 6)}${pad('  enc', 7)}${lpad('headers', 9)}${lpad('body', 9)}${lpad('total KB', 10)}  verdict`,
    );
    const trips: FirstRoundTrip[] = [];
    for (const route of PUBLIC_ROUTES) {
      const t = await firstRoundTrip(route);
      trips.push(t);
      const total = t.headerBytes + t.bodyBytes;
      const v =
        route === '/'
          ? count(
              '(a) home page <= 14 KB with headers (br)',
              t.status === 200 && t.encoding === 'br' && total <= FIRST_ROUND_TRIP,
            )
          : '(info)';
      // The home page always; other routes once their page exists.
      if (route !== '/' && t.status !== 200) continue;
      say(
        `    ${pad(route, 34)}${lpad(t.status, 6)}${pad(`  ${t.encoding}`, 7)}${lpad(t.headerBytes, 9)}${lpad(t.bodyBytes, 9)}${lpad(kb(total), 10)}  ${v}`,
      );
    }
    results.firstRoundTrip = trips;

    const pdf = await checkPdfViewer(browser, PUBLIC_ROUTES);
    if (!pdf.route)
      say(
        '    PDF viewer on demand: not measured (no public page answering 200 has a "Ver documento" button yet).',
      );
    else {
      const fromSite = pdf.workerUrl?.startsWith(`${SITE}/`) ?? false;
      say(
        `    PDF viewer on demand (${pdf.route}, "Ver documento" pressed): +${kb(pdf.viewerJsGzip)} KB gzip JS${pdf.pdfJsLoaded ? ' (react-pdf, pdf.js)' : ''},`,
      );
      say(
        `      worker ${pdf.workerUrl ? pdf.workerUrl.replace(SITE, '') : 'not loaded'} from the site itself: ${count('(a) PDF worker from the site', fromSite && pdf.otherOrigins.length === 0)}`,
      );
    }
    results.pdfViewer = pdf;
  };
  try {
    if (RENDER_ONLY) {
      await renderSection();
      return;
    }
    if (GALLERY_ONLY) {
      await gallerySection();
      return;
    }
    if (IMAGES_ONLY) {
      await imageSection();
      return;
    }
    if (VITALS_ONLY) {
      results.vitals = await reportFieldMetrics(browser, PUBLIC_ROUTES, []);
      return;
    }
    // (a) What each page loads.
    if (!LIGHTHOUSE_ONLY) await bundleSection();
    else say('\n(a) BENCH_ONLY=lighthouse: skipped.');
    if (BUNDLES_ONLY) {
      say('');
      say('BENCH_ONLY=bundles: Lighthouse, images and API skipped.');
      return;
    }

    // (b) Lighthouse.
    say('');
    say(
      `(b) Lighthouse (mobile preset: simulated slow 4G, 4x CPU), ${process.env.BENCH_ROUTES ? `BENCH_ROUTES (${LH_ROUTES.length})` : 'every public route'}, seeded content; ${LH_RUNS === 1 ? 'one run per route (BENCH_LH_RUNS=1)' : `median of ${LH_RUNS} runs per route (BENCH_LH_RUNS sets it)`}.`,
    );
    say(
      `    Goals: ${LH_GOAL} in performance, accessibility, best practices, SEO; LCP <= ${LCP_GOAL_MS} ms; CLS ${CLS_GOAL}; TBT <= ${TBT_GOAL_MS} ms`,
    );
    say('    (verdicts in that order; FCP for information).');
    say(
      `    ${pad('route', 34)}${lpad('perf', 5)}${lpad('a11y', 5)}${lpad('bp', 5)}${lpad('seo', 5)}${lpad('LCP ms', 8)}${lpad('CLS', 7)}${lpad('TBT ms', 8)}${lpad('FCP ms', 8)}  ${pad('3rd-p', 6)}${pad('run s', 6)} verdicts`,
    );
    say('    With a current notice that has a link in the notice bar (scripts/bench/notice-up.ts).');
    const lighthouse = await withNoticeUp(() =>
      runLighthouse(LH_ROUTES, (r: LighthouseRow) => {
        if (r.error) {
          const why = /Status code: \d+/.exec(r.error)?.[0] ?? r.error.slice(0, 120);
          say(
            `    ${pad(r.route, 34)}not measured (${why}) ${count('(b) Lighthouse could load the page', false)}`,
          );
          return;
        }
        const s = r.scores;
        const verdicts = [
          count('(b) Lighthouse performance 100', s.performance >= LH_GOAL),
          count(
            '(b) Lighthouse a11y, bp, SEO 100',
            s.accessibility >= LH_GOAL && s['best-practices'] >= LH_GOAL && s.seo >= LH_GOAL,
          ),
          count('(b) LCP <= 1.2 s', r.lcpMs <= LCP_GOAL_MS),
          count('(b) CLS 0', r.cls <= CLS_GOAL),
          count('(b) TBT <= 50 ms', r.tbtMs <= TBT_GOAL_MS),
        ].join(' ');
        say(
          `    ${pad(r.route, 34)}${lpad(s.performance, 5)}${lpad(s.accessibility, 5)}${lpad(s['best-practices'], 5)}${lpad(s.seo, 5)}${lpad(Math.round(r.lcpMs), 8)}${lpad(r.cls.toFixed(3), 7)}${lpad(Math.round(r.tbtMs), 8)}${lpad(Math.round(r.fcpMs), 8)}  ${pad(r.thirdParty.length, 6)}${pad(r.seconds.toFixed(0), 6)} ${verdicts}`,
        );
        if (r.cls > 0) say(`      shifted: ${r.shifted.join(', ') || '(no element named)'}`);
        if (r.failedAudits.length) say(`      failed audits: ${r.failedAudits.join(', ')}`);
      }),
    );
    const measured = lighthouse.filter((r) => !r.error);
    const hundred = (k: 'performance' | 'accessibility') =>
      measured.filter((r) => r.scores[k] === 100).length;
    say(
      `    100s: performance ${hundred('performance')}/${measured.length}, accessibility ${hundred('accessibility')}/${measured.length} (${lighthouse.length - measured.length} routes not measured) · host benchmarkIndex ${Math.round(measured[0]?.benchmarkIndex ?? 0)} · third-party requests: ${measured.reduce((s, r) => s + r.thirdParty.length, 0)}`,
    );
    results.lighthouse = lighthouse;
    if (LIGHTHOUSE_ONLY) {
      say('');
      say('BENCH_ONLY=lighthouse: images and API skipped.');
      return;
    }

    // (c) Images.
    await imageSection();
    // (f) The album of forty, before the API's load runs over the emulators.
    await gallerySection();
    // (g) The function's render of every public page, before the load too.
    await renderSection();

    // (d) API.
    say('');
    say(
      `(d) API through the hosting emulator, autocannon, ${REQUESTS} requests, ${CONNECTIONS} connections, loopback, after 100 warm-up:`,
    );
    const { api, file } = await measureThroughput();
    say(
      `    ${pad('', 32)}${lpad('req/s', 8)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)}${lpad('non-2xx', 9)}${lpad('errors', 8)}`,
    );
    for (const r of [api, file]) {
      say(
        `    ${pad(r.label, 32)}${lpad(r.rps.toFixed(0), 8)}${lpad(r.p50, 8)}${lpad(r.p99, 8)}${lpad(r.non2xx, 9)}${lpad(r.errors, 8)}`,
      );
    }
    say(
      `    static file / function: ${(file.rps / api.rps).toFixed(1)}x the requests per second, ${(api.p50 / Math.max(file.p50, 1)).toFixed(1)}x the median latency (function/file)`,
    );
    results.throughput = { api, file };

    say('');
    say(
      '    Firestore reads per page view: /api calls that reached the function (counted by the browser: not from',
    );
    say(
      '    its HTTP cache) x the documents each list query reads (max(1, records)); a first view (empty cache),',
    );
    say(
      '    then the same page again (warm cache). "log": /api requests and function executions (incl. /media)',
    );
    say('    the emulators logged for both views together.');
    say(
      `    ${pad('route', 24)}${lpad('cold calls', 11)}${lpad('reads', 7)}${lpad('warm calls', 12)}${lpad('reads', 7)}${lpad('log api/fn', 12)}  Cache-Control`,
    );
    const reads = await measureReads(browser, PUBLIC_ROUTES);
    for (const r of reads) {
      const logged = r.logged ? `${r.logged.api}/${r.logged.executions}` : '-';
      say(
        `    ${pad(r.route, 24)}${lpad(r.coldCalls, 11)}${lpad(r.coldReads, 7)}${lpad(r.warmCalls, 12)}${lpad(r.warmReads, 7)}${lpad(logged, 12)}  ${r.cacheControl}`,
      );
    }
    const warmReads = reads.reduce((s, r) => s + r.warmReads, 0);
    const coldReads = reads.reduce((s, r) => s + r.coldReads, 0);
    say(
      `    warm cache (same visitor within max-age): ${warmReads} reads over ${reads.length} page views; cold: ${coldReads} reads.`,
    );
    say('    (Hosting emulator has no CDN: in production s-maxage also lets the CDN answer other visitors.)');
    results.reads = reads;

    // (e) Field metrics: what the site's own reporter sent during all of the above, and more.
    results.vitals = await reportFieldMetrics(
      browser,
      PUBLIC_ROUTES,
      lighthouse.filter((r) => !r.error),
    );
  } finally {
    await browser.close();
  }

  const passed = checks.filter((c) => c.ok).length;
  say('');
  say(
    `Summary: ${passed}/${checks.length} budget checks PASS, ${checks.length - passed} FAIL · ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const check of [...new Set(checks.map((c) => c.check))]) {
    const of = checks.filter((c) => c.check === check);
    const ok = of.filter((c) => c.ok).length;
    say(`    ${pad(check, 42)} ${ok}/${of.length} PASS`);
  }
  mkdirSync('bench-results', { recursive: true });
  const json = JSON.stringify({ ...results, checks }, null, 1);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(`bench-results/bench-${stamp}.json`, json);
  writeFileSync('bench-results/latest.json', json);
  say(`JSON: bench-results/bench-${stamp}.json (and bench-results/latest.json)`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    say(
      `El benchmark no pudo completarse: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    process.exit(1);
  },
);
