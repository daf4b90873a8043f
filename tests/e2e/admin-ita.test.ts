/**
 * "Índice de transparencia" in Chromium: the administrator opens it from the admin
 * home, sees the count per status and a bar per category, opens an item and its form; screenshots
 * at 1280 and 390 px (the dashboard, then an item open), no sideways scroll, no serious axe
 * violation. An answer past its review period says one state, "Cumple · revisar".
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { blockingViolations, runAxe } from './axe';
import { adminTest as test } from './admin';
import { BOTH_WIDTHS, horizontalOverflow, screenshot, SITE } from './browser';
import { shown } from './pages';

/** An item the school answered "Cumple" long ago, past its review period. */
const STALE = 'transparencia-10-1';
const staleDoc = () => emulatorDeps().db.doc(`ita/${STALE}`);
/** The seed's answer for the item ("no aplica", published on the transparency pages), put back after. */
let seeded: Record<string, unknown> | undefined;
beforeEach(async () => {
  seeded = (await staleDoc().get()).data();
});
afterEach(async () => {
  if (seeded) await staleDoc().set(seeded);
  else await staleDoc().delete();
});

test('"Índice de transparencia" at 1280 and 390 px: the picture first, then the items to review', async ({
  signedIn,
}) => {
  await staleDoc().set({
    status: 'cumple',
    evidence: ['https://www.datos.gov.co'],
    reason: '',
    responsible: 'Tesorería',
    reviewPeriodDays: 30,
    updatedAt: '2025-01-15T12:00:00.000Z',
    updatedBy: 'e2e@colegio.edu.co',
  });
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await signedIn({ viewport, mobile: width === 390 });
    const { page } = tab;
    if (width === 1280) {
      // The admin home links it (for the roles with the `ita` capability).
      await page.getByRole('link', { name: 'Índice de transparencia', exact: true }).click();
      await page.waitForURL(`${SITE}/admin/indice-transparencia`);
    } else {
      await tab.goto('/admin/indice-transparencia');
    }
    await shown(page.getByRole('heading', { level: 1, name: 'Índice de transparencia' }));
    await shown(page.getByRole('heading', { level: 2, name: 'Avance por categoría' }));
    // One picture per category, its figures in words.
    const bars = page.getByRole('img');
    expect(await bars.count()).toBeGreaterThanOrEqual(10);
    expect(await bars.first().getAttribute('aria-label')).toMatch(/^Accesibilidad web: \d+ de 7 resueltos/);
    // One state for the stale answer: "Cumple · revisar", never "Cumple" beside "Vencido".
    const stale = page.locator('section[aria-labelledby="ita-attention"] summary', { hasText: /^10\.1 / });
    await shown(stale.getByText('Cumple · revisar', { exact: true }));
    expect(await page.getByText('Vencido', { exact: true }).count()).toBe(0);
    await stale.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-ita-revisar-${width}`, { viewport: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `admin-ita-${width}`, { viewport: true });
    expect(await horizontalOverflow(page), `Índice de transparencia at ${width} px`).toBe(0);

    const first = page.locator('section[aria-labelledby="ita-attention"] summary').first();
    await first.click();
    await shown(page.getByRole('button', { name: 'Guardar' }).first());
    await first.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-ita-item-${width}`, { viewport: true });
    expect(await horizontalOverflow(page), `an open item at ${width} px`).toBe(0);
    if (width === 1280) {
      const { violations, passes } = await runAxe(page);
      expect(passes).toBeGreaterThan(10);
      expect(blockingViolations(violations)).toEqual([]);
    }
    expect(tab.problems).toEqual([]);
  }
});
