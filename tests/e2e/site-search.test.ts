/**
 * Site search in Chromium (decision 0020): /buscar?q= shows grouped, marked results without
 * JavaScript (the GET form too); with it the search box (the page's island) comes live without an
 * error and the results follow the typing (the address too); on a phone the header's "Buscar"
 * button opens the field, whose search lands on /buscar with the results. Screenshots at 390 and
 * 1280 px.
 */
import { expect } from 'vitest';
import { blockingViolations, runAxe } from './axe';
import { DESKTOP, PHONE, screenshot, sharedBrowser, SITE, test } from './browser';

test('without JavaScript /buscar?q= shows the results grouped by kind, the words marked', async () => {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const res = await page.goto(`${SITE}/buscar?q=${encodeURIComponent('reunion padres')}`);
    expect(res?.status()).toBe(200);
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Noticias y circulares (1)',
      'Eventos (1)',
    ]);
    await main.getByRole('link', { name: 'Circular 002: reunión de padres de familia' }).waitFor();
    await main.getByRole('link', { name: 'Reunión de padres de familia', exact: true }).waitFor();
    expect((await main.locator('mark').allInnerTexts()).map((t) => t.toLowerCase())).toEqual(
      expect.arrayContaining(['reunión', 'padres']),
    );
    await screenshot(page, 'buscar-390');
    // The form is a plain GET: sent, the page comes back with the new results.
    await main.getByRole('searchbox', { name: '¿Qué busca?' }).fill('vacunacion');
    await main.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(`${SITE}/buscar?q=vacunacion`);
    await main.getByRole('link', { name: 'Jornada de vacunación en la sede principal' }).waitFor();
  } finally {
    await context.close();
  }
});

test('with JavaScript the results follow the typing, and the address keeps the query', async ({ open }) => {
  const tab = await open({ viewport: DESKTOP });
  await tab.goto('/buscar?q=feria');
  const main = tab.page.locator('main');
  await main.getByRole('heading', { level: 2, name: /Álbumes de fotos/ }).waitFor();
  // Typing asks the API, not a new page: the document stays the one loaded.
  const asked: string[] = [];
  tab.page.on('request', (request) => {
    if (request.isNavigationRequest()) asked.push(`page ${request.url()}`);
    else if (request.url().includes('/api/buscar')) asked.push('api');
  });
  const field = main.getByRole('searchbox', { name: '¿Qué busca?' });
  await field.fill('vacunacion');
  await main.getByRole('link', { name: 'Jornada de vacunación en la sede principal' }).waitFor();
  await tab.page.waitForURL(`${SITE}/buscar?q=vacunacion`);
  expect(await main.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
    'Noticias y circulares (1)',
  ]);
  await field.fill('<script>"x" OR');
  await main.getByText('No encontramos resultados para «<script>"x" OR»').waitFor();
  await field.fill('feria ciencia');
  await main.getByRole('heading', { level: 2, name: /Eventos/ }).waitFor();
  expect(asked.filter((a) => a.startsWith('page'))).toEqual([]);
  expect(asked).toContain('api');
  await screenshot(tab.page, 'buscar-1280');
  expect(blockingViolations((await runAxe(tab.page)).violations)).toEqual([]);
  expect(tab.problems).toEqual([]);
});

test('on a phone the header button opens the search field, which lands on the results', async ({ open }) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  await tab.goto('/participa');
  const header = tab.page.locator('header');
  await header.getByText('Buscar', { exact: true }).click();
  const field = header.getByRole('searchbox', { name: 'Buscar en el sitio' });
  // Open, the field is on top: what a tap at its middle reaches is the field itself.
  const box = (await field.boundingBox())!;
  expect(
    await tab.page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('type'),
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toBe('search');
  // Open, the phone's field: no serious or critical axe violation in the header.
  expect(blockingViolations((await runAxe(tab.page, 'header')).violations)).toEqual([]);
  await screenshot(tab.page, 'buscar-header-390', { viewport: true });
  await field.fill('matrícula');
  await field.press('Enter');
  await tab.page.waitForURL(`${SITE}/buscar?q=matr%C3%ADcula`);
  await tab.page.locator('main').getByRole('heading', { level: 2 }).first().waitFor();
  expect(await tab.page.locator('main mark').count()).toBeGreaterThan(0);
});
