/**
 * A visitor downloads a variant of each picture, not the uploaded original. In real
 * Chromium (which decodes AVIF): at 1280 px the carousel's current slide is the full-width AVIF
 * or WebP, at 390 px every /docentes photo is a 480 px one, each answered with an image type the
 * picture's <source> announced.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, scrollThrough, test, type Tab } from './browser';

/** The Content-Type /media answered for each image URL the tab loaded. */
function imageTypes(tab: Tab): Map<string, string> {
  const types = new Map<string, string>();
  tab.page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/media/'))
      types.set(res.url(), res.headers()['content-type'] ?? '');
  });
  return types;
}

/**
 * currentSrc and naturalWidth (the file's width divided by the density the srcset choice implies)
 * of the images matched by `selector`, once all of them finished.
 */
async function shownImages(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>(s)];
    return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
  }, selector);
  return page.$$eval(selector, (imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc,
      width: img.naturalWidth,
      original: img.src,
    })),
  );
}

test("at 1280 px the carousel's current slide is its full-width AVIF or WebP, not the original", async ({
  open,
}) => {
  const tab = await open({ viewport: DESKTOP });
  const types = imageTypes(tab);
  await tab.goto('/');
  const [slide] = await shownImages(
    tab.page,
    '[aria-roledescription="diapositiva"][data-active="true"] picture img',
  );
  expect(slide!.src).toMatch(/-wfull\.(avif|webp)$/);
  expect(slide!.width).toBe(1280);
  expect(types.get(slide!.src)).toMatch(/^image\/(avif|webp)$/);
  // The original was never requested for it.
  expect(slide!.original).toMatch(/\/media\/[^/]+\.(jpg|png|webp)$/);
  expect(tab.requests).not.toContain(slide!.original);
});

test('at 390 px every /docentes photo is a 480 px AVIF or WebP', async ({ open }) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  const types = imageTypes(tab);
  await tab.goto('/docentes');
  await scrollThrough(tab.page);
  const photos = await shownImages(tab.page, 'main picture img');
  expect(photos.length).toBeGreaterThan(1);
  for (const photo of photos) {
    // (naturalWidth is not the file's here: srcset scales it by 390/480, the density it chose.)
    expect(photo.src).toMatch(/-w480\.(avif|webp)$/);
    expect(types.get(photo.src)).toMatch(/^image\/(avif|webp)$/);
  }
  // None of their originals was requested (the header's logo is not one of these pictures).
  const originals = new Set(photos.map((p) => p.original));
  expect(originals.size).toBe(photos.length);
  expect(tab.requests.filter((url) => originals.has(url))).toEqual([]);
});
