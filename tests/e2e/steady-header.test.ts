/**
 * The header does not move while a page loads, on a fast machine or a slow one. Two ways it could:
 * - A frame drawn from a page read in part: a slow phone (or a busy CI box) parses the HTML in
 *   slices and paints between them. The header's search on a phone is a <details> (so are the
 *   menus); read up to its opening tag, Chromium draws its own «Detalles» summary (72×26 px at
 *   390 px) where the search button (49×49) comes a slice later, and the header moved (CLS 0.00025
 *   in the notice test on a slow 2-core machine). The page is held here at that point,
 *   deterministically: the browser must show none of the header until all of it is in
 *   (site-header.module.css hides it until the page's content after it has begun), and every frame
 *   it shows must have the search where it ends up.
 * - The frame's script: the header's box with JavaScript off and on must be the same, at both widths.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BOTH_WIDTHS, SITE, test } from './browser';
import { holdDocument } from './held-document';

/**
 * The header's search controls' boxes (the phone's button, the wide screen's form) and the menu
 * bar's, or «hidden» while the header is not shown at all.
 */
function searchBoxes(): string {
  const header = document.querySelector('header');
  if (!header || getComputedStyle(header).visibility === 'hidden') return 'hidden';
  const box = (selector: string) => {
    const el = document.querySelector(selector);
    if (!el) return `${selector}: missing`;
    const r = el.getBoundingClientRect();
    return `${selector}: ${r.x},${r.y} ${r.width}x${r.height}`;
  };
  return [box('header details > summary'), box('header form[role="search"]'), box('header nav')].join('; ');
}

const boxesOf = (page: Page) => page.evaluate(searchBoxes);

test('a page read only up to the header search is not drawn: the first frame has the search where it stays (390 and 1280 px)', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    // The page sent up to the phone's <details> opening tag, inside the header; the rest held.
    const held = await holdDocument('/mapa-del-sitio', /<header[^]*?<details[^>]*>/);
    try {
      const tab = await open({ viewport, mobile: width === 390 });
      const { page } = tab;
      // Each frame the browser draws until the load event: the search controls' boxes then.
      await page.addInitScript(`{
        const boxes = ${searchBoxes.toString()};
        window.__frames = [];
        const frame = () => {
          const now = boxes();
          if (window.__frames.at(-1) !== now) window.__frames.push(now);
          if (document.readyState !== 'complete') requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }`);
      const loaded = page.goto(held.url, { waitUntil: 'load' });
      loaded.catch(() => undefined); // awaited below; a failure before then closes the tab
      const frames = () => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
      // Read up to the cut (page.evaluate works on a document still loading).
      await expect
        .poll(() => page.evaluate(() => document.querySelector('header details') !== null).catch(() => false))
        .toBe(true);
      // Until the browser has drawn a frame of the half page: what it shows of it is shown by now.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames.length > 0))
        .toBe(true);
      expect(
        await frames(),
        `frames drawn of the page read up to the header's search at ${width} px`,
      ).toEqual(['hidden']);
      held.release();
      await loaded;
      const final = await boxesOf(page);
      expect(final).not.toBe('hidden');
      expect(await frames(), `the search in every frame at ${width} px`).toEqual(['hidden', final]);
      // Off the held page's server before it closes (the frame's late code would come from it).
      await tab.goto('/other');
    } finally {
      await held.close();
    }
  }
});

test("the header's search and menu have the same boxes with JavaScript off and with the frame's script, at 390 and 1280 px", async ({
  browser,
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const mobile = width === 390;
    const html = await browser.newContext({
      viewport,
      isMobile: mobile,
      hasTouch: mobile,
      locale: 'es-CO',
      javaScriptEnabled: false,
    });
    try {
      const plain = await html.newPage();
      const tab = await open({ viewport, mobile });
      for (const path of ['/other', '/mapa-del-sitio']) {
        await plain.goto(`${SITE}${path}`);
        await tab.goto(path);
        expect(await boxesOf(tab.page), `${path} at ${width} px`).toBe(await boxesOf(plain));
      }
    } finally {
      await html.close();
    }
  }
});
