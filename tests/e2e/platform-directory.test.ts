/**
 * The platform's directory in Chromium, at 1280 and 390 px: the Secretaría's header, the schools'
 * cards, a search answered by the server, and a card followed into its school, whose pages carry
 * the Secretaría's band back to the directory; the band moves nothing (CLS 0) and passes axe.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SEED_SCHOOLS, SEED_SECRETARIA } from '../../scripts/seed/platform';
import { blockingViolations, runAxe } from './axe';
import { BOTH_WIDTHS, horizontalOverflow, PHONE, screenshot, SITE, test } from './browser';
import { shown } from './pages';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const name = (id: string) => SEED_SCHOOLS.find((s) => s.id === id)!.name;

/** The cards' school names, in order. */
const cardNames = (page: Page) =>
  page.locator('main li h2 a').evaluateAll((links) => links.map((a) => (a.textContent ?? '').trim()));

/** The sum of the page's layout shifts so far (the Layout Instability API, as CLS counts them). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list.getEntries().reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

const expectAxeClean = async (page: Page) => {
  const { violations } = await runAxe(page);
  expect(blockingViolations(violations), page.url()).toEqual([]);
};

test('the directory lists the schools, searches them and leads into one, whose band leads back (1280 and 390 px)', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await page.goto(`${PLATFORM}/`, { waitUntil: 'load' });
    await shown(page.getByRole('heading', { level: 1, name: 'Directorio de colegios' }));
    await shown(page.getByRole('banner').getByText(SEED_SECRETARIA.name, { exact: true }));
    expect((await cardNames(page)).sort()).toEqual(SEED_SCHOOLS.map((s) => s.name).sort());
    await shown(page.getByText('3 colegios en el directorio.'));
    await shown(page.getByRole('contentinfo').getByRole('link', { name: SEED_SECRETARIA.email }));
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, `directorio-${width}`);

    // The search: a GET form, answered by the server.
    await page.getByRole('searchbox', { name: 'Buscar un colegio' }).fill('Sede La Loma');
    await Promise.all([
      page.waitForURL(/\?q=Sede\+La\+Loma$/),
      page.getByRole('button', { name: 'Buscar' }).click(),
    ]);
    await shown(page.getByText('1 colegio de 3 coincide con «Sede La Loma».'));
    expect(await cardNames(page)).toEqual([name('elcarmen')]);
    await expectAxeClean(page);
    await screenshot(page, `directorio-busqueda-${width}`);

    await page.getByRole('searchbox', { name: 'Buscar un colegio' }).fill('ningún colegio así');
    await Promise.all([page.waitForURL(/\?q=/), page.keyboard.press('Enter')]);
    await shown(page.getByText('Ningún colegio coincide con «ningún colegio así».'));
    expect(await cardNames(page)).toEqual([]);
    await Promise.all([
      page.waitForURL(`${PLATFORM}/`),
      page.getByRole('link', { name: 'Ver todos los colegios' }).click(),
    ]);
    expect(await cardNames(page)).toHaveLength(3);

    // A card into its school, under the platform's address; the band leads back.
    await Promise.all([
      page.waitForURL(`${PLATFORM}/elcarmen/`),
      page.getByRole('link', { name: name('elcarmen'), exact: true }).click(),
    ]);
    const band = page.getByRole('navigation', { name: 'Secretaría de Educación' });
    await shown(band.getByRole('link', { name: new RegExp(SEED_SECRETARIA.name) }));
    await screenshot(page, `directorio-colegio-${width}`, { viewport: true });
    await Promise.all([page.waitForURL(`${PLATFORM}/`), band.getByRole('link').click()]);
    await shown(page.getByRole('heading', { level: 1, name: 'Directorio de colegios' }));
  }
});

test('the band above a school with content: one line, nothing moves, axe passes (1280 and 390 px)', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await tab.goto('/');
    const band = page.getByRole('navigation', { name: 'Secretaría de Educación' });
    await shown(band);
    expect(await band.getByRole('link').getAttribute('href')).toBe(`${PLATFORM}/`);
    const box = (await band.boundingBox())!;
    // Right below the GOV.CO bar (2.5rem), the top of every page.
    const govco = (await page.locator('[data-accesibilidad]').locator('xpath=../..').boundingBox())!;
    expect(govco.y).toBe(0);
    expect(box.y).toBe(govco.height);
    expect(box.height).toBeLessThanOrEqual(34);
    // Above the header, which starts right below it.
    const header = (await page.locator('header').first().boundingBox())!;
    expect(header.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
    expect(await layoutShift(page)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, `banda-secretaria-${width}`, { viewport: true });
    expect(page.url()).toBe(`${SITE}/`);
  }
});

test('an address that names no school is a page with the directory’s link, which passes axe (390 px)', async ({
  open,
}) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  const { page } = tab;
  // Chromium logs the document's own 404.
  tab.expectConsoleError(/status of 404/);
  const answer = await page.goto(`${PLATFORM}/noexiste/noticias`, { waitUntil: 'load' });
  expect(answer?.status()).toBe(404);
  await shown(page.getByRole('heading', { level: 1, name: 'Página no encontrada' }));
  await expectAxeClean(page);
  await screenshot(page, 'directorio-404-390');
  await Promise.all([
    page.waitForURL(`${PLATFORM}/`),
    page.getByRole('link', { name: 'Ver el directorio de colegios' }).click(),
  ]);
  await shown(page.getByRole('heading', { level: 1, name: 'Directorio de colegios' }));
});
