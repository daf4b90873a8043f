/**
 * The console's "Sitio común" in Chromium, at 1280 and 390 px: the Secretaría signs in at the
 * platform, opens the section from the console's menu, sees the shell's stored values, is told
 * what is wrong with a bad line (nothing saved), and saves a new anti-corruption line; the
 * read-only role has no such section. The seeded shell is put back afterwards.
 */
import { afterAll, expect } from 'vitest';
import { SEED_ACCOUNTS } from '../../scripts/seed/accounts';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { SEED_SECRETARIA } from '../../scripts/seed/platform';
import { PLATFORM_SETTINGS } from '../../functions/src/tenancy/schools';
import { BOTH_WIDTHS, horizontalOverflow, screenshot, test, type Tab } from './browser';
import { shown } from './pages';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const account = (which: string) => SEED_ACCOUNTS.find((a) => a.platform === which)!;
const root = emulatorRoot();

afterAll(async () => {
  await root.db.doc(PLATFORM_SETTINGS).set({ ...SEED_SECRETARIA });
});

async function signIn(tab: Tab, role: string) {
  const { page } = tab;
  const { email, password } = account(role);
  await page.goto(`${PLATFORM}/secretaria`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(`${PLATFORM}/secretaria`);
}

test('the Secretaría edits the shell every school shares; a bad line is refused with its reason (1280 and 390 px)', async ({
  open,
}) => {
  for (const [viewport, width] of BOTH_WIDTHS) {
    await root.db.doc(PLATFORM_SETTINGS).set({ ...SEED_SECRETARIA });
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await signIn(tab, 'secretaria');
    const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
    await Promise.all([
      page.waitForURL(`${PLATFORM}/secretaria/sitio-comun`),
      menu.getByRole('link', { name: 'Sitio común' }).click(),
    ]);
    await shown(page.getByRole('heading', { level: 1, name: 'Sitio común de los colegios' }));
    const line = page.getByLabel(/Línea anticorrupción/);
    expect(await line.inputValue()).toBe(SEED_SECRETARIA.anticorruption);
    expect(await page.getByLabel(/Línea gratuita/).inputValue()).toBe(SEED_SECRETARIA.tollFree);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `secretaria-sitio-comun-${width}`);

    await line.fill('llame ya');
    await page.getByRole('button', { name: 'Guardar el sitio común' }).click();
    await shown(page.getByRole('alert').getByText(/«Línea anticorrupción.*» debe ser un número de teléfono/));
    expect(await line.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, `secretaria-sitio-comun-error-${width}`, { viewport: true });

    const fresh = width === 390 ? '01 8000 91 3900' : '01 8000 91 1280';
    await line.fill(fresh);
    await page.getByRole('button', { name: 'Guardar el sitio común' }).click();
    await shown(page.getByRole('status').getByText('Se guardó el sitio común.'));
    await expect
      .poll(async () => (await root.db.doc(PLATFORM_SETTINGS).get()).get('anticorruption'))
      .toBe(fresh);
    await page.reload();
    expect(await page.getByLabel(/Línea anticorrupción/).inputValue()).toBe(fresh);
    await tab.close();
  }
});

test('the read-only role has no "Sitio común" and is refused it at its address', async ({ open }) => {
  const tab = await open();
  const { page } = tab;
  await signIn(tab, 'secretaria-lectura');
  await shown(page.getByText('Secretaría (solo lectura)', { exact: true }));
  expect(await page.getByRole('link', { name: 'Sitio común' }).count()).toBe(0);
  await page.goto(`${PLATFORM}/secretaria/sitio-comun`);
  await shown(page.getByText(/solo lectura\) permite consultar el panel, no usar «Sitio común»/));
});
