/**
 * The Secretaría's console (/secretaria on the platform's domain) in Chromium, at 1280 and 390 px:
 * the Secretaría signs in through the real /login on the platform's host and lands in its
 * console, its table of schools (sorted, filtered, its overdue column counting a PQRSD the test
 * clock made overdue, linked to the school's inbox); `secretaria-lectura` sees no write section
 * and no inbox links; a school's administrator is told it has no access to the console.
 */
import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { TEST_CLOCK_DOC } from '../../functions/src/data/clock';
import { refreshSchoolSummary } from '../../functions/src/maintenance/school-summary';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { platformCall } from '../emulator/platform';
import { SEED_ACCOUNTS } from '../../scripts/seed/accounts';
import { SEED_SECRETARIA } from '../../scripts/seed/platform';
import { BOTH_WIDTHS, horizontalOverflow, screenshot, test, type Tab } from './browser';
import { shown } from './pages';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const account = (which: string) => SEED_ACCOUNTS.find((a) => a.platform === which || a.school === which)!;
const CONSOLE_TITLE = 'Panel de la Secretaría de Educación';

/** What sticks out past the viewport's right edge, for a failure's message. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
      )
      .join(' | '),
  );

/** Signs `email` in through the platform's /login, sent there by the console's guard. */
async function signInAtConsole(tab: Tab, email: string, password: string, path = '/secretaria') {
  const { page } = tab;
  await page.goto(`${PLATFORM}${path}`);
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

test('the Secretaría signs in at the platform and gets its console; the read-only role sees no write section (1280 and 390 px)', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    for (const role of ['secretaria', 'secretaria-lectura'] as const) {
      const tab = await open({ viewport, mobile: width === 390 });
      const { page } = tab;
      const { email, password } = account(role);
      await signInAtConsole(tab, email, password);
      await page.waitForURL(`${PLATFORM}/secretaria`);
      await shown(page.getByRole('link', { name: CONSOLE_TITLE }));
      await shown(page.getByText(email, { exact: true }));
      await shown(page.getByRole('banner').getByText(SEED_SECRETARIA.name).first());
      const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
      if (role === 'secretaria-lectura') {
        await shown(page.getByText('Secretaría (solo lectura)', { exact: true }));
        // Whatever sections there are (sections.tsx), none of them a write one.
        expect(await menu.locator('a[data-access="write"]').count()).toBe(0);
      }
      await screenshot(page, `secretaria-${role}-${width}`);
      expect(await horizontalOverflow(page), await widest(page)).toBe(0);
      // Signing out ends in /login; the console sends back there.
      await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await tab.close();
    }
  }
});

test("a school's administrator is told it has no access to the Secretaría's console", async ({ open }) => {
  const tab = await open();
  const { page } = tab;
  const { email, password } = account('lasacacias');
  await signInAtConsole(tab, email, password);
  await shown(page.getByText(/no tiene acceso al panel de la Secretaría/));
  expect(new URL(page.url()).pathname).toBe('/login');
  await screenshot(page, 'secretaria-sin-acceso-1280');

  // Signed in at the school under the platform's address (the same browser origin), then the
  // console's address: the console's own page says so.
  await page.goto(`${PLATFORM}/lasacacias/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(`${PLATFORM}/lasacacias/admin`);
  await page.goto(`${PLATFORM}/secretaria`);
  await shown(page.getByRole('heading', { level: 1, name: 'No tiene acceso al panel de la Secretaría' }));
  await screenshot(page, 'secretaria-sin-rol-1280');
});

const OVERDUE_SCHOOL = 'elcarmen';
const overdueDeps = emulatorDeps(OVERDUE_SCHOOL);
/** The test clock's offset: the function reads it (`_test/clock`), the recount here is given it. */
const LATER_MS = 40 * 86_400_000;
let offsetMs = 0;
/** The hourly run's recount of one school's summary, at the test clock's time. */
const recount = () => refreshSchoolSummary(overdueDeps.db, overdueDeps.auth, Date.now() + offsetMs);

afterAll(async () => {
  await emulatorRoot().db.doc(TEST_CLOCK_DOC).delete();
  offsetMs = 0;
  await recount();
});

test('the table of schools: a PQRSD the test clock made overdue is counted and linked; sort, filter (1280 and 390 px)', async ({
  open,
}) => {
  const filed = await platformCall<{ radicado: string }>('POST', `/${OVERDUE_SCHOOL}/api/pqrsd`, {
    json: {
      tipo: 'peticion',
      nombre: 'Luis Gómez',
      documento: '80123456',
      email: 'luis.gomez@example.com',
      telefono: '300 765 4321',
      asunto: 'Constancia de matrícula',
      mensaje: 'Solicito una constancia de matrícula.',
      consentimiento: PQRSD_CONSENT_VERSION,
    },
    headers: { 'X-Forwarded-For': '198.51.100.91' },
  });
  expect(filed.status).toBe(201);
  // Forty days later its 15 business days are long gone: the hourly recount counts it overdue.
  await emulatorRoot().db.doc(TEST_CLOCK_DOC).set({ offsetMs: LATER_MS });
  offsetMs = LATER_MS;
  await recount();

  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    const { email, password } = account('secretaria');
    await signInAtConsole(tab, email, password);
    await page.waitForURL(`${PLATFORM}/secretaria`);
    const table = page.getByRole('table');
    await shown(table);
    const row = table.locator(`tr[data-school="${OVERDUE_SCHOOL}"]`);
    const overdue = row.locator('td[data-col="vencidas"] a');
    expect(Number((await overdue.locator('span').first().textContent())?.trim())).toBeGreaterThanOrEqual(1);
    expect(await overdue.getAttribute('href')).toBe(`${PLATFORM}/${OVERDUE_SCHOOL}/admin/pqrsd`);
    // The default order: most overdue first.
    const firstOverdue = Number(
      (await table.locator('tbody tr').first().locator('td[data-col="vencidas"]').textContent())?.match(
        /\d+/,
      )?.[0],
    );
    expect(firstOverdue).toBeGreaterThanOrEqual(1);

    // Only schools with overdue requests; then one municipality.
    await page.getByLabel('Solo colegios con PQRSD vencidas').click();
    await page.waitForURL(/vencidas=1/);
    await shown(row);
    for (const cell of await table.locator('tbody td[data-col="vencidas"]').allTextContents())
      expect(Number(cell.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(1);
    await page.getByLabel('Solo colegios con PQRSD vencidas').click();
    await page.waitForURL((url) => !url.search.includes('vencidas=1'));

    // Sorted by name, A to Z, by the column's title.
    await page.getByRole('button', { name: /^Colegio/ }).click();
    await page.waitForURL(/orden=colegio/);
    const rowNames = () => table.locator('tbody th').allTextContents();
    const byName = (await rowNames()).sort((a, b) => a.localeCompare(b, 'es'));
    await expect.poll(rowNames).toEqual(byName);
    await expect.poll(() => table.locator('th[aria-sort="ascending"]').textContent()).toMatch(/^Colegio/);

    expect(await horizontalOverflow(page), await widest(page)).toBe(0);
    if (width === 390) {
      // The table scrolls inside its region; the school's name stays in view.
      const region = page.getByRole('region', { name: 'Cifras por colegio' });
      await region.evaluate((el) => (el.scrollLeft = 400));
      const name = await table.locator('tbody th').first().boundingBox();
      const box = await region.boundingBox();
      expect(Math.abs(name!.x - box!.x)).toBeLessThan(3);
      await region.evaluate((el) => (el.scrollLeft = 0));
    }
    await screenshot(page, `secretaria-colegios-${width}`);
    await tab.close();
  }

  // The read-only role: the same figures, no link into a school's inbox.
  const tab = await open({ viewport: BOTH_WIDTHS[1][0], mobile: true });
  const { email, password } = account('secretaria-lectura');
  await signInAtConsole(tab, email, password);
  await tab.page.waitForURL(`${PLATFORM}/secretaria`);
  const row = tab.page.locator(`tr[data-school="${OVERDUE_SCHOOL}"]`);
  await shown(row);
  expect(await row.locator('td[data-col="vencidas"] a').count()).toBe(0);
  expect(Number((await row.locator('td[data-col="vencidas"]').textContent())?.trim())).toBeGreaterThanOrEqual(
    1,
  );
  await screenshot(tab.page, 'secretaria-colegios-lectura-390');
});
