/**
 * The news, gallery and events pages on Astro, in Chromium: what ships code and what works
 * without it. /noticias, /circulares and /galeria have no island and request no script but the
 * frame's; the album's photos and the events' month view are islands that work once live; with
 * JavaScript off an album's photos are links to their files and an article's "Ver documento"
 * opens its PDF as a file.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { pageById } from '../../functions/src/model/pages';
import { slugify } from '../../functions/src/model/slug';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { DESKTOP, PHONE, screenshot, SITE, test } from './browser';
import { frameScripts } from './frame-scripts';
import { shown } from './pages';

const ALBUM = SEED_CONTENT.galerias[0]!;
const ALBUM_PATH = `/galeria/${slugify(String(ALBUM.title))}`;
/** A seeded article with a PDF (the registry's sample address of an article). */
const ARTICLE_PATH = pageById('noticia').sample!;

/** The scripts a page load requests (the page's own, and what they import), until the network is quiet. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
  page.off('request', record);
  return scripts.sort();
}

/** A tab with JavaScript off (a context of its own: Tab.open has no such option). */
async function withoutJavaScript(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, locale: 'es-CO' });
  return context.newPage();
}

test('/noticias, /circulares and /galeria have no island and request no script but the frame’s', async ({
  open,
}) => {
  const tab = await open({ viewport: DESKTOP });
  for (const path of ['/noticias', '/noticias?tipo=circular&pagina=1', '/circulares', '/galeria']) {
    const scripts = await scriptsOf(tab.page, path);
    expect(
      scripts.some((script) => script.includes('page-frame')),
      path,
    ).toBe(true);
    // No React, no island's code: the frame's script and what it imports alone.
    const allowed = [...(await frameScripts(tab.page))].map((url) => new URL(url).pathname);
    expect(
      scripts.filter((script) => !allowed.includes(script)),
      path,
    ).toEqual([]);
    expect(await tab.page.locator('astro-island').count(), path).toBe(0);
    await shown(tab.page.getByRole('heading', { level: 1 }));
  }
  // The list's filter and pager are plain links: a page load each, the address says the state.
  await tab.goto('/noticias');
  await tab.page
    .getByRole('navigation', { name: 'Filtrar por tipo' })
    .getByRole('link', { name: 'Circulares' })
    .click();
  await tab.page.waitForURL(`${SITE}/noticias?tipo=circular`);
  await shown(tab.page.getByRole('heading', { level: 1, name: 'Circulares' }));
  expect(await tab.page.title()).toMatch(/^Circulares \| /);
  expect(tab.problems).toEqual([]);
});

test('an article’s “Ver documento” opens the PDF as a file with JavaScript off, and the viewer in the page with it', async ({
  browser,
  open,
}) => {
  // A phone with JavaScript off: no frame, "Abrir el PDF" a plain link to the file.
  const phone = await withoutJavaScript(browser);
  await phone.goto(`${SITE}${ARTICLE_PATH}`);
  const openLink = phone.getByRole('link', { name: /^Abrir el PDF/ });
  await shown(openLink);
  expect(await phone.getByRole('button', { name: /^Ver documento/ }).isVisible()).toBe(false);
  const file = await fetch(new URL((await openLink.getAttribute('href'))!, SITE));
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  await phone.context().close();

  // A wide screen with JavaScript off: the frame's "Ver documento" is a form whose action is the PDF.
  const page = await withoutJavaScript(browser, DESKTOP);
  await page.goto(`${SITE}${ARTICLE_PATH}`);
  await shown(page.getByRole('heading', { level: 1 }));
  const button = page.getByRole('button', { name: /^Ver documento/ });
  await shown(button);
  // The form's action is the PDF: pressing it asks for the file itself (shown or downloaded).
  const asked = page.waitForEvent(
    'request',
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname.startsWith('/media/'),
  );
  await button.click();
  const request = await asked;
  const pdf = await fetch(request.url());
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  await page.context().close();

  // With JavaScript the viewer is an island, live once on screen (a tall window: the frame is in
  // the first screen, so nothing but the press loads the viewer); "Ver documento" draws the PDF here.
  const tab = await open({ viewport: { width: 1280, height: 2600 } });
  await tab.goto(ARTICLE_PATH);
  const figure = tab.page.locator('main figure', {
    has: tab.page.getByRole('link', { name: /^Descargar PDF/ }),
  });
  await tab.page.waitForFunction(() => document.querySelector('form[data-enhanced]') !== null);
  // Pressed from the keyboard: any move of the visitor (this key too) starts the viewer, so the
  // button may be gone by the time a pointer would reach it.
  await figure.getByRole('button', { name: /^Ver documento/ }).focus();
  await tab.page.keyboard.press('Enter');
  await shown(figure.getByText(/^Página 1 de \d+$/));
  expect(tab.page.url()).toBe(`${SITE}${ARTICLE_PATH}`);
  expect(tab.problems).toEqual([]);
});

test('on a phone the article’s PDF leads with “Abrir el PDF” and “Descargar”; the viewer comes only with “Ver aquí”', async ({
  open,
}) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  await tab.goto(ARTICLE_PATH);
  await shown(tab.page.getByRole('heading', { level: 1 }));
  // A circular's page leads with its document: the links are on the first screen, under the title.
  const openLink = tab.page.getByRole('link', { name: /^Abrir el PDF/ });
  expect(await openLink.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  const figure = tab.page.locator('main figure', {
    has: tab.page.getByRole('link', { name: /^Abrir el PDF/ }),
  });
  // Scrolled to, as a visitor does: the island comes alive, but no grey frame and no viewer code.
  await figure.scrollIntoViewIfNeeded();
  await tab.page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await shown(figure.getByRole('link', { name: /^Descargar/ }));
  const frame = figure.locator(':scope > div').first();
  expect(await frame.evaluate((el) => el.checkVisibility())).toBe(false);
  expect(tab.requests.filter((url) => /pdf\.worker|pdf-document/.test(url))).toEqual([]);
  await screenshot(tab.page, 'noticia-pdf-390', { viewport: true });
  await figure.getByRole('button', { name: /^Ver aquí/ }).tap();
  await shown(figure.getByText(/^Página 1 de \d+$/));
  // No taller than the screen.
  expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(PHONE.height);
  expect(tab.problems).toEqual([]);
});

test('an album works as an island with JavaScript, and as links to its photos without', async ({
  browser,
  open,
}) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  await tab.goto(ALBUM_PATH);
  // The photos are the page's one island, live (Astro removed its `ssr` mark) once on screen.
  expect(await tab.page.locator('astro-island').count()).toBe(1);
  expect(await tab.page.locator('astro-island[ssr]').count()).toBe(0);
  await tab.page.locator('main ul a[aria-haspopup="dialog"]').nth(1).click();
  const viewer = tab.page.getByRole('dialog', { name: `${ALBUM.title}: visor de fotos` });
  await shown(viewer.getByText(`2 de ${ALBUM.photos!.length}`, { exact: true }));
  await viewer.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await viewer.waitFor({ state: 'hidden' });
  expect(tab.problems).toEqual([]);

  const page = await withoutJavaScript(browser);
  await page.goto(`${SITE}${ALBUM_PATH}`);
  await shown(page.getByRole('heading', { level: 1, name: String(ALBUM.title) }));
  const thumbs = page.locator('main ul a[aria-haspopup="dialog"]');
  expect(await thumbs.count()).toBe(ALBUM.photos!.length);
  // The link is the photo's own file, the one its thumbnail falls back to.
  const href = (await thumbs.nth(1).getAttribute('href'))!;
  expect(href).toMatch(/^\/media\/[^/?]+\.(jpe?g|png|webp)$/);
  expect(await thumbs.nth(1).locator('img').getAttribute('src')).toBe(href);
  await thumbs.nth(1).click();
  await page.waitForURL(`${SITE}${href}`);
  // The photo itself, as the browser shows a picture file.
  await expect.poll(() => page.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBeGreaterThan(0);
  await page.context().close();
});

test('the events’ month view is an island: live once on screen, its grid loaded on “Mes”; the agenda works without JavaScript', async ({
  browser,
  open,
}) => {
  const tab = await open({ viewport: DESKTOP });
  const scripts: string[] = [];
  tab.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await tab.goto('/eventos');
  await shown(tab.page.getByRole('article', { name: 'Reunión de padres de familia' }));
  expect(await tab.page.locator('astro-island').count()).toBe(1);
  expect(await tab.page.locator('astro-island[ssr]').count()).toBe(0);
  expect(await tab.page.getByRole('grid').count()).toBe(0);
  const before = scripts.length;
  await tab.page.getByRole('button', { name: 'Mes', exact: true }).click();
  await shown(tab.page.getByRole('grid'));
  // The grid's code came on the press, not with the page.
  expect(
    scripts.slice(before).some((path) => /month-calendar/.test(path)),
    scripts.slice(before).join(', '),
  ).toBe(true);
  expect(await tab.page.getByRole('article').count()).toBe(0);
  await tab.page.getByRole('button', { name: 'Agenda', exact: true }).click();
  await shown(tab.page.getByRole('article', { name: 'Reunión de padres de familia' }));
  expect(tab.problems).toEqual([]);

  const page = await withoutJavaScript(browser);
  await page.goto(`${SITE}/eventos`);
  await shown(page.getByRole('article', { name: 'Reunión de padres de familia' }));
  await shown(page.getByRole('link', { name: 'Suscribirse en iPhone' }));
  // Without JavaScript the month view cannot work: its button says so by being disabled.
  expect(await page.getByRole('button', { name: 'Mes', exact: true }).isDisabled()).toBe(true);
  await page.context().close();
});
