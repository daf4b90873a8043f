/**
 * The Papelera in Chromium: a docente deleted from its edit form is gone from the
 * public /docentes, listed in the Papelera with who deleted it, and "Restaurar" puts it back in
 * its place (admin table and public page). Screenshots of the Papelera at 1280 and 390 px, and
 * an axe check. Each test puts the seeded content back afterwards.
 */
import { beforeEach, expect } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import type { Page } from 'playwright-core';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { blockingViolations, runAxe } from './axe';
import { chooseCollection, deleteFromForm, formReady, SEED_ADMIN, signInAsAdmin } from './admin';
import { keepSeededContent } from './content';
import { BOTH_WIDTHS, DESKTOP, horizontalOverflow, screenshot, SITE, test } from './browser';
import { shown } from './pages';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';

const seededNames = SEED_CONTENT.docentes.map((d) => d.title as string);

keepSeededContent();

// Other files' deletes leave entries too: each test starts from an empty Papelera.
beforeEach(async () => {
  const { db } = emulatorDeps();
  const entries = await db.collection('_trash').listDocuments();
  await Promise.all(entries.map((d) => d.delete()));
});

/** The staff cards' names on the public page, top to bottom. */
async function publicNames(page: Page): Promise<string[]> {
  await page.goto(`${SITE}/docentes`);
  await page.reload();
  await shown(page.locator('main article h2').first());
  const headings = await page.locator('main article h2').allTextContents();
  return headings
    .map((h) => seededNames.find((name) => h.startsWith(name)) ?? h)
    .filter((h) => seededNames.includes(h));
}

async function tableNames(page: Page): Promise<string[]> {
  return page.locator('table.adm-table tbody tr td:nth-child(2)').allTextContents();
}

async function openTrash(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Papelera', exact: true }).click();
  await page.waitForURL(`${SITE}/admin/papelera`);
  await shown(page.getByRole('heading', { level: 1, name: 'Papelera' }));
}

test('a deleted docente leaves /docentes, is listed in the Papelera and "Restaurar" puts it back in its place', async ({
  open,
}) => {
  const tab = await open({ viewport: DESKTOP });
  const { page } = tab;
  const victim = seededNames[1]!;
  await signInAsAdmin(tab);
  await chooseCollection(page, 'docentes');
  expect(await tableNames(page)).toEqual(seededNames);

  await page.getByRole('link', { name: `Editar «${victim}»`, exact: true }).click();
  await formReady(page, 'edit');
  await deleteFromForm(page);
  await page.waitForURL(`${SITE}/admin?c=docentes`);
  await shown(page.getByRole('status').getByText('restaurarlo desde la Papelera', { exact: false }));
  expect(await publicNames(page)).toEqual(seededNames.filter((n) => n !== victim));

  await page.goto(`${SITE}/admin`);
  await openTrash(page);
  const row = page.locator('table.adm-table tbody tr', { hasText: victim });
  await shown(row);
  expect(await row.locator('td').nth(0).textContent()).toBe('Docentes');
  expect(await row.locator('td').nth(3).textContent()).toBe(SEED_ADMIN.email);
  await page.getByRole('button', { name: `Restaurar «${victim}»`, exact: true }).click();
  const status = page.getByRole('status');
  await shown(status.getByText(`Se restauró «${victim}» en Docentes.`, { exact: false }));
  await expect.poll(() => row.count()).toBe(0);

  await status.getByRole('link', { name: 'Ver la lista: Docentes', exact: true }).click();
  await page.waitForURL(`${SITE}/admin?c=docentes`);
  await shown(page.locator('table.adm-table tbody tr', { hasText: victim }));
  expect(await tableNames(page)).toEqual(seededNames);
  expect(await publicNames(page)).toEqual(seededNames);
});

test('the Papelera at 1280 and 390 px, empty state, and no serious axe violation', async ({ open }) => {
  const token = await adminToken();
  const docentes = (await call<Array<{ _id: string }>>('GET', '/api/docentes')).body;
  const directivos = (await call<Array<{ _id: string }>>('GET', '/api/directivos')).body;
  for (const [collection, id] of [
    ['docentes', docentes[0]!._id],
    ['directivos', directivos[0]!._id],
  ]) {
    expect((await call('DELETE', `/api/${collection}/${id}`, { token })).status).toBe(204);
  }
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await signInAsAdmin(tab);
    await openTrash(page);
    await shown(page.getByRole('button', { name: `Restaurar «${seededNames[0]}»`, exact: true }));
    await screenshot(page, `admin-trash-${width}`);
    expect(await horizontalOverflow(page), `Papelera at ${width} px`).toBe(0);
    if (width === 1280) {
      const { violations, passes } = await runAxe(page);
      expect(passes).toBeGreaterThan(10);
      expect(blockingViolations(violations)).toEqual([]);
    }
  }
  // Restored both: the list is empty, and says so.
  const tab = await open({ viewport: DESKTOP });
  await signInAsAdmin(tab);
  await openTrash(tab.page);
  for (const name of [seededNames[0]!, SEED_CONTENT.directivos[0]!.title as string]) {
    await tab.page.getByRole('button', { name: `Restaurar «${name}»`, exact: true }).click();
    await shown(tab.page.getByRole('status').getByText(`Se restauró «${name}»`, { exact: false }));
  }
  await shown(tab.page.getByText('La Papelera está vacía.', { exact: true }));
});
