/**
 * The header's main menu in Chromium: plain HTML <details> that work with JavaScript off (the
 * phone's "Menú", each submenu beside its parent link), and what the frame's script adds with it
 * on (Escape gives the focus back to the summary, one submenu at a time, a click outside closes,
 * the mouse opens a submenu on a wide screen). And a page with no island asks for no script but
 * the frame's.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { runAxe } from './axe';
import { DESKTOP, PHONE, SITE, sharedBrowser, test } from './browser';
import { frameScripts } from './frame-scripts';
import { shown } from './pages';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
/** The phone's menu (its summary, "Menú"). */
const menuSummary = (page: Page) => nav(page).locator('details[data-menu] > summary');
/** A submenu's <details> in the list shown at this width (the phone's menu or the wide bar). */
const submenu = (page: Page, name: string) =>
  nav(page).locator('details[data-submenu]:visible', {
    has: page.locator(`summary:has-text("Submenú ${name}")`),
  });
const summaryOf = (page: Page, name: string) => submenu(page, name).locator('> summary');
const isOpen = (page: Page, name: string) => submenu(page, name).evaluate((d: HTMLDetailsElement) => d.open);
const focusedIs = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => el === document.activeElement);

describe('without JavaScript', () => {
  test('on a phone the menu opens, a submenu opens beside its parent link, and its entry leads to its page', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'es-CO',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${SITE}/other`);
      const inicio = nav(page).getByRole('link', { name: 'Inicio', exact: true });
      expect(await inicio.isVisible()).toBe(false);
      await menuSummary(page).tap();
      await shown(inicio);
      // The parent's title is a link of its own; its submenu opens from the chevron beside it.
      await shown(nav(page).getByRole('link', { name: 'Servicios', exact: true }));
      const retiros = submenu(page, 'Servicios').getByRole('link', { name: 'Trámite de retiros' });
      expect(await retiros.isVisible()).toBe(false);
      await summaryOf(page, 'Servicios').tap();
      await shown(retiros);
      await retiros.tap();
      await page.waitForURL(`${SITE}/tramiteretiros`);
    } finally {
      await context.close();
    }
  });

  test('on a wide screen every entry is in the bar and a submenu opens from the keyboard', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({
      viewport: DESKTOP,
      locale: 'es-CO',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${SITE}/other`);
      await shown(nav(page).getByRole('link', { name: 'Contacto', exact: true }));
      expect(await menuSummary(page).isVisible()).toBe(false);
      const docentes = submenu(page, 'Nuestra Institución').getByRole('link', { name: 'Docentes' });
      expect(await docentes.isVisible()).toBe(false);
      await summaryOf(page, 'Nuestra Institución').focus();
      await page.keyboard.press('Enter');
      await shown(docentes);
      // The submenu's links come next in the Tab order.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Reseña histórica');
    } finally {
      await context.close();
    }
  });
});

describe('with the frame script', () => {
  test('on a wide screen: one submenu at a time, Escape closes it and gives the focus back to its summary, a click outside closes it, the mouse opens it', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await tab.goto('/other');

    await summaryOf(page, 'Servicios').click();
    await shown(submenu(page, 'Servicios').getByRole('link', { name: 'Contratación' }));
    // axe finds nothing in the header with a submenu open (nor closed: public-pages.test.ts).
    expect((await runAxe(page, 'header')).violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
    // Opening another closes the first.
    await summaryOf(page, 'Gestión Académica').click();
    await expect.poll(() => isOpen(page, 'Servicios')).toBe(false);
    expect(await isOpen(page, 'Gestión Académica')).toBe(true);

    // From a link inside it, Escape closes it and the focus goes back to its summary.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enfoque pedagógico');
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page, 'Gestión Académica')).toBe(false);
    expect(await focusedIs(page, summaryOf(page, 'Gestión Académica'))).toBe(true);

    // Enter opens it again; a click elsewhere on the page closes it.
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page, 'Gestión Académica')).toBe(true);
    await page.mouse.click(640, 700);
    await expect.poll(() => isOpen(page, 'Gestión Académica')).toBe(false);

    // The mouse over a parent opens its submenu; leaving it closes it.
    await nav(page).getByRole('link', { name: 'Nuestra Institución', exact: true }).hover();
    await shown(submenu(page, 'Nuestra Institución').getByRole('link', { name: 'Docentes' }));
    await page.mouse.move(640, 700);
    await expect.poll(() => isOpen(page, 'Nuestra Institución')).toBe(false);
  });

  test('on a phone: Escape closes the open submenu, then the menu, each time giving the focus back to its summary', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    const { page } = tab;
    await tab.goto('/other');
    const menu = page.locator('details[data-menu]');
    await menuSummary(page).tap();
    await summaryOf(page, 'Servicios').tap();
    await shown(submenu(page, 'Servicios').getByRole('link', { name: 'Contratación' }));
    expect((await runAxe(page, 'header')).violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
    await submenu(page, 'Servicios').getByRole('link', { name: 'Contratación' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page, 'Servicios')).toBe(false);
    expect(await focusedIs(page, summaryOf(page, 'Servicios'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await focusedIs(page, menuSummary(page))).toBe(true);
  });

  test("a page with no island asks for no script but the frame's, and no React", async ({ open }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    for (const path of ['/mapa-del-sitio', '/accesibilidad', '/other', '/politica-de-privacidad']) {
      tab.requests.length = 0;
      await tab.goto(path);
      expect(await tab.page.locator('astro-island').count(), path).toBe(0);
      const scripts = await tab.page
        .locator('script[src]')
        .evaluateAll((list) => list.map((s) => s.getAttribute('src')));
      expect(scripts, path).toHaveLength(1);
      await tab.page.waitForLoadState('networkidle');
      const asked = tab.requests.filter((url) => /\.m?js(\?|$)/.test(url));
      // The frame's script and what it imports (the vitals reporter, late and sampled), nothing else.
      const allowed = await frameScripts(tab.page);
      expect(
        asked.filter((url) => !allowed.has(url)),
        path,
      ).toEqual([]);
      expect(
        asked.filter((url) => /react|client\./i.test(url)),
        path,
      ).toEqual([]);
    }
  });
});
