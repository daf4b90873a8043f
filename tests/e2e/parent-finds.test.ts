/**
 * In real Chromium, as a parent on a 390 px phone and at 1280 px: Noticias, Circulares
 * and Eventos are in the main menu (the bar, and the phone's menu within its first screen); the
 * latest circular is near the top of the home page; /circulares and /eventos come whole in the
 * server's HTML (the events' island goes live without an error) and ask /api for nothing; the
 * calendar's subscription links name the address the visitor is on. Screenshots go to SHOTS48 when set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, SITE, test } from './browser';

const PARENT_LINKS = ['Noticias', 'Circulares', 'Eventos'];

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SHOTS48;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage, animations: 'disabled', caret: 'hide' });
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

test('at 1280 px the bar shows Noticias, Circulares and Eventos after Inicio, in its first row', async ({
  open,
}) => {
  const tab = await open({ viewport: DESKTOP });
  await tab.goto('/');
  const top = bar(tab.page).locator(':scope > div > ul > li');
  const labels = (await top.allInnerTexts()).map((t) => t.trim());
  expect(labels.slice(0, 4)).toEqual(['Inicio', ...PARENT_LINKS]);
  // In the bar's first row, visible without opening anything (eleven entries take two rows at
  // this width: the bar wraps, it never hides an entry).
  const tops = await top.evaluateAll((items) =>
    items.map((li) => Math.round(li.getBoundingClientRect().top)),
  );
  expect(
    tops.slice(0, 4).every((y) => y === tops[0]),
    `rows at ${JSON.stringify(tops)}`,
  ).toBe(true);
  for (const name of PARENT_LINKS)
    expect(await bar(tab.page).getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
  await shot(tab.page, 'menu-1280');
  await bar(tab.page).getByRole('link', { name: 'Circulares', exact: true }).click();
  await tab.page.waitForURL(`${SITE}/circulares`);
  await tab.page.getByRole('heading', { level: 1, name: 'Circulares' }).waitFor();
  await tab.page
    .getByRole('link', { name: /^Abrir el PDF/ })
    .first()
    .waitFor();
  await shot(tab.page, 'circulares-1280', true);
});

test('on a 390 px phone the menu lists them first, and the latest circular is in the first screens', async ({
  open,
}) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  await tab.goto('/');
  // The home page's latest circular: within the first two screens, its PDF a tap away.
  const card = tab.page.getByRole('region', { name: /Última circular/ });
  const box = (await card.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(PHONE.height * 2);
  await shot(tab.page, 'home-390');

  await bar(tab.page).locator('details[data-menu] > summary').tap();
  for (const name of PARENT_LINKS) {
    const link = bar(tab.page).getByRole('link', { name, exact: true });
    await link.waitFor();
    const where = (await link.boundingBox())!;
    // In the first screen of the open menu, and a finger's size.
    expect(where.y + where.height, name).toBeLessThanOrEqual(PHONE.height);
    expect(where.height, name).toBeGreaterThanOrEqual(44);
  }
  await shot(tab.page, 'menu-390');
  await bar(tab.page).getByRole('link', { name: 'Circulares', exact: true }).tap();
  await tab.page.waitForURL(`${SITE}/circulares`);
  const pdf = tab.page.getByRole('link', { name: /^Abrir el PDF/ }).first();
  await pdf.waitFor();
  expect((await pdf.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await shot(tab.page, 'circulares-390', true);
});

test('/circulares and /eventos load without an error, their records in the page, the calendar links the visited address', async ({
  open,
}) => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    const tab = await open({ viewport, mobile: width === 390 });
    const hydration: string[] = [];
    tab.page.on('console', (message) => {
      if (/Hidratación|hydrat|Minified React error #4(18|19|23|25)/i.test(message.text()))
        hydration.push(message.text());
    });
    for (const path of ['/circulares', '/eventos']) {
      const before = tab.requests.length;
      await tab.goto(path);
      await tab.page.waitForLoadState('networkidle');
      const asked = tab.requests
        .slice(before)
        .map((url) => new URL(url).pathname)
        .filter((p) => p.startsWith('/api/'));
      expect(asked, path).toEqual([]);
    }
    expect(hydration).toEqual([]);
    // The subscription is the address the visitor is on (the site's own, in the server's HTML).
    const host = new URL(SITE).host;
    const box = tab.page.getByRole('region', { name: 'Tenga el calendario en su celular' });
    await expect
      .poll(() => box.getByRole('link', { name: 'Suscribirse en iPhone' }).getAttribute('href'))
      .toBe(`webcal://${host}/eventos.ics`);
    const google = new URL(
      (await box.getByRole('link', { name: /Agregar a Google Calendar/ }).getAttribute('href'))!,
    );
    expect(google.searchParams.get('cid')).toBe(`webcal://${host}/eventos.ics`);
    const outlook = new URL(
      (await box.getByRole('link', { name: /Agregar a Outlook/ }).getAttribute('href'))!,
    );
    expect(outlook.searchParams.get('url')).toBe(`${SITE}/eventos.ics`);
    await shot(tab.page, `eventos-${width}`, true);
  }
});
