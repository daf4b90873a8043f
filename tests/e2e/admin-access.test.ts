/**
 * Who gets into the admin area (spec §2, §8): signed out, every admin path redirects to
 * /login; a wrong password gets the spec's alert; an account without the admin claim is refused
 * and signed out; the seeded administrator gets in, and 'Cerrar sesión' returns to /login.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { COLLECTION_NAMES, getCollection } from '../../functions/src/model';
import { firstRecord } from '../emulator/state';
import { signUp } from '../emulator/site';
import { deleteAccount, LOGIN, SEED_ADMIN, signInThroughForm, submitLogin } from './admin';
import { DESKTOP, SITE, test } from './browser';
import { ensureSeeded } from './content';
import { shown } from './pages';

const NOT_ADMIN = { email: 'e2e-sin-permisos@example.com', password: 'e2e-sin-permisos-123' };
const NOT_ADMIN_MESSAGE = /no tiene acceso al área de administración/;
/** /login, where the admin guard sends with the address to return to (`?next=`). */
const atLogin = (url: URL) => url.pathname === '/login';

/** /admin, the edit path of every collection (with real ids) and the path of every collection that allows create. */
let adminPaths: string[] = [];

beforeAll(async () => {
  await ensureSeeded();
  const edits = await Promise.all(
    COLLECTION_NAMES.map(async (name) => `/${name}Edit/${(await firstRecord(name))._id}`),
  );
  const creates = COLLECTION_NAMES.filter((name) => getCollection(name).canCreate).map(
    (name) => `/${name}Create`,
  );
  adminPaths = ['/admin', ...edits, ...creates];
});

afterAll(() => deleteAccount(NOT_ADMIN.email));

describe('signed out', () => {
  test('/admin, every /{collection}Edit/{id} and every /{collection}Create redirect to /login; another path is a 404', async ({
    open,
  }) => {
    // The spec's six lists, the weekly ones (news, albums, events, notices) and
    // Participa's publications.
    expect(adminPaths.filter((p) => p.endsWith('Create'))).toEqual([
      '/carouselCreate',
      '/directivosCreate',
      '/administrativosCreate',
      '/docentesCreate',
      '/convocatoriasCreate',
      '/transparenciaCreate',
      '/noticiasCreate',
      '/galeriasCreate',
      '/eventosCreate',
      '/avisosCreate',
      '/participaCreate',
    ]);
    expect(adminPaths).toHaveLength(1 + COLLECTION_NAMES.length + 11);
    const tab = await open({ viewport: DESKTOP });
    for (const path of adminPaths) {
      await tab.goto(path);
      await tab.page.waitForURL(atLogin);
      await shown(tab.page.getByRole('heading', { level: 1, name: LOGIN.heading }));
    }
    // Any other path is no page: the site's 404 page, with a 404 status, not the login.
    tab.expectConsoleError(/status of 404/);
    const res = await tab.page.goto(`${SITE}/cualquier/otra/ruta`);
    expect(res?.status()).toBe(404);
    await shown(tab.page.getByRole('heading', { level: 1, name: 'Página no encontrada' }));
    expect(new URL(tab.page.url()).pathname).toBe('/cualquier/otra/ruta');
  });
});

describe('login', () => {
  test("a wrong password shows the alert 'Error al iniciar sesión: ' with the error, and stays on /login", async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    // The auth emulator answers 400; Chromium logs the failed request.
    tab.expectConsoleError(/status of 400/);
    await tab.goto('/login');
    const dialog = tab.nextDialog();
    await submitLogin(tab, SEED_ADMIN.email, 'contraseña-equivocada');
    const message = await dialog;
    expect(message.startsWith(LOGIN.alertPrefix)).toBe(true);
    expect(message.length).toBeGreaterThan(LOGIN.alertPrefix.length);
    expect(tab.page.url()).toBe(`${SITE}/login`);
    await shown(tab.page.getByRole('alert'));
    expect(tab.logs).not.toContain(LOGIN.success);
    // Still signed out.
    await tab.goto('/admin');
    await tab.page.waitForURL(atLogin);
  });

  test('an account without the admin claim is told so, signed out, and never sees an admin screen', async ({
    open,
  }) => {
    await signUp(NOT_ADMIN.email, NOT_ADMIN.password);
    const tab = await open({ viewport: DESKTOP });
    await tab.goto('/login');
    await submitLogin(tab, NOT_ADMIN.email, NOT_ADMIN.password);
    await shown(tab.page.getByRole('alert').getByText(NOT_ADMIN_MESSAGE));
    expect(tab.page.url()).toBe(`${SITE}/login`);
    expect(tab.logs).not.toContain(LOGIN.success);
    for (const path of ['/admin', adminPaths[1]!]) {
      await tab.goto(path);
      await tab.page.waitForURL(atLogin);
    }
    expect(await tab.page.getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(0);
  });

  test("the seeded administrator signs in (console 'Usuario ha iniciado sesión con éxito'), stays signed in, and 'Cerrar sesión' returns to /login", async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await signInThroughForm(tab);
    expect(tab.logs).toContain(LOGIN.success);
    await shown(page.getByText(SEED_ADMIN.email, { exact: true }));

    // The session survives a reload, and /login sends an administrator on to /admin.
    await page.reload();
    await shown(page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
    await tab.goto('/login');
    await page.waitForURL(`${SITE}/admin`);

    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await page.waitForURL(`${SITE}/login`);
    await shown(page.getByRole('heading', { level: 1, name: LOGIN.heading }));
    await tab.goto('/admin');
    await page.waitForURL(atLogin);
  });

  test('signing in after the guard sent an admin address to /login returns to it, query included', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    await tab.goto('/admin?c=docentes');
    await tab.page.waitForURL(atLogin);
    await submitLogin(tab, SEED_ADMIN.email, SEED_ADMIN.password);
    await tab.page.waitForURL(`${SITE}/admin?c=docentes`);
    await shown(tab.page.locator('table.adm-table caption', { hasText: 'Registros de Docentes' }));
  });
});
