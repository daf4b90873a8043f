/**
 * The page-performance reporter in real Chromium, on the emulator build (VITE_VITALS_SAMPLE_RATE=1:
 * every visit is sampled; the unsampled case is the unit test of isSampled). The web-vitals code
 * is not part of the first load: the frame's script asks for its file only after the load event.
 * Leaving the page hidden sends one beacon to POST /api/vitals, which the function answers 204.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { PHONE, SITE, test } from './browser';
import { expectLoaded, PUBLIC_PAGES } from './pages';

/** The built file that holds the web-vitals package (its metric names are in no other file). */
function reporterChunk(): string {
  const dir = new URL('../../web/dist/assets/', import.meta.url);
  const files = readdirSync(dir).filter(
    (name) =>
      name.endsWith('.js') && readFileSync(new URL(name, dir), 'utf8').includes('largest-contentful-paint'),
  );
  expect(files).toHaveLength(1);
  return `assets/${files[0]!}`;
}

interface Beacon {
  body: { route: string; metrics: Record<string, number>; device: string };
  contentType: string | undefined;
  status: number;
}

describe('web-vitals reporter', () => {
  test('loads after the page, and reports its route pattern with a beacon answered 204', async ({ open }) => {
    const chunk = reporterChunk();
    const tab = await open({ viewport: PHONE, mobile: true });
    // The beacon goes to the real function; the test only watches it pass.
    const beacons: Beacon[] = [];
    await tab.context.route(`${SITE}/api/vitals`, async (route) => {
      const response = await route.fetch();
      beacons.push({
        body: route.request().postDataJSON() as Beacon['body'],
        contentType: route.request().headers()['content-type'],
        status: response.status(),
      });
      await route.fulfill({ response });
    });

    const spec = PUBLIC_PAGES.find((p) => p.path === '/transparencia/contratacion')!;
    await tab.goto(spec.path);
    await expectLoaded(tab.page, spec);
    await tab.page.waitForFunction(() => performance.getEntriesByName('vitals:ready').length > 0);

    // Absent from the first load: not preloaded by the HTML, fetched once, after the load event.
    const html = await (await fetch(`${SITE}${spec.path}`)).text();
    expect(html).not.toContain(chunk);
    const timing = await tab.page.evaluate((file) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const loads = performance.getEntriesByType('resource').filter((e) => e.name.endsWith(`/${file}`));
      return { loadEventEnd: nav.loadEventEnd, starts: loads.map((e) => e.startTime) };
    }, chunk);
    expect(timing.loadEventEnd).toBeGreaterThan(0);
    expect(timing.starts).toHaveLength(1);
    expect(timing.starts[0]).toBeGreaterThanOrEqual(timing.loadEventEnd);
    expect(beacons).toEqual([]);

    // An interaction gives INP a value. Then the page is hidden: headless Chromium never hides a
    // page of its own accord (another tab in front, a minimised window: still "visible"), and a
    // beacon sent while navigating away escapes interception, so the test fires the browser's
    // visibilitychange itself; web-vitals and the reporter read document.visibilityState.
    await tab.page.getByRole('heading', { level: 1 }).click();
    // Event timing entries reach the timeline after the next paint, and web-vitals folds them into
    // INP at the next idle moment: wait for the click's entry, then for two idle periods.
    await tab.page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    await tab.page.evaluate(async () => {
      for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    await tab.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(() => beacons.length).toBe(1);
    const [beacon] = beacons;
    expect(beacon!.status).toBe(204);
    expect(beacon!.contentType).toBe('application/json');
    expect(beacon!.body).toMatchObject({ route: '/transparencia/:category', device: 'mobile' });
    expect(Object.keys(beacon!.body.metrics).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const value of Object.values(beacon!.body.metrics)) expect(value).toBeGreaterThanOrEqual(0);
  });

  test('sends nothing from the admin area', async ({ open }) => {
    const tab = await open();
    await tab.goto('/login');
    await tab.page.getByRole('heading', { level: 1 }).first().waitFor();
    // Two idle periods after load: when a public page would have fetched the reporter.
    await tab.page.evaluate(async () => {
      for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    await tab.page.goto('about:blank');
    expect(
      tab.requests.filter((url) => url.endsWith(reporterChunk()) || url.endsWith('/api/vitals')),
    ).toEqual([]);
  });
});
