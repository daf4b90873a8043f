/**
 * (e) Field metrics: the reports the site's own web-vitals reporter sent to POST /api/vitals, read
 * back from the function's log lines in the emulators' output (BENCH_EMULATOR_LOG), p75 per route
 * and metric. The emulator build samples every visit (VITE_VITALS_SAMPLE_RATE=1), so every bench
 * visit that leaves a page reports; this step adds a few phone-sized visits per route (open, wait
 * for the reporter, tap the heading so INP has an interaction, leave) to be sure each route has some.
 * They are unthrottled local visits, not visitors: the figures show the pipeline works end to end
 * and how the pages behave on this machine; Lighthouse's simulated slow 4G stays the lab budget.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { VITAL_NAMES, type VitalName, type VitalsReport } from '../../functions/src/model/vitals';
import { addressOf, PAGES, type PageDef } from '../../web/src/config/pages';
import { say, siteOnlyContext, sleep, SITE, withTimeout } from './common';

/** The `event` of the function's log line (functions/src/routes/vitals.ts). */
const EVENT = '"event":"web-vitals"';

/** Every report in the emulators' log so far, or null when the bench runs without one. */
export function readVitalsLog(): VitalsReport[] | null {
  const log = process.env.BENCH_EMULATOR_LOG;
  if (!log) return null;
  return parseVitalsLog(readFileSync(log, 'utf8'));
}

/** The JSON objects of the lines carrying the event (the emulator prefixes them with its own text). */
export function parseVitalsLog(text: string): VitalsReport[] {
  const reports: VitalsReport[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes(EVENT)) continue;
    const json = line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1);
    try {
      const entry = JSON.parse(json) as Partial<VitalsReport>;
      if (typeof entry.route === 'string' && entry.metrics) reports.push(entry as VitalsReport);
    } catch {
      // A line cut by the log's own wrapping: not a report.
    }
  }
  return reports;
}

/** The 75th percentile (nearest rank), as Core Web Vitals are judged; null without values. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

export interface FieldRow {
  /** The route pattern reports name (`/transparencia/:category`). */
  route: string;
  reports: number;
  p75: Record<VitalName, number | null>;
  /** Reports per metric (INP only where the visit had an interaction). */
  counts: Record<VitalName, number>;
}

export function fieldRows(reports: VitalsReport[]): FieldRow[] {
  const routes = [...new Set(reports.map((r) => r.route))];
  return routes.map((route) => {
    const mine = reports.filter((r) => r.route === route);
    const valuesOf = (name: VitalName) =>
      mine.flatMap((r) => (r.metrics[name] === undefined ? [] : [r.metrics[name]]));
    return {
      route,
      reports: mine.length,
      p75: Object.fromEntries(VITAL_NAMES.map((n) => [n, p75(valuesOf(n))])) as FieldRow['p75'],
      counts: Object.fromEntries(VITAL_NAMES.map((n) => [n, valuesOf(n).length])) as FieldRow['counts'],
    };
  });
}

/** The address the bench visits for a route pattern (its sample when it has a parameter). */
export function addressOfPattern(pattern: string): string {
  const page = PAGES.find((p: PageDef) => p.path === pattern);
  return page ? addressOf(page) : pattern;
}

/**
 * `visits` phone-sized visits of each address that end by leaving the page, then waits until the
 * log holds their reports (the function logs after answering the beacon). Returns how many
 * reports the log gained.
 */
export async function makeFieldVisits(browser: Browser, routes: string[], visits: number): Promise<number> {
  const before = readVitalsLog()?.length ?? 0;
  for (const route of routes) {
    for (let i = 0; i < visits; i += 1) {
      const context = await siteOnlyContext(browser, {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      try {
        await withTimeout(route, 60_000, page.goto(`${SITE}${route}`, { waitUntil: 'load' }));
        await page.waitForFunction(() => performance.getEntriesByName('vitals:ready').length > 0, undefined, {
          timeout: 20_000,
        });
        await page
          .locator('h1')
          .first()
          .tap({ timeout: 10_000 })
          .catch(() => undefined);
        await page.goto('about:blank');
      } finally {
        await context.close();
      }
    }
  }
  const expected = routes.length * visits;
  for (let waited = 0; waited < 15_000; waited += 500) {
    if ((readVitalsLog()?.length ?? 0) - before >= expected) break;
    await sleep(500);
  }
  return (readVitalsLog()?.length ?? 0) - before;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

/** (e) of the bench: the visits, then the table of p75 per route next to Lighthouse's figures. */
export async function reportFieldMetrics(
  browser: Browser,
  routes: string[],
  lab: Array<{ route: string; lcpMs: number; fcpMs: number; cls: number }>,
  visits = 3,
): Promise<FieldRow[]> {
  say('');
  say(
    "(e) web-vitals reports (POST /api/vitals, one log line each in the function's output), p75 per route. Every visit",
  );
  say(
    `    of the emulator build is sampled; besides the steps above, ${visits} phone-sized visits per route (tap, leave).`,
  );
  say(
    '    Local unthrottled Chromium, so lower than the lab columns (Lighthouse, simulated slow 4G). Times in ms.',
  );
  const added = await makeFieldVisits(browser, routes, visits);
  const reports = readVitalsLog();
  if (reports === null) {
    say('    No emulator log (BENCH_EMULATOR_LOG unset): run it through npm run bench to read the reports.');
    return [];
  }
  if (reports.length === 0) {
    say("    NO REPORTS in the emulators' log: is VITE_VITALS_SAMPLE_RATE=1 in web/.env.emulator?");
    return [];
  }
  say(
    `    ${pad('route', 26)}${lpad('n', 4)}${lpad('LCP', 7)}${lpad('FCP', 7)}${lpad('INP', 6)}${lpad('CLS', 7)}${lpad('TTFB', 6)}   lab:${lpad('LCP', 6)}${lpad('FCP', 6)}${lpad('CLS', 7)}`,
  );
  const show = (v: number | null | undefined, digits = 0) =>
    v === null || v === undefined ? '-' : v.toFixed(digits);
  const rows = fieldRows(reports);
  for (const row of rows) {
    const lh = lab.find((r) => r.route === addressOfPattern(row.route));
    say(
      `    ${pad(row.route, 26)}${lpad(row.reports, 4)}${lpad(show(row.p75.LCP), 7)}${lpad(show(row.p75.FCP), 7)}${lpad(show(row.p75.INP), 6)}${lpad(show(row.p75.CLS, 3), 7)}${lpad(show(row.p75.TTFB), 6)}       ${lpad(show(lh?.lcpMs), 6)}${lpad(show(lh?.fcpMs), 6)}${lpad(show(lh?.cls, 3), 7)}`,
    );
  }
  say(
    `    ${reports.length} reports in the log, ${added} of them from this step's ${routes.length * visits} visits.`,
  );
  return rows;
}
