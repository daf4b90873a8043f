/**
 * The administrator sets the order of the docentes, by keyboard ("Bajar" pressed with
 * Enter, the focus staying on the moved row) and by dragging a row's handle with the mouse; the
 * public /docentes follows after a reload. Screenshots of the table with its order controls at
 * 1280 and 390 px. Each test puts the seeded content back (positions included) afterwards.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { blockingViolations, runAxe } from './axe';
import { adminTest as test, chooseCollection } from './admin';
import { keepSeededContent } from './content';
import { BOTH_WIDTHS, DESKTOP, horizontalOverflow, screenshot, scrollThrough, SITE } from './browser';
import { shown } from './pages';

const SAVED = 'Orden guardado';
const seededNames = SEED_CONTENT.docentes.map((d) => d.title as string);

keepSeededContent();

/** The docentes' first names as the admin table shows them, top to bottom. */
async function tableOrder(page: Page): Promise<string[]> {
  return page.locator('table.adm-table tbody tr td:nth-child(2)').allTextContents();
}

/** The staff cards' names on the public page, top to bottom (h2 "Nombres Apellidos"). */
async function publicOrder(page: Page): Promise<string[]> {
  await page.goto(`${SITE}/docentes`);
  await page.reload();
  // The cards are in the server's HTML: wait until they are shown.
  await shown(page.locator('main article h2').first());
  const headings = await page.locator('main article h2').allTextContents();
  return headings
    .map((h) => seededNames.find((name) => h.startsWith(name)) ?? h)
    .filter((h) => seededNames.includes(h));
}

async function saved(page: Page): Promise<void> {
  await shown(page.locator('.adm-order__status').getByText(SAVED, { exact: true }));
}

test('by keyboard: "Bajar" twice moves the first docente to third place, and the public page follows after a reload', async ({
  signedIn,
}) => {
  const tab = await signedIn({ viewport: DESKTOP });
  const { page } = tab;
  await chooseCollection(page, 'docentes');
  expect(await tableOrder(page)).toEqual(seededNames);

  const first = seededNames[0]!;
  await page.getByRole('button', { name: `Bajar «${first}»`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await saved(page);
  // The focus stayed on the moved row's button: Enter again moves the same docente once more.
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (name) =>
      document.activeElement?.getAttribute('aria-label') === `Bajar «${name}»` &&
      document.querySelector('.adm-order__status')?.textContent === 'Orden guardado',
    first,
  );
  const expected = [seededNames[1]!, seededNames[2]!, first, ...seededNames.slice(3)];
  await page.waitForFunction(
    (names) =>
      [...document.querySelectorAll('table.adm-table tbody tr td:nth-child(2)')]
        .map((td) => td.textContent)
        .join('|') === names.join('|'),
    expected,
  );
  await saved(page);

  expect(await publicOrder(page)).toEqual(expected);
  // The admin list, loaded again, shows the stored order too.
  await page.goto(`${SITE}/admin?c=docentes`);
  await shown(page.locator('table.adm-table'));
  expect(await tableOrder(page)).toEqual(expected);
});

test('by drag: the last docente dragged by its handle to the top is first on the public page after a reload', async ({
  signedIn,
}) => {
  // Tall enough that the first and the last row are both on screen: the mouse only reaches what is.
  const tab = await signedIn({ viewport: { width: DESKTOP.width, height: 1400 } });
  const { page } = tab;
  await chooseCollection(page, 'docentes');
  // Lazy thumbnails change the rows' heights as they arrive: measure once they all have.
  await scrollThrough(page);
  const handles = page.locator('table.adm-table tbody tr .adm-order__handle');
  const last = await handles.last().boundingBox();
  const top = await handles.first().boundingBox();
  if (!last || !top) throw new Error('order handles not laid out');
  // A real mouse: press, move in steps past the activation distance, release over the first row.
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2);
  await page.mouse.down();
  await page.mouse.move(last.x + last.width / 2, last.y - 10, { steps: 5 });
  await page.mouse.move(top.x + top.width / 2, top.y + top.height / 4, { steps: 20 });
  // One more small move over the target, so the last collision check sees the final layout.
  await page.mouse.move(top.x + top.width / 2, top.y, { steps: 2 });
  await page.mouse.up();
  await saved(page);

  const expected = [seededNames.at(-1)!, ...seededNames.slice(0, -1)];
  expect(await tableOrder(page)).toEqual(expected);
  expect(await publicOrder(page)).toEqual(expected);
});

test('the docentes table with its order controls, at 1280 and 390 px', async ({ signedIn }) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await signedIn({ viewport, mobile: width === 390 });
    const { page } = tab;
    await chooseCollection(page, 'docentes');
    await shown(page.getByRole('button', { name: `Subir «${seededNames[1]}»`, exact: true }));
    await scrollThrough(page);
    await screenshot(page, `admin-docentes-order-${width}`);
    expect(await horizontalOverflow(page), `order controls at ${width} px`).toBe(0);
  }
});

test('the order controls have no serious or critical axe violation', async ({ signedIn }) => {
  const tab = await signedIn({ viewport: DESKTOP });
  const { page } = tab;
  await chooseCollection(page, 'docentes');
  await shown(page.getByRole('button', { name: `Bajar «${seededNames[0]}»`, exact: true }));
  const { violations, passes } = await runAxe(page);
  expect(passes).toBeGreaterThan(10);
  expect(blockingViolations(violations)).toEqual([]);
});
