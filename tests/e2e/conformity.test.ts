/**
 * The conformity check in the browser (decision 0038), at 1280 and 390 px: a school's
 * administrator presses "Revisar ahora" on the ITA screen and reads the problems by kind; the
 * Secretaría's console lists every school's state and opens a school's problems, with "Revisar
 * ahora" for `secretaria` only.
 */
import { expect } from 'vitest';
import { SEED_ACCOUNTS } from '../../scripts/seed/accounts';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { signInAsAdmin } from './admin';
import { BOTH_WIDTHS, horizontalOverflow, screenshot, test, type Tab } from './browser';
import { shown } from './pages';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const account = (role: string) => SEED_ACCOUNTS.find((a) => a.platform === role)!;
const PANEL = 'Revisión automática del sitio';

/** No report left behind: a later file's checklist must not take this file's verdicts. */
async function forget(school: string) {
  await emulatorDeps(school).db.doc('panel/conformidad').delete();
}

async function signInAtConsole(tab: Tab, role: 'secretaria' | 'secretaria-lectura', path: string) {
  const { page } = tab;
  const { email, password } = account(role);
  await page.goto(`${PLATFORM}${path}`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(`${PLATFORM}${path}`);
}

test('an administrator runs the check from the ITA screen and reads its problems (1280 and 390 px)', async ({
  open,
}) => {
  // From no report at all: what the screen shows after the run is this run's.
  await forget('sanjose');
  try {
    for (const [viewport, width] of BOTH_WIDTHS) {
      const tab = await open({ viewport, mobile: width === 390 });
      const { page } = tab;
      await signInAsAdmin(tab);
      await tab.goto('/admin/indice-transparencia');
      const panel = page.getByRole('region', { name: PANEL });
      await shown(panel);
      if (width === 1280) {
        await panel.getByRole('button', { name: 'Revisar ahora' }).click();
        await panel
          .getByText(/revisión manual/)
          .first()
          .waitFor({ state: 'visible', timeout: 120_000 });
      } else {
        await shown(panel.getByText(/Revisado el/));
      }
      await shown(panel.getByText(/Se revisaron \d+ páginas/));
      const groups = panel.locator('details');
      if ((await groups.count()) > 0) {
        await groups.first().locator('summary').click();
        expect(
          await groups
            .first()
            .locator('li')
            .first()
            .evaluate((el) => el.checkVisibility()),
        ).toBe(true);
      }
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `conformidad-ita-${width}`);
      await tab.close();
    }
  } finally {
    await forget('sanjose');
  }
});

test("the Secretaría's console lists each school's check; only `secretaria` may run one (1280 and 390 px)", async ({
  open,
}) => {
  await forget('lasacacias');
  try {
    for (const [viewport, width] of BOTH_WIDTHS) {
      for (const role of ['secretaria', 'secretaria-lectura'] as const) {
        const tab = await open({ viewport, mobile: width === 390 });
        const { page } = tab;
        await signInAtConsole(tab, role, '/secretaria/conformidad');
        const section = page.getByRole('region', { name: 'Revisión automática de los sitios' });
        await shown(section);
        const card = section.getByRole('listitem').filter({ hasText: 'Las Acacias' }).first();
        await shown(card);
        const run = card.getByRole('button', { name: 'Revisar ahora' });
        if (role === 'secretaria-lectura') {
          expect(await section.getByRole('button', { name: 'Revisar ahora' }).count()).toBe(0);
        } else if (width === 1280) {
          const ran = page.waitForResponse(
            (r) =>
              r.request().method() === 'POST' &&
              new URL(r.url()).pathname === '/api/plataforma/colegios/lasacacias/conformidad',
            { timeout: 120_000 },
          );
          await run.click();
          expect((await ran).status()).toBe(200);
          // The table is read again: the school's state is this run's.
          await shown(card.getByText(/\d+ problemas?|Cumple/));
          await shown(run);
          expect(await run.isEnabled()).toBe(true);
        }
        const problems = card.getByText('Ver problemas', { exact: true });
        if (await problems.count()) {
          await problems.click();
          await shown(card.getByText(/Revisado el/));
        }
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `conformidad-consola-${role}-${width}`);
        await tab.close();
      }
    }
  } finally {
    await forget('lasacacias');
  }
});
