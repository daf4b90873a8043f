/**
 * The album viewer on a phone, in Chromium against the seeded album: the open photo is
 * a history entry, so the phone's Back closes the viewer and stays in the album; Escape and
 * "Cerrar" go back too, leaving no entry behind (the next Back leaves the album, as a visitor
 * expects); the photo sits in the middle of the space between the bar and the caption. The
 * thumbnails are links to the photos' files, which the album's island (client:visible) turns
 * into the viewer's openers.
 */
import { expect } from 'vitest';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { slugify } from '../../functions/src/model/slug';
import { islandsLive, PHONE, screenshot, SITE, test } from './browser';
import { shown } from './pages';

const ALBUM = SEED_CONTENT.galerias[0]!;
const ALBUM_PATH = `/galeria/${slugify(String(ALBUM.title))}`;

test('Back closes the viewer (the album stays); Escape and Cerrar leave no entry; the photo is centred', async ({
  open,
}) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  const { page } = tab;
  await tab.goto('/galeria');
  await page.locator(`main a[href="${ALBUM_PATH}"]`).first().click();
  await page.waitForURL(`${SITE}${ALBUM_PATH}`);
  await shown(page.getByRole('heading', { level: 1, name: String(ALBUM.title) }));
  // A page load: the photos' island is live once on screen (before, a thumbnail opens its file).
  await page.waitForFunction(islandsLive, true);
  const thumbs = page.locator('main ul a[aria-haspopup="dialog"]');
  const viewer = page.getByRole('dialog', { name: `${ALBUM.title}: visor de fotos` });

  // Opened, moved on by a swipe-free arrow, then Back: closed, still in the album.
  await thumbs.nth(2).click();
  await shown(viewer.getByText(`3 de ${ALBUM.photos!.length}`, { exact: true }));
  await page.keyboard.press('ArrowRight');
  await shown(viewer.getByText(`4 de ${ALBUM.photos!.length}`, { exact: true }));

  // Centred: as much black above the photo as below it (within a pixel), on a 390 × 844 screen.
  const image = viewer.locator('figure img');
  await expect
    .poll(() =>
      image.evaluate(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    )
    .toBe(true);
  const gaps = await image.evaluate((img) => {
    const el = img as HTMLImageElement;
    const box = el.getBoundingClientRect();
    // object-fit: contain: the picture's drawn height inside the element's box.
    const drawn = Math.min(box.height, (box.width * el.naturalHeight) / el.naturalWidth);
    const top = box.top + (box.height - drawn) / 2;
    const bar = el.closest('dialog')!.firstElementChild!.getBoundingClientRect().bottom;
    const caption = el.closest('figure')!.querySelector('figcaption')!.getBoundingClientRect().top;
    return { above: top - bar, below: caption - (top + drawn), drawn };
  });
  expect(gaps.drawn).toBeGreaterThan(200);
  expect(Math.abs(gaps.above - gaps.below)).toBeLessThanOrEqual(24);
  await screenshot(page, 'galeria-visor-centrado-390', { viewport: true });

  await page.goBack();
  await viewer.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(`${SITE}${ALBUM_PATH}`);
  await shown(page.getByRole('heading', { level: 1, name: String(ALBUM.title) }));
  // The focus is back on the thumbnail of the photo last shown.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('main ul a[aria-haspopup="dialog"]')].indexOf(document.activeElement!),
      ),
    )
    .toBe(3);

  // Forward opens the same photo again; Escape closes it by going back.
  await page.goForward();
  await shown(viewer.getByText(`4 de ${ALBUM.photos!.length}`, { exact: true }));
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(`${SITE}${ALBUM_PATH}`);

  // "Cerrar" too; then the next Back leaves the album: nothing was left behind.
  await thumbs.nth(0).click();
  await shown(viewer);
  await viewer.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await viewer.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(`${SITE}${ALBUM_PATH}`);
  await page.goBack();
  await page.waitForURL(`${SITE}/galeria`);
  await shown(page.getByRole('heading', { level: 1, name: 'Galería de fotos' }));
});
