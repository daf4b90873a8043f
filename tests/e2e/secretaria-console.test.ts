/**
 * The Secretaría's console (/secretaria on the platform's domain) in Chromium, at 1280 and 390 px:
 * the Secretaría signs in through the real /login on the platform's host and lands in its
 * console; `secretaria-lectura` sees no write section; a school's administrator is told it has no
 * access to the console.
 */
import { expect } from 'vitest';
import { SEED_ACCOUNTS } from '../../scripts/seed/accounts';
import { SEED_SECRETARIA } from '../../scripts/seed/platform';
import { BOTH_WIDTHS, horizontalOverflow, screenshot, test, type Tab } from './browser';
import { shown } from './pages';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const account = (which: string) => SEED_ACCOUNTS.find((a) => a.platform === which || a.school === which)!;
const CONSOLE_TITLE = 'Panel de la Secretaría de Educación';

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
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `secretaria-${role}-${width}`);
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
