/**
 * Photo albums, as an administrator and a visitor live them: forty 4032x3024 phone
 * photos (~3 MB each, made here with sharp: noise enlarged smoothly, like the crop test's) dropped
 * at once, prepared in the browser and sent three at a time until "40 de 40"; the alt texts
 * written, the save refused while one is missing, two photos reordered, the album saved; the
 * public album shows the forty in that order and its viewer works by keyboard; axe on the form,
 * the album and the open viewer. A second test cuts the connection for some uploads: the failed
 * photos are retried without losing the others or the form. Screenshots at 1280 and 390 px.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { MB } from '../../functions/src/model';
import { getJson } from '../emulator/site';
import { field, formReady, signInAsAdmin } from './admin';
import { runAxe } from './axe';
import { keepSeededContent } from './content';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, scrollThrough, SITE, test } from './browser';
import { shown } from './pages';

keepSeededContent();

const DIR = join(tmpdir(), 'galeria-e2e');
/** Distinct photos made (in parallel); the forty files reuse them under their own names. */
const DISTINCT = 8;
let photos: string[] = [];
let smallPhotos: string[] = [];

/** A 4032x3024 phone-like photo: noise at a quarter size, enlarged smoothly, JPEG (~3 MB). */
async function phonePhoto(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1008,
      height: 756,
      channels: 3,
      background: { r: 60 + seed * 20, g: 128, b: 200 - seed * 15 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(4032, 3024, { kernel: 'cubic' }).jpeg({ quality: 78 }).toBuffer();
}

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  const made = await Promise.all(Array.from({ length: DISTINCT }, (_, i) => phonePhoto(i)));
  expect(made[0]!.length).toBeGreaterThan(2 * MB);
  photos = Array.from({ length: 40 }, (_, i) => {
    const path = join(DIR, `IMG_${String(3000 + i)}.jpg`);
    writeFileSync(path, made[i % DISTINCT]!);
    return path;
  });
  const small = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d7fc4' } })
    .jpeg()
    .toBuffer();
  smallPhotos = Array.from({ length: 6 }, (_, i) => {
    const path = join(DIR, `pequena-${i + 1}.jpg`);
    writeFileSync(path, small);
    return path;
  });
}, 180_000);

const count = (page: Page) => page.locator('.adm-photos__count');
const altInput = (page: Page, n: number) =>
  page.getByLabel(`Texto alternativo de la foto ${n}`, { exact: true });
const altText = (n: number) => `Foto ${n} de la feria: estudiantes junto a su proyecto`;

async function openCreate(page: Page, goto: (path: string) => Promise<unknown>) {
  await goto('/galeriasCreate');
  await formReady(page, 'create');
}

/** The stored album titled `title`, read from the public API. */
async function albumTitled(title: string) {
  const { body } =
    await getJson<Array<{ title: string; slug: string; photos: Array<{ image: string; alt: string }> }>>(
      '/api/galerias',
    );
  return body.find((a) => a.title === title);
}

describe('an album of forty phone photos', () => {
  test(
    'dropped at once, described, reordered, saved; shown in that order with a keyboard viewer; axe passes',
    { timeout: 900_000 },
    async ({ open }) => {
      const tab = await open({ viewport: DESKTOP });
      const { page } = tab;
      await signInAsAdmin(tab);
      await openCreate(page, (p) => tab.goto(p));
      const title = 'Feria escolar (e2e cuarenta fotos)';
      await field(page, 'galerias', 'title').fill(title);
      await page.getByLabel('Fotos: elegir fotos', { exact: true }).setInputFiles(photos);
      // The form stays usable while the photos go up: typing now is kept.
      // The description is formatted text: the editor is a textbox named by the field's label.
      const description = page.getByRole('textbox', { name: 'Descripción', exact: true });
      await description.click();
      await page.keyboard.type('Escrito mientras suben las fotos.');
      await shown(page.locator('.adm-photos__upload progress'));
      await expect
        .poll(() => count(page).textContent(), { timeout: 600_000, interval: 1000 })
        .toBe('40 de 40');
      expect(await description.textContent()).toBe('Escrito mientras suben las fotos.');
      expect(await page.locator('.adm-photos__item').count()).toBe(40);
      await screenshot(page, 'admin-galeria-1280');
      const form = await runAxe(page, 'form.adm-form');
      expect(form.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

      // Every alt text but the last; the save is refused with the count, nothing is sent.
      for (let n = 1; n <= 39; n++) await altInput(page, n).fill(altText(n));
      await page.getByLabel(/^Confirmo que las fotos/).check();
      // A new record's state is chosen (none is assumed).
      await field(page, 'galerias', 'estado').selectOption('publicado');
      await page.getByRole('button', { name: 'Crear', exact: true }).click();
      await expect
        .poll(() => page.locator('.adm-summary').textContent())
        .toContain('El campo «Fotos» tiene 1 foto sin texto alternativo');
      expect(await albumTitled(title)).toBeUndefined();
      await altInput(page, 40).fill(altText(40));

      // Photo 1 moved down by keyboard: the live region says where it went, the focus stays on "Bajar".
      await page.getByRole('button', { name: 'Bajar la foto 1', exact: true }).focus();
      await page.keyboard.press('Enter');
      await shown(page.getByText('Foto 1 movida a la posición 2 de 40.', { exact: true }));
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Bajar la foto 2');
      const expected = [2, 1, ...Array.from({ length: 38 }, (_, i) => i + 3)].map(altText);

      // A new record's state is chosen (none is assumed).
      await field(page, 'galerias', 'estado').selectOption('publicado');
      await page.getByRole('button', { name: 'Crear', exact: true }).click();
      await page.waitForURL(`${SITE}/admin?c=galerias`, { timeout: 60_000 });
      const stored = await albumTitled(title);
      expect(stored?.photos.map((p) => p.alt)).toEqual(expected);

      // The public album: forty thumbnails in that order; the viewer by keyboard.
      await tab.goto(`/galeria/${stored!.slug}`);
      await shown(page.getByRole('heading', { level: 1, name: title }));
      // Each thumbnail a link to its photo (the album works without JavaScript too).
      const thumbs = page.locator('main ul a');
      await expect.poll(() => thumbs.count()).toBe(40);
      const loaded = page.locator('main ul img');
      await shown(loaded.first());
      expect(await loaded.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt))).toEqual(
        expected,
      );
      // Only the first is fetched at once; the browser fetches the others as they near the screen.
      expect(
        await loaded.evaluateAll((imgs) => imgs.slice(1).every((i) => i.getAttribute('loading') === 'lazy')),
      ).toBe(true);
      // Scrolled down a screen at a time, as a visitor does (a jump to the end skips the rows between).
      await scrollThrough(page);
      await expect
        .poll(() =>
          loaded.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
        )
        .toBe(40);
      const album = await runAxe(page, 'main');
      expect(album.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await thumbs.nth(4).focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: `${title}: visor de fotos` });
      await shown(viewer);
      await shown(viewer.getByText('5 de 40', { exact: true }));
      await page.keyboard.press('ArrowRight');
      await shown(viewer.getByText('6 de 40', { exact: true }));
      await shown(viewer.locator('figcaption', { hasText: expected[5]! }));
      const inViewer = await runAxe(page, 'dialog');
      expect(inViewer.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
        [],
      );
      await screenshot(page, 'galeria-visor-1280', { viewport: true });
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      // Back on the thumbnail of the photo last shown.
      await expect
        .poll(() =>
          page.evaluate(() => (document.activeElement?.querySelector('img') as HTMLImageElement | null)?.alt),
        )
        .toBe(expected[5]);
      await screenshot(page, 'galeria-album-1280');
    },
  );
});

describe('a dropped connection during the upload', () => {
  test(
    'the failed photos are marked, retried and saved; the others and the form are kept',
    { timeout: 300_000 },
    async ({ open }) => {
      const tab = await open({ viewport: PHONE, mobile: true });
      const { page } = tab;
      // The aborted requests are the point of this test.
      tab.expectConsoleError(/Failed to load resource|ERR_FAILED|net::/);
      await signInAsAdmin(tab);
      await openCreate(page, (p) => tab.goto(p));
      const title = 'Izada de bandera (e2e conexión)';
      await field(page, 'galerias', 'title').fill(title);
      let sent = 0;
      await page.route('**/api/upload', (route) =>
        ++sent % 3 === 2 ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.getByLabel('Fotos: elegir fotos', { exact: true }).setInputFiles(smallPhotos);
      await expect
        .poll(() => page.locator('[data-upload-state="failed"]').count(), { timeout: 120_000 })
        .toBe(2);
      await expect.poll(() => count(page).textContent(), { timeout: 120_000 }).toBe('4 de 6');
      await shown(page.locator('.adm-photos__upload-reason').first());
      expect(await field(page, 'galerias', 'title').inputValue()).toBe(title);
      await screenshot(page, 'admin-galeria-390');
      expect(await horizontalOverflow(page)).toBe(0);

      await page.unroute('**/api/upload');
      await page.getByRole('button', { name: 'Reintentar las fallidas', exact: true }).click();
      await expect.poll(() => count(page).textContent(), { timeout: 120_000 }).toBe('6 de 6');
      for (let n = 1; n <= 6; n++)
        await altInput(page, n).fill(`Estudiantes en la izada de bandera, foto ${n}`);
      await page.getByLabel(/^Confirmo que las fotos/).check();
      // A new record's state is chosen (none is assumed).
      await field(page, 'galerias', 'estado').selectOption('publicado');
      await page.getByRole('button', { name: 'Crear', exact: true }).click();
      await page.waitForURL(`${SITE}/admin?c=galerias`, { timeout: 60_000 });
      const stored = await albumTitled(title);
      expect(stored?.photos).toHaveLength(6);

      await tab.goto(`/galeria/${stored!.slug}`);
      await shown(page.getByRole('heading', { level: 1, name: title }));
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'galeria-album-390');
      // A swipe to the left in the viewer shows the next photo.
      await page.locator('main ul a').first().click();
      const viewer = page.getByRole('dialog');
      await shown(viewer.getByText('1 de 6', { exact: true }));
      const box = (await viewer.locator('figure').boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 4 });
      await page.mouse.up();
      await shown(viewer.getByText('2 de 6', { exact: true }));
      await screenshot(page, 'galeria-visor-390', { viewport: true });
    },
  );
});
