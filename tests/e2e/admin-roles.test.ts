/**
 * Roles in real Chromium: an editor, added through the API, signs in, edits and saves a
 * content record, finds no settings in the section list nor Administradores, and a forced address
 * of the settings says "No tiene permiso". An administrator demoted while the settings form is
 * open gets the server's 403 in Spanish on "Guardar cambios", with every typed value kept. axe on
 * Administradores with the role column, at 1280 and 390 px.
 */
import { afterAll, afterEach, describe, expect } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import type { Role } from '../../functions/src/model/roles';
import { acceptInvitation, removeTestAdmins, testEmail } from '../emulator/admins';
import { call } from '../emulator/site';
import { adminToken, firstRecord } from '../emulator/state';
import { chooseCollection, field, formReady, SELECT_LABEL, signInAsAdmin, submitLogin } from './admin';
import { blockingViolations, runAxe } from './axe';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test, type Tab } from './browser';
import { keepSeededContent } from './content';
import { shown } from './pages';

keepSeededContent();
afterEach(removeTestAdmins);
afterAll(removeTestAdmins);

const PASSWORD = 'Clave-Roles-2026';

/** An account with `role`, added by the seeded administrator through the API, with its password set. */
async function account(role: Role): Promise<{ uid: string; email: string }> {
  const email = testEmail(`e2e-${role}`);
  const res = await call<{ uid: string; link: string }>('POST', '/api/admins', {
    token: await adminToken(),
    json: { email, role },
  });
  expect(res.status).toBe(201);
  await acceptInvitation(res.body.link, PASSWORD);
  // Setting a password moves validSince (whole seconds): sign in once the clock has left that
  // second, a condition on the stored account (as in admin-admins).
  const validSince = Date.parse((await emulatorDeps().auth.getUserByEmail(email)).tokensValidAfterTime ?? '');
  await expect.poll(() => Date.now(), { interval: 100 }).toBeGreaterThanOrEqual(validSince + 1000);
  return { uid: res.body.uid, email };
}

async function signInAs(tab: Tab, email: string): Promise<void> {
  await submitLogin(tab, email, PASSWORD);
  await tab.page.waitForURL(`${SITE}/admin`);
  await shown(tab.page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
}

/** From the list of `collection`, opens its first record's edit form. */
async function openFirst(tab: Tab, collection: 'carousel' | 'sitio'): Promise<void> {
  const record = await firstRecord(collection);
  await chooseCollection(tab.page, collection);
  await tab.page.getByRole('link', { name: `Editar «${String(record.title)}»`, exact: true }).click();
  await formReady(tab.page, 'edit');
}

describe('roles', () => {
  test('an editor edits and saves content, sees no settings nor Administradores, and a forced settings address says "No tiene permiso"', async ({
    open,
  }) => {
    const { email } = await account('editor');
    const tab = await open({ viewport: DESKTOP });
    await signInAs(tab, email);
    const { page } = tab;
    await shown(page.getByText('Su rol: Editor.', { exact: true }));
    const sections = await page
      .getByLabel(SELECT_LABEL, { exact: true })
      .locator('option:not([disabled])')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(sections).toContain('carousel');
    expect(sections).not.toContain('sitio');
    expect(await page.getByRole('link', { name: 'Personas y permisos', exact: true }).count()).toBe(0);

    const title = `${String((await firstRecord('carousel')).title)} (editor)`;
    await openFirst(tab, 'carousel');
    await field(page, 'carousel', 'title').fill(title);
    await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=carousel`);
    await shown(page.getByRole('status').getByText('Los cambios se guardaron.', { exact: true }));
    expect((await firstRecord('carousel')).title).toBe(title);

    const sitio = await firstRecord('sitio');
    await tab.goto(`/sitioEdit/${sitio._id}`);
    await shown(page.getByRole('heading', { level: 1, name: 'No tiene permiso' }));
    await shown(page.getByText('Su rol (Editor) no permite usar esta sección.', { exact: true }));
    await screenshot(page, 'admin-roles-no-permission-1280');
  });

  test('an administrator demoted while the settings form is open: the save gets 403 in Spanish, the typed value stays', async ({
    open,
  }) => {
    const { uid, email } = await account('admin');
    const tab = await open({ viewport: DESKTOP });
    tab.expectConsoleError(/status of 403/, /no permite cambiar los datos del colegio/, /ApiError/);
    await signInAs(tab, email);
    const { page } = tab;
    const before = await firstRecord('sitio');
    await openFirst(tab, 'sitio');
    const typed = `${String(before.title)} (cambio forzado)`;
    await field(page, 'sitio', 'title').fill(typed);

    const demoted = await call('PATCH', `/api/admins/${uid}`, {
      token: await adminToken(),
      json: { role: 'editor' },
    });
    expect(demoted.status).toBe(200);
    // Its browser's ID token still says admin: the screen offers the save, the server refuses it.
    await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click();
    await shown(
      page.getByRole('alert').getByText(/Su rol \(Editor\) no permite cambiar los datos del colegio/),
    );
    expect(await field(page, 'sitio', 'title').inputValue()).toBe(typed);
    expect((await firstRecord('sitio')).updatedAt).toBe(before.updatedAt);
    await screenshot(page, 'admin-roles-forced-settings-save-1280');
  });

  test('Administradores shows each role with a select, passes axe, fits 390 px', async ({ open }) => {
    const { email } = await account('atencion');
    for (const viewport of [DESKTOP, PHONE]) {
      const tab = await open({ viewport, mobile: viewport === PHONE });
      await signInAsAdmin(tab);
      const { page } = tab;
      await page.getByRole('link', { name: 'Personas y permisos', exact: true }).click();
      await page.waitForURL(`${SITE}/admin/administradores`);
      const select = page.getByLabel(`Rol de ${email}`, { exact: true });
      await shown(select);
      expect(await select.inputValue()).toBe('atencion');
      const { violations, passes } = await runAxe(page, 'section.adm-page');
      expect(passes).toBeGreaterThan(5);
      expect(blockingViolations(violations)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `admin-roles-administradores-${viewport.width}`);
    }
  });
});
