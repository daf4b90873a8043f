/**
 * An album in the chosen order: six photos chosen in order; their uploads are held by
 * the test and let through in reverse (3, 2, 1, then 6, 5, 4 as the three-at-a-time queue sends
 * them), yet the list and the stored album keep the order of the picker. "Ordenar por fecha de la
 * foto" follows each photo's EXIF DateTimeOriginal (written by sharp, as a phone does), "Ordenar
 * por nombre" counts as people do (acto-10 after acto-5). An alt text is marked only once its box
 * is left empty or a save is tried. At 1280 and 390 px, with screenshots of the upload step.
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import sharp from 'sharp';
import type { Page, Route } from 'playwright-core';
import { getJson } from '../emulator/site';
import { field, formReady, signInAsAdmin } from './admin';
import { keepSeededContent } from './content';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test } from './browser';
import { shown } from './pages';

keepSeededContent();

const DIR = join(tmpdir(), 'galeria-orden-e2e');
/** Chosen in this order; taken (EXIF) in another; each file's lastModified says something else again. */
const PHOTOS = [
  { name: 'acto-1.jpg', taken: '2026:05:04 09:30:00' },
  { name: 'acto-2.jpg', taken: '2026:05:04 08:00:00' },
  { name: 'acto-3.jpg', taken: '2026:05:04 10:15:00' },
  { name: 'acto-4.jpg', taken: '2026:05:04 07:45:00' },
  { name: 'acto-5.jpg', taken: '2026:05:04 11:00:00' },
  { name: 'acto-10.jpg', taken: '2026:05:04 08:30:00' },
];
const BY_DATE = ['acto-4.jpg', 'acto-2.jpg', 'acto-10.jpg', 'acto-1.jpg', 'acto-3.jpg', 'acto-5.jpg'];
const CHOSEN = PHOTOS.map((p) => p.name);
let paths: string[] = [];

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  paths = await Promise.all(
    PHOTOS.map(async ({ name, taken }, i) => {
      const jpeg = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 30 * i, g: 120, b: 200 - 20 * i } },
      })
        .jpeg()
        .withExif({ IFD2: { DateTimeOriginal: taken } })
        .toBuffer();
      const path = join(DIR, name);
      writeFileSync(path, jpeg);
      // lastModified in reverse of the choice: the date sort must come from the EXIF, not from it.
      const mtime = new Date(Date.UTC(2026, 0, 1) - i * 86_400_000);
      utimesSync(path, mtime, mtime);
      return path;
    }),
  );
}, 60_000);

/**
 * Holds every photo upload; each time three are held (what the queue sends at once) they are let
 * through last chosen first, each answer read before the next is let go. Records which stored name the
 * server gave each chosen file (the name is in the multipart part the browser sent).
 */
async function holdUploadsAndReverse(page: Page) {
  const storedAs = new Map<string, string>();
  const finished: string[] = [];
  let held: Route[] = [];
  const fileOf = (route: Route) =>
    /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '?';
  const release = async (batch: Route[]) => {
    // Last chosen first, whatever order the three reached the network in (each photo is shrunk
    // in the browser first, so on a busy machine acto-1 may be sent third).
    const lastFirst = [...batch].sort((a, b) => CHOSEN.indexOf(fileOf(b)) - CHOSEN.indexOf(fileOf(a)));
    for (const route of lastFirst) {
      const file = fileOf(route);
      const response = await route.fetch();
      const body = (await response.json()) as { files?: Record<string, string> };
      storedAs.set(body.files?.photos ?? '?', file);
      finished.push(file);
      await route.fulfill({ response });
    }
  };
  await page.route('**/api/upload', (route) => {
    held.push(route);
    if (held.length === 3) {
      const batch = held;
      held = [];
      void release(batch);
    }
  });
  return { storedAs, finished };
}

const altInput = (page: Page, n: number) =>
  page.getByLabel(`Texto alternativo de la foto ${n}`, { exact: true });
const count = (page: Page) => page.locator('.adm-photos__count');
/** The list's order, as the chosen files' names. */
const shownOrder = (page: Page, storedAs: Map<string, string>) =>
  page
    .locator('.adm-photos__item')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-photo') ?? ''))
    .then((names) => names.map((n) => storedAs.get(n)));

describe('an album keeps the order its photos were chosen in', () => {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    test(
      `uploads finishing in reverse, the two sorts, alt texts marked only when left empty (${width} px)`,
      { timeout: 300_000 },
      async ({ open }) => {
        const tab = await open({ viewport, mobile: width === 390 });
        const { page } = tab;
        await signInAsAdmin(tab);
        await tab.goto('/galeriasCreate');
        await formReady(page, 'create');
        const title = `Acto cívico (e2e orden ${width})`;
        await field(page, 'galerias', 'title').fill(title);

        const { storedAs, finished } = await holdUploadsAndReverse(page);
        await page.getByLabel('Fotos: elegir fotos', { exact: true }).setInputFiles(paths);
        // The upload step while the first three are held: the queue and its progress.
        await expect
          .poll(() => page.locator('[data-upload-state="sending"]').count(), { timeout: 60_000 })
          .toBe(3);
        await screenshot(page, `admin-galeria-subiendo-${width}`);
        await expect.poll(() => count(page).textContent(), { timeout: 120_000 }).toBe('6 de 6');
        // They did finish out of order…
        // (each batch last first: 3, 2, 1, then 6, 5, 4 when the queue sent them in order)
        expect([...finished].sort()).toEqual([...CHOSEN].sort());
        expect(finished[0]).not.toBe(CHOSEN[0]);
        // …and the album reads as chosen.
        expect(await shownOrder(page, storedAs)).toEqual(CHOSEN);

        // No alt text is marked before anything was typed; one left empty is; typing clears it.
        const invalid = page.locator('.adm-photos__alt input[aria-invalid="true"]');
        expect(await invalid.count()).toBe(0);
        await screenshot(page, `admin-galeria-subida-${width}`);
        expect(await horizontalOverflow(page)).toBe(0);
        await altInput(page, 1).focus();
        await page.keyboard.press('Tab');
        await expect.poll(() => altInput(page, 1).getAttribute('aria-invalid')).toBe('true');
        expect(await invalid.count()).toBe(1);
        await altInput(page, 1).fill('Estudiantes en el acto cívico');
        await expect.poll(() => invalid.count()).toBe(0);

        // Sorted by the date each photo was taken, then by name (acto-10 last, as people count).
        await page.getByRole('button', { name: 'Ordenar por fecha de la foto', exact: true }).click();
        await shown(page.getByText('Fotos ordenadas por la fecha en que se tomaron.', { exact: true }));
        await expect.poll(() => shownOrder(page, storedAs)).toEqual(BY_DATE);
        await page.getByRole('button', { name: 'Ordenar por nombre', exact: true }).click();
        await expect.poll(() => shownOrder(page, storedAs)).toEqual(CHOSEN);
        // The alt text typed went with its photo.
        expect(await altInput(page, 1).inputValue()).toBe('Estudiantes en el acto cívico');

        // A save with empty alt texts marks all of them; none stored.
        await page.getByLabel(/^Confirmo que las fotos/).check();
        // A new record's state is chosen (none is assumed).
        await field(page, 'galerias', 'estado').selectOption('publicado');
        await page.getByRole('button', { name: 'Crear', exact: true }).click();
        await expect.poll(() => invalid.count()).toBe(5);
        for (let n = 2; n <= 6; n++) await altInput(page, n).fill(`Estudiantes en el acto cívico, foto ${n}`);
        // A new record's state is chosen (none is assumed).
        await field(page, 'galerias', 'estado').selectOption('publicado');
        await page.getByRole('button', { name: 'Crear', exact: true }).click();
        await page.waitForURL(`${SITE}/admin?c=galerias`, { timeout: 60_000 });
        const { body } =
          await getJson<Array<{ title: string; photos: Array<{ image: string }> }>>('/api/galerias');
        const stored = body.find((a) => a.title === title);
        expect(stored?.photos.map((p) => storedAs.get(p.image))).toEqual(CHOSEN);
      },
    );
  }
});
