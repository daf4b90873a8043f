/**
 * The floating chat button never covers a control (at 1280 px it could hide the carousel's
 * "next"): on the seeded home page at 390 and 1280 px, scrolled half a screen at a time from the
 * top to the bottom, the button (when in sight) overlaps no link, button or field; at 1280 px it
 * floats in the left margin, beside the column, and is always in sight.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, test } from './browser';
import { shown } from './pages';

/** The controls under the button at the current scroll, named; and whether the button is in sight. */
function coverage(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a[href^="https://wa.me/"]')!;
    const b = button.getBoundingClientRect();
    const inSight = getComputedStyle(button).opacity !== '0';
    const covered = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary'),
    ]
      // What the screen shows: not the links a closed <details> holds (the phone's menu).
      .filter((el) => el !== button && el.checkVisibility())
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.left < b.right &&
          b.left < r.right &&
          r.top < b.bottom &&
          b.top < r.bottom
        );
      })
      .map((el) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40));
    return { inSight, covered, left: b.left, scrolled: window.scrollY };
  });
}

for (const [width, viewport] of [
  [390, PHONE],
  [1280, DESKTOP],
] as const) {
  test(`at ${width} px the chat button covers no control anywhere on the home page`, async ({ open }) => {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await tab.goto('/');
    const button = page.getByRole('link', { name: /WhatsApp/ });
    await shown(button);
    // Its island alive (it places itself from then on), wherever the screen shows it.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const seen: Array<Awaited<ReturnType<typeof coverage>>> = [];
    let last = -1;
    for (;;) {
      // The button moves on the frame after a scroll.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const now = await coverage(page);
      seen.push(now);
      if (now.scrolled === last) break;
      last = now.scrolled;
      await page.mouse.wheel(0, viewport.height / 2);
      await page.waitForFunction(
        (y) =>
          window.scrollY !== y ||
          window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1,
        last,
      );
    }
    expect(seen.length).toBeGreaterThan(4);
    expect(seen.filter((s) => s.inSight && s.covered.length > 0)).toEqual([]);
    // In sight at the top of the page, where the visitor first looks for it.
    expect(seen[0]!.inSight).toBe(true);
    if (width === 1280) {
      expect(seen.every((s) => s.inSight && s.left < 72)).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `chat-button-${width}`, { viewport: true });
  });
}
