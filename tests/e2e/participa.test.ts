/**
 * Participa in real Chromium, at 390 and 1280 px: "Participa" in the main menu (the bar's row at
 * 1280, the phone's opened menu at 390), /participa, a section and the accessibility statement
 * with no sideways scroll, no serious or critical axe violation and no hydration error or /api read
 * for their records; the statement from the footer, and its "Reportar una barrera" opening the
 * PQRSD form prefilled. Screenshots go to tests/screenshots/ (participa-*, accesibilidad-*) and,
 * when SHOTS50 names a folder, there too.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { blockingViolations, runAxe } from './axe';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, scrollThrough, SITE, test } from './browser';
import { expectNoScriptButFrames } from './frame-scripts';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const HYDRATION = /Hidratación|hydrat|Minified React error #4(18|19|23|25)/i;

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const dir = process.env.SHOTS50;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

/** What each width must hold on a page: it fits, axe finds nothing serious, it hydrated quietly. */
async function expectSound(page: Page, path: string): Promise<void> {
  await scrollThrough(page);
  expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBe(0);
  const { violations, passes } = await runAxe(page);
  expect(passes).toBeGreaterThan(10);
  expect(blockingViolations(violations), path).toEqual([]);
}

test.for([
  ['1280', DESKTOP],
  ['390', PHONE],
] as const)(
  'at %s px: Participa in the menu, /participa, a section and the statement fit, pass axe and hydrate quietly',
  async ([width, viewport], { open }) => {
    const phone = viewport === PHONE;
    const tab = await open({ viewport, mobile: phone });
    const hydration: string[] = [];
    tab.page.on('console', (message) => {
      if (HYDRATION.test(message.text())) hydration.push(message.text());
    });
    await tab.goto('/');
    const entries = bar(tab.page).locator(':scope > div > ul > li');
    const labels = (await entries.allInnerTexts()).map((t) => t.trim());
    expect(labels.slice(-4)).toEqual(['Transparencia', 'Participa', 'Atención al ciudadano', 'Contacto']);
    if (phone) {
      await bar(tab.page).locator('details[data-menu] > summary').tap();
      const link = bar(tab.page).getByRole('link', { name: 'Participa', exact: true });
      await link.waitFor();
      // A finger's size in the opened menu, which scrolls to it within the page's width.
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await horizontalOverflow(tab.page)).toBe(0);
      await shot(tab.page, `menu-participa-${width}`);
      await link.tap();
    } else {
      // The bar wraps to two rows at this width and never hides an entry: every entry is visible,
      // none sticks out of the bar, and the rows are at most two.
      const boxes = await entries.evaluateAll((items) =>
        items.map((li) => {
          const r = li.getBoundingClientRect();
          return { top: Math.round(r.top), right: Math.round(r.right), height: r.height };
        }),
      );
      const barBox = (await bar(tab.page).locator(':scope > div').boundingBox())!;
      expect(new Set(boxes.map((b) => b.top)).size, JSON.stringify(boxes)).toBeLessThanOrEqual(2);
      for (const box of boxes) expect(box.right).toBeLessThanOrEqual(Math.round(barBox.x + barBox.width));
      expect(await bar(tab.page).getByRole('link', { name: 'Participa', exact: true }).isVisible()).toBe(
        true,
      );
      await shot(tab.page, `menu-participa-${width}`);
      await bar(tab.page).getByRole('link', { name: 'Participa', exact: true }).click();
    }
    await tab.page.waitForURL(`${SITE}/participa`);
    await tab.page.getByRole('heading', { level: 1, name: 'Participa' }).waitFor();
    await expectSound(tab.page, '/participa');
    await shot(tab.page, `participa-index-${width}`);

    // A section from its card, and back through the section list at its foot.
    await tab.page.getByRole('link', { name: 'Consulta ciudadana', exact: true }).first().click();
    await tab.page.waitForURL(`${SITE}/participa/consulta`);
    await tab.page.getByRole('heading', { level: 1, name: 'Consulta ciudadana' }).waitFor();
    await expectSound(tab.page, '/participa/consulta');
    await shot(tab.page, `participa-consulta-${width}`);

    // The statement, from the footer; then its report link opens the PQRSD form filled in.
    await tab.page.locator('footer').getByRole('link', { name: 'Accesibilidad', exact: true }).click();
    await tab.page.waitForURL(`${SITE}/accesibilidad`);
    await tab.page.getByRole('heading', { level: 2, name: 'Reporte una barrera de accesibilidad' }).waitFor();
    await expectSound(tab.page, '/accesibilidad');
    await shot(tab.page, `accesibilidad-${width}`);
    await tab.page.getByRole('link', { name: 'Reportar una barrera de accesibilidad' }).click();
    await tab.page.waitForURL(`${SITE}/pqrsd?tipo=reclamo&asunto=Barrera%20de%20accesibilidad`);
    await expect
      .poll(() => tab.page.getByLabel('Asunto', { exact: true }).inputValue())
      .toBe('Barrera de accesibilidad');
    expect(await tab.page.getByRole('radio', { name: /^Reclamo/ }).isChecked()).toBe(true);

    // First views of the three pages: rendered by the function, hydrated without an error, their
    // records from the page (no /api read for them).
    for (const path of [
      '/participa',
      '/participa/control-social',
      '/accesibilidad',
      '/pqrsd?tipo=reclamo&asunto=Barrera%20de%20accesibilidad',
    ]) {
      const before = tab.requests.length;
      await tab.goto(path);
      await tab.page.waitForLoadState('networkidle');
      const asked = tab.requests
        .slice(before)
        .map((url) => new URL(url).pathname)
        .filter((p) => p.startsWith('/api/') && p !== '/api/vitals');
      expect(asked, path).toEqual([]);
    }
    expect(await tab.page.getByLabel('Asunto', { exact: true }).inputValue()).toBe(
      'Barrera de accesibilidad',
    );
    expect(hydration).toEqual([]);
    expect(tab.problems).toEqual([]);
  },
);

test("/participa and a section are HTML with no island: no script but the frame's", async ({ open }) => {
  const tab = await open({ viewport: DESKTOP });
  for (const path of ['/participa', '/participa/consulta'])
    await expectNoScriptButFrames(tab.page, `${SITE}${path}`);
  expect(tab.problems).toEqual([]);
});
