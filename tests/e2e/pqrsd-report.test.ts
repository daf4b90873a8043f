/**
 * The PQRSD report under transparency sub-item 4.10 in Chromium: the current quarter first (the
 * annex's "informes trimestrales"), the semesters in a <details> the visitor opens (no script),
 * each kind downloadable as CSV; screenshots at 1280 and 390 px of the report, no sideways scroll.
 */
import { expect } from 'vitest';
import { BOTH_WIDTHS, horizontalOverflow, screenshot, test } from './browser';
import { shown } from './pages';

test('the requests report per quarter and per semester, with its CSVs, at 1280 and 390 px', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await tab.goto(
      '/transparencia/planeacion-presupuesto-e-informes#informes-trimestrales-sobre-acceso-a-informacion-quejas-y-reclamos',
    );
    const quarter = page.getByRole('table', { name: /^Solicitudes del .* trimestre de \d{4}/ });
    await shown(quarter);
    await quarter.scrollIntoViewIfNeeded();
    await screenshot(page, `transparencia-informe-trimestral-${width}`, { viewport: true });
    expect(await horizontalOverflow(page), `the report at ${width} px`).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar todos los trimestres (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^informe-pqrsd-trimestres-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByText('Por semestre', { exact: true }).click();
    await shown(page.getByRole('table', { name: /^Solicitudes del (primer|segundo) semestre de \d{4}/ }));
    expect(tab.problems).toEqual([]);
  }
});
