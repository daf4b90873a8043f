/**
 * The shell every school's site shares, in Chromium at 1280 and 390 px: the GOV.CO top bar links
 * to gov.co; the accessibility bar's high contrast and text size change the page and are there
 * again on the next page load (remembered on the device), and reset; without JavaScript the same
 * controls change the page shown (CSS :target), not remembered; every seeded school's footer
 * holds every element the GOV.CO footer asks, each in its data-pie.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FOOTER_ELEMENTS } from '../../functions/src/model/govco-footer';
import { SEED_SECRETARIA } from '../../scripts/seed/platform';
import { blockingViolations, runAxe } from './axe';
import { BOTH_WIDTHS, horizontalOverflow, screenshot, SITE, test } from './browser';
import { shown } from './pages';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const PORT = new URL(SITE).port;

/** What the bar set on <html>, and what the page then looks like. */
const look = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return {
      contrast: html.hasAttribute('data-contraste'),
      text: html.getAttribute('data-texto'),
      rootSize: getComputedStyle(html).fontSize,
      background: getComputedStyle(document.body).backgroundColor,
      color: getComputedStyle(document.querySelector('h1, h2')!).color,
    };
  });

const control = (page: Page, name: RegExp) =>
  page
    .getByRole('group', { name: 'Opciones de accesibilidad' })
    .getByRole(/* link or button */ 'link', { name })
    .or(page.getByRole('group', { name: 'Opciones de accesibilidad' }).getByRole('button', { name }));

const expectAxeClean = async (page: Page) => {
  const { violations } = await runAxe(page);
  expect(blockingViolations(violations), page.url()).toEqual([]);
};

test('the GOV.CO top bar and the accessibility bar: contrast and text size change the page and are remembered (1280 and 390 px)', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const { page } = await open({ viewport, mobile: width === 390 });
    await page.goto(`${SITE}/`, { waitUntil: 'load' });
    const govco = page.getByRole('link', { name: 'Portal del Estado colombiano GOV.CO' }).first();
    await shown(govco);
    expect(await govco.getAttribute('href')).toBe('https://www.gov.co');
    // The mark is drawn inline: no image request for it.
    expect(await govco.locator('img').count()).toBe(0);
    const plain = await look(page);
    expect(plain).toMatchObject({ contrast: false, text: null, rootSize: '16px' });
    await screenshot(page, `shell-inicio-${width}`, { viewport: true });

    await control(page, /Aumentar el tamaño del texto/).click();
    await control(page, /Aumentar el tamaño del texto/).click();
    await control(page, /Alto contraste/).click();
    await expect.poll(() => look(page)).toMatchObject({ contrast: true, text: '2', rootSize: '20px' });
    const contrasted = await look(page);
    expect(contrasted.background).toBe('rgb(0, 0, 0)');
    expect(contrasted.color).toBe('rgb(255, 255, 255)');
    expect(await control(page, /Alto contraste/).getAttribute('aria-pressed')).toBe('true');
    // The address keeps no fragment: the choice lives on the device.
    expect(new URL(page.url()).hash).toBe('');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, `shell-contraste-${width}`, { viewport: true });

    // The next page opens with the choice, set before its first paint by the head's script.
    await page.goto(`${SITE}/noticias`, { waitUntil: 'load' });
    expect(await look(page)).toMatchObject({ contrast: true, text: '2', rootSize: '20px' });
    await control(page, /Reducir el tamaño del texto/).click();
    await expect.poll(() => look(page)).toMatchObject({ text: '1', rootSize: '18px' });
    await page.reload({ waitUntil: 'load' });
    expect(await look(page)).toMatchObject({ contrast: true, text: '1' });

    await control(page, /Restablecer/).click();
    await expect.poll(() => look(page)).toMatchObject({ contrast: false, text: null, rootSize: '16px' });
    await page.reload({ waitUntil: 'load' });
    expect(await look(page)).toMatchObject({ contrast: false, text: null });
  }
});

test('without JavaScript, the bar’s controls change the page shown (not remembered on the next one)', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const { page } = await open({ viewport, mobile: width === 390, javaScriptEnabled: false });
    await page.goto(`${SITE}/contacto`, { waitUntil: 'load' });
    await page.getByRole('link', { name: /Alto contraste/ }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#alto-contraste');
    const contrasted = await look(page);
    expect(contrasted).toMatchObject({ background: 'rgb(0, 0, 0)', color: 'rgb(255, 255, 255)' });
    await screenshot(page, `shell-contraste-sin-js-${width}`, { viewport: true });

    await page.getByRole('link', { name: /Aumentar el tamaño del texto/ }).click();
    await expect.poll(async () => (await look(page)).rootSize).toBe('18px');
    await page.getByRole('link', { name: /Reducir el tamaño del texto/ }).click();
    await expect.poll(async () => (await look(page)).rootSize).toBe('14px');
    await page.getByRole('link', { name: /Restablecer/ }).click();
    await expect.poll(async () => (await look(page)).rootSize).toBe('16px');
    expect((await look(page)).background).not.toBe('rgb(0, 0, 0)');

    // The page's HTML is the same for everyone (the CDN shares it): the next page is as designed.
    await page.getByRole('link', { name: /Alto contraste/ }).click();
    await page.goto(`${SITE}/noticias`, { waitUntil: 'load' });
    expect((await look(page)).background).not.toBe('rgb(0, 0, 0)');
  }
});

test('every seeded school’s footer holds every element of the GOV.CO footer, each in its data-pie (1280 and 390 px)', async ({
  open,
}) => {
  const schools = [`${SITE}/`, `${PLATFORM}/lasacacias/`, `http://elcarmen.localhost:${PORT}/`];
  for (const [viewport, width] of BOTH_WIDTHS) {
    const { page } = await open({ viewport, mobile: width === 390 });
    for (const url of schools) {
      await page.goto(url, { waitUntil: 'load' });
      const footer = page.getByRole('contentinfo');
      await shown(footer);
      const pieces = await footer
        .locator('[data-pie]')
        .evaluateAll((els) =>
          Object.fromEntries(
            els.map((el) => [(el as HTMLElement).dataset.pie!, (el.textContent ?? '').trim()]),
          ),
        );
      expect(Object.keys(pieces).sort(), url).toEqual(FOOTER_ELEMENTS.map((e) => e.key).sort());
      for (const [key, text] of Object.entries(pieces)) expect(text, `${url} ${key}`).not.toBe('');
      expect(pieces['linea-anticorrupcion']).toContain(SEED_SECRETARIA.anticorruption);
      expect(pieces['linea-gratuita']).toContain(SEED_SECRETARIA.tollFree);
      // Each legal element is a link to the school's own page, at its base.
      for (const key of ['privacidad', 'terminos', 'derechos-de-autor', 'accesibilidad', 'mapa-del-sitio']) {
        const href = await footer.locator(`[data-pie="${key}"] a`).getAttribute('href');
        expect(new URL(href!, url).href.startsWith(url), `${url} ${key} → ${href}`).toBe(true);
      }
      expect(await horizontalOverflow(page)).toBe(0);
    }
    await footerShot(page, width);
  }
});

/** The footer of the last school opened, scrolled into view. */
async function footerShot(page: Page, width: number) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await screenshot(page, `shell-pie-${width}`);
}
