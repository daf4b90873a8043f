/**
 * Helpers of the administrator journeys: sign-in through the real login screen, the generic
 * form's fields by their Spanish labels (from the shared model, so a renamed label is followed),
 * and putting the emulators' content back exactly as the global setup seeded it.
 */
import type { Locator, Page } from 'playwright-core';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import { getCollection, type CollectionName } from '../../functions/src/model';
import { SITE, Tab, test } from './browser';
import { shown } from './pages';

export { SEED_ADMIN };
export { restoreContent, snapshotContent, type ContentSnapshot } from './content';

export const LOGIN = {
  heading: 'Acceso de administradores al sitio web del colegio',
  alertPrefix: 'Error al iniciar sesión: ',
  success: 'Usuario ha iniciado sesión con éxito',
} as const;

/** Fills and sends the login form (spec §2: Email, Contraseña, 'Iniciar sesión'). */
export async function submitLogin(tab: Tab, email: string, password: string): Promise<void> {
  const { page } = tab;
  // /login, or /login?next=… where the admin guard sent the browser.
  if (new URL(page.url()).pathname !== '/login') await tab.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Signs the seeded administrator in through /login and waits for /admin. */
export async function signInAsAdmin(tab: Tab): Promise<void> {
  await submitLogin(tab, SEED_ADMIN.email, SEED_ADMIN.password);
  await tab.page.waitForURL(`${SITE}/admin`);
  await shown(tab.page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
}

export const SELECT_LABEL = 'Seleccione el menú a editar';

/** Chooses a collection in the admin home and waits for its table (or its empty message). */
export async function chooseCollection(page: Page, collection: CollectionName): Promise<void> {
  await page.getByLabel(SELECT_LABEL, { exact: true }).selectOption(collection);
  await page.waitForURL(`${SITE}/admin?c=${collection}`);
  // This collection's table (its caption names it), not the previous one still on screen.
  const caption = `Registros de ${getCollection(collection).label}`;
  await page
    .locator('table.adm-table caption', { hasText: caption })
    .or(page.locator('p.adm-empty'))
    .first()
    .waitFor({ state: 'attached' });
}

/** The control of a record field in the generic form, found by its declared Spanish label. */
export function field(page: Page, collection: CollectionName, key: string): Locator {
  const def = getCollection(collection).fields[key];
  if (!def) throw new Error(`${collection} declares no field ${key}`);
  return page.getByLabel(def.label, { exact: true });
}

/** The hidden file input of a drop zone (react-dropzone), for setInputFiles. */
export function dropInput(page: Page, collection: CollectionName, key: string): Locator {
  const def = getCollection(collection).fields[key];
  if (!def) throw new Error(`${collection} declares no field ${key}`);
  return page.getByLabel(`${def.label}: seleccionar archivo`, { exact: true });
}

/**
 * Waits until the edit or create form has loaded. If the screen shows its load failure instead
 * (the record could not be read), fails at once with the screen's own message rather than
 * timing out without saying why.
 */
export async function formReady(page: Page, mode: 'edit' | 'create'): Promise<void> {
  const button = page.getByRole('button', { name: mode === 'edit' ? 'Guardar cambios' : 'Crear', exact: true });
  const failed = page.locator('.adm-page > .adm-alert[role="alert"]');
  await shown(button.or(failed));
  if (await button.isVisible()) return;
  const message = (await failed.first().locator('.adm-alert__message').textContent()) ?? '';
  throw new Error(`The ${mode} form at ${page.url()} did not load: the screen says «${message}»`);
}

/** "Eliminar" on an edit form, then "Sí, eliminar" in the page's dialog (issue 27: no more confirm()). */
export async function deleteFromForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este registro?' });
  await shown(dialog);
  await dialog.getByRole('button', { name: 'Sí, eliminar', exact: true }).click();
}

/** Deletes an auth account if it exists (accounts a test created). */
export async function deleteAccount(email: string): Promise<void> {
  const { auth } = emulatorDeps();
  try {
    await auth.deleteUser((await auth.getUserByEmail(email)).uid);
  } catch {
    // Not there.
  }
}

/**
 * One administrator tab, signed in once for the whole file. Signing in through the login screen
 * (the auth chunk, the Auth emulator, the redirect) costs a second or two, and a loop over every
 * collection need not pay it each time. Each test gets the same tab back on /admin, with its
 * dialogs and problems cleared after checking them, so a test still fails for what it caused.
 */
export const adminTest = test
  .extend('signedIn', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
    const tab = await Tab.open(browser);
    onCleanup(() => tab.close());
    await signInAsAdmin(tab);
    return tab;
  })
  .extend('admin', async ({ signedIn }, { onCleanup }) => {
    onCleanup(() => {
      const failures = signedIn.verdict();
      signedIn.problems.length = 0;
      signedIn.dialogs.length = 0;
      if (failures.length > 0) throw new Error(`The browser saw problems:\n- ${failures.join('\n- ')}`);
    });
    if (!signedIn.page.url().endsWith('/admin')) await signedIn.goto('/admin');
    await shown(signedIn.page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
    return signedIn;
  });
