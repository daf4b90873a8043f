// Runs Lighthouse on each route given and prints one JSON line per route. Plain Node (not tsx):
// Lighthouse sends some of its functions into the page as source text, and tsx's transform would
// add a helper (`__name`) to them that does not exist there.
//   node scripts/bench/lighthouse/worker.mjs SITE CHROME_PATH RUNS ROUTE...
// With RUNS > 1 each route runs that many times and the run with the median performance score
// is kept (Lighthouse's advice for noisy machines).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import process from 'node:process';

const [site, chromePath, runsArg, ...routes] = process.argv.slice(2);
const runs = Math.max(1, Number(runsArg) || 1);
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
try {
  for (const route of routes) {
    const started = Date.now();
    const results = [];
    try {
      for (let i = 0; i < runs; i++) results.push(await runOnce(route));
    } catch (error) {
      // A page Lighthouse could not load (a route that answers 404 until its page exists): one
      // line saying why, and on to the next route.
      process.stdout.write(`${JSON.stringify({ route, error: error instanceof Error ? error.message : String(error) })}\n`);
      continue;
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = results[Math.floor((results.length - 1) / 2)];
    // BENCH_LH_SAVE=dir keeps the kept run's full report (the LCP element's phases, render-blocking
    // requests…) for reading what a figure waits for.
    if (process.env.BENCH_LH_SAVE) {
      mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      writeFileSync(`${process.env.BENCH_LH_SAVE}/${name}.json`, JSON.stringify(lhr));
    }
    report(route, lhr, (Date.now() - started) / 1000 / runs);
  }
} finally {
  chrome.kill();
}

async function runOnce(route) {
  const result = await lighthouse(`${site}${route}`, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse no devolvió resultado para ${route}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse ${route}: ${lhr.runtimeError.message}`);
  return lhr;
}

function report(route, lhr, seconds) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const row = {
    route,
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    thirdParty: requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && !u.startsWith(site)),
    lcpElement: lcpElement?.selector ?? null,
    shifted: shifts.map((s) => s.node?.selector).filter(Boolean),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => {
        const item = a.details?.items?.[0];
        const detail = a.explanation ?? item?.source?.url ?? item?.node?.snippet ?? item?.url ?? '';
        return detail ? `${a.id} (${String(detail).slice(0, 160)})` : a.id;
      }),
    seconds,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  process.stdout.write(`${JSON.stringify(row)}\n`);
}
