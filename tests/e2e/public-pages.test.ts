/**
 * Every public route of spec §2 (and /login) in a real browser: it renders its key labels and the
 * shared frame with no page error and no request leaving 127.0.0.1; at 390 px it has no
 * horizontal scroll; axe-core finds no serious or critical violation. Screenshots at 1280 and
 * 390 px go to tests/screenshots/ on every run. One visit per page and width, in one tab per
 * width that goes from page to page (`reuse`): the sweep only reads.
 */
import { afterAll, describe, expect } from 'vitest';
import { blockingViolations, IMPACTS, runAxe, type Impact } from './axe';
import {
  DESKTOP,
  horizontalOverflow,
  PHONE,
  screenshot,
  scrollThrough,
  sharedTabTest as test,
} from './browser';
import { expectLoaded, expectShell, PUBLIC_PAGES } from './pages';

/** Per page, the number of axe violations of each impact (printed at the end of the file). */
const axeCounts = new Map<string, Record<Impact, number>>();

describe.each(PUBLIC_PAGES)('$path', (spec) => {
  // One visit per page and width: the 1280 px visit also runs axe (after the scroll, so the lazy
  // parts are in the page), in the same tab with the CSP enforced.
  test('renders its labels and the site frame at 1280 px, and has no serious or critical axe violation', async ({
    reuse,
  }) => {
    const tab = await reuse({ viewport: DESKTOP });
    await tab.goto(spec.path);
    await expectLoaded(tab.page, spec);
    await expectShell(tab.page);
    await scrollThrough(tab.page);
    await screenshot(tab.page, `${spec.slug}-1280`);
    // Valid picture markup: `sizes` only where a srcset is (HTML forbids it on an <img>
    // without one), so every <source> of a <picture> carries it and its fallback <img> does not.
    expect(await tab.page.locator('picture > img[sizes]:not([srcset])').count()).toBe(0);
    expect(await tab.page.locator('picture > source[srcset]:not([sizes])').count()).toBe(0);
    // Public pages never download the Firebase Auth SDK (the 'session' chunk).
    if (spec.path !== '/login') {
      expect(tab.requests.filter((url) => /\/assets\/(session|admin-app|login-page)-/.test(url))).toEqual([]);
    }

    const { violations, passes } = await runAxe(tab.page);
    // axe really ran over the page (an empty or blank page passes nothing).
    expect(passes).toBeGreaterThan(10);
    const counts = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as Record<Impact, number>;
    for (const v of violations) counts[v.impact ?? 'minor'] += v.nodes.length;
    axeCounts.set(spec.path, counts);
    const blocking = blockingViolations(violations);
    const others = violations
      .filter((v) => v.impact !== 'serious' && v.impact !== 'critical')
      .map((v) => `${v.impact} ${v.id} x${v.nodes.length}`);
    if (others.length > 0) console.log(`axe ${spec.path}: ${others.join('; ')}`);
    expect(blocking).toEqual([]);
  });

  test('fits a 390 px phone without horizontal scroll', async ({ reuse }) => {
    const tab = await reuse({ viewport: PHONE, mobile: true });
    await tab.goto(spec.path);
    await expectLoaded(tab.page, spec);
    await scrollThrough(tab.page);
    expect(await horizontalOverflow(tab.page)).toBe(0);
    await screenshot(tab.page, `${spec.slug}-390`);
  });
});

afterAll(() => {
  if (axeCounts.size === 0) return;
  const rows = [...axeCounts].map(
    ([path, c]) => `${path.padEnd(24)} ${IMPACTS.map((i) => String(c[i]).padStart(9)).join('')}`,
  );
  console.log(
    [
      'axe-core violations (affected nodes) by impact',
      `${'page'.padEnd(24)} ${IMPACTS.map((i) => i.padStart(9)).join('')}`,
      ...rows,
    ].join('\n'),
  );
});
