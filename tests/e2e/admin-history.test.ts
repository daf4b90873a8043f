/**
 * History and restore in real Chromium against the emulators: an administrator edits a
 * page twice, opens "Historial" on the edit screen, compares and restores the first version,
 * saves it, and the public page shows the first version's text again. The panel is checked with
 * axe, fits a phone, and is screenshotted at 1280 and 390 px.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PATHS, PUBLIC_PAGE_OF } from '../../web/src/config/paths';
import { call } from '../emulator/site';
import { adminToken, firstRecord } from '../emulator/state';
import { adminTest as test, field, formReady, SEED_ADMIN } from './admin';
import { blockingViolations, runAxe } from './axe';
import { keepSeededContent } from './content';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, type Tab } from './browser';
import { shown } from './pages';

keepSeededContent();

const COLLECTION = 'resenahistorica';
const FIRST = 'Nuestra historia (primera versión e2e)';
const SECOND = 'Nuestra historia (segunda versión e2e)';

async function openEdit(tab: Tab, id: string): Promise<void> {
  await tab.goto(ADMIN_PATHS.edit(COLLECTION, id));
  await formReady(tab.page, 'edit');
}

async function saveTitle(tab: Tab, id: string, title: string): Promise<void> {
  await openEdit(tab, id);
  await field(tab.page, COLLECTION, 'title').fill(title);
  await tab.page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
  await tab.page.waitForURL(`${SITE}/admin?c=${COLLECTION}`);
}

/** Opens the panel and chooses the newest change: the version before it is FIRST. */
async function openNewestChange(page: Page) {
  const toggle = page.getByRole('button', { name: 'Historial', exact: true });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const list = page.getByRole('list', { name: 'Cambios guardados' });
  await shown(list);
  const newest = list.getByRole('button').first();
  expect(await newest.textContent()).toContain(SEED_ADMIN.email);
  expect(await newest.textContent()).toContain('Cambió: Título');
  await newest.click();
  expect(await newest.getAttribute('aria-pressed')).toBe('true');
  const compare = page.getByRole('region', { name: /^Versión anterior al cambio del/ });
  await shown(compare);
  return compare;
}

describe('Historial on the edit screen', () => {
  test('two edits, then the first version restored from the panel and seen on the public page', async ({
    signedIn,
  }) => {
    const id = (await firstRecord(COLLECTION))._id;
    const tab = await signedIn({ viewport: DESKTOP });
    const { page } = tab;
    await saveTitle(tab, id, FIRST);
    await saveTitle(tab, id, SECOND);

    // The table says when and by whom the record was saved last.
    const row = page.locator('table.adm-table tbody tr').first();
    expect(await row.locator('td[data-label="Última modificación"]').textContent()).toContain(
      SEED_ADMIN.email,
    );

    await openEdit(tab, id);
    const compare = await openNewestChange(page);
    const titleRow = compare.getByRole('row', { name: /Título/ });
    expect(await titleRow.locator('td').allTextContents()).toEqual([FIRST, SECOND]);
    const { violations, passes } = await runAxe(page, 'section.adm-history');
    expect(passes).toBeGreaterThan(5);
    expect(blockingViolations(violations)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await compare.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-history-1280');

    // One confirmed step, no "Guardar cambios" far above.
    await compare.getByRole('button', { name: 'Restaurar esta versión', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Restaurar esta versión?' });
    await shown(dialog);
    expect(blockingViolations((await runAxe(page, '.adm-modal')).violations)).toEqual([]);
    await screenshot(page, 'admin-ux-restore-confirm-1280');
    await dialog.getByRole('button', { name: 'Sí, restaurar', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=${COLLECTION}`);
    await shown(
      page.getByRole('status').getByText('Se restauró la versión elegida del Historial.', { exact: true }),
    );

    await tab.goto(PUBLIC_PAGE_OF[COLLECTION]);
    await shown(page.getByRole('heading', { level: 1, name: FIRST, exact: true }));

    // The restore is itself a change in the history: the version it replaced is SECOND.
    const history = await call<Array<{ values: { title: string }; email: string }>>(
      'GET',
      `/api/${COLLECTION}/${id}/history`,
      {
        token: await adminToken(),
      },
    );
    expect(history.body.slice(0, 2).map((v) => v.values.title)).toEqual([SECOND, FIRST]);
  });

  test('fits a phone (390 px)', async ({ signedIn }) => {
    const id = (await firstRecord(COLLECTION))._id;
    const tab = await signedIn({ viewport: PHONE });
    await saveTitle(tab, id, FIRST);
    await saveTitle(tab, id, SECOND);
    await openEdit(tab, id);
    await openNewestChange(tab.page);
    expect(await horizontalOverflow(tab.page)).toBe(0);
    await screenshot(tab.page, 'admin-history-390');
  });
});
