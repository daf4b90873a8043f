/**
 * A school reached at `/{slug}/` on the platform's domain, in a real browser: its home page, the
 * menu to the news and one article, the search, and its administrator signing in at
 * `/{slug}/login` and landing on `/{slug}/admin`. Every step stays under the slug.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { DESKTOP, islandsLive, PHONE, screenshot, test } from './browser';
import { shown } from './pages';

const SCHOOL = 'lasacacias';
const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const AT = `${PLATFORM}/${SCHOOL}`;
const ADMIN = { email: 'rectoria@lasacacias.edu.co', password: 'Acacias-Admin-2026' } as const;

const root = emulatorRoot();
let adminUid = '';

beforeAll(async () => {
  // The school's content is the seed's (tests/emulator/global-setup.ts seeds every school).
  // An administrator of this school only: the account, then its role here.
  const existing = await root.auth.getUserByEmail(ADMIN.email).catch(() => null);
  if (existing) await root.auth.deleteUser(existing.uid);
  adminUid = (await root.auth.createUser({ ...ADMIN, emailVerified: true, displayName: 'Rectoría' })).uid;
  await emulatorDeps(SCHOOL).auth.setCustomUserClaims(adminUid, { role: 'admin' });
}, 300_000);

afterAll(async () => {
  if (adminUid) {
    await root.auth.deleteUser(adminUid).catch(() => undefined);
    await root.db.doc(`people/${adminUid}`).delete();
  }
}, 120_000);

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(islandsLive, true);
}

/** The page's own links, pictures and form actions: each under the school's base, or a shared built file. */
async function strayAddresses(page: Page): Promise<string[]> {
  const all = await page.evaluate(() => [
    ...[...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
    ...[...document.querySelectorAll('img[src]')].map((i) => i.getAttribute('src')!),
    ...[...document.querySelectorAll('form[action]')].map((f) => f.getAttribute('action')!),
  ]);
  return all.filter(
    (href) =>
      href.startsWith('/') &&
      !href.startsWith('//') &&
      !href.startsWith(`/${SCHOOL}/`) &&
      !/^\/(?:assets\/|favicon\.svg$)/.test(href),
  );
}

test('a visitor goes from the home page to the news, an article and the search, all under the slug', async ({
  open,
}) => {
  const { page } = await open({ viewport: DESKTOP });
  await visit(page, `${AT}/`);
  expect(await strayAddresses(page)).toEqual([]);
  await screenshot(page, 'colegio-por-ruta-inicio-1280');

  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('link', { name: 'Noticias', exact: true }).click();
  await page.waitForURL(`${AT}/noticias`);
  await expect
    .poll(() => menu.getByRole('link', { name: 'Noticias', exact: true }).getAttribute('aria-current'))
    .toBe('page');
  expect(await strayAddresses(page)).toEqual([]);

  const article = page.locator(`main h2 a[href^="/${SCHOOL}/noticias/"]`).first();
  const title = (await article.textContent())!.trim();
  await article.click();
  await page.waitForURL(new RegExp(`^${AT}/noticias/[^/]+$`));
  await shown(page.getByRole('heading', { level: 1, name: title }));
  expect(await strayAddresses(page)).toEqual([]);
  await screenshot(page, 'colegio-por-ruta-noticia-1280');

  // The header's search: a plain GET form to the school's /buscar, then the island asks its API.
  const search = page.getByRole('search').first();
  await search.getByRole('searchbox').fill('matrícula');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL(`${AT}/buscar?q=matr%C3%ADcula`);
  await page.waitForFunction(islandsLive, false);
  const field = page.getByLabel('¿Qué busca?');
  const asked = page.waitForResponse((r) => r.url().startsWith(`${AT}/api/buscar?q=`) && r.status() === 200);
  await field.fill('noticias');
  await asked;
  await page.waitForURL(`${AT}/buscar?q=noticias`);
  expect(await strayAddresses(page)).toEqual([]);
});

test('the home page at a phone width keeps its addresses under the slug', async ({ open }) => {
  const { page } = await open({ viewport: PHONE, mobile: true });
  await visit(page, `${AT}/`);
  expect(await strayAddresses(page)).toEqual([]);
  await page.getByText('Menú', { exact: true }).click();
  const phoneMenu = page.getByRole('navigation', { name: 'Menú principal' }).locator('details[data-menu]');
  await shown(phoneMenu.getByRole('link', { name: 'Noticias', exact: true }));
  expect(await phoneMenu.getByRole('link', { name: 'Noticias', exact: true }).getAttribute('href')).toBe(
    `/${SCHOOL}/noticias`,
  );
  await screenshot(page, 'colegio-por-ruta-inicio-390');
});

test("the school's administrator signs in at /{slug}/login and sees the admin home under the slug", async ({
  open,
}) => {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    const tab = await open({ viewport, mobile: width === 390 });
    const { page } = tab;
    await page.goto(`${AT}/login`, { waitUntil: 'load' });
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(`${AT}/admin`);
    await shown(page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
    // The home's reads of this school's records, done.
    await shown(page.getByRole('heading', { name: 'Últimos cambios' }));
    // Its calls went to this school's API, and its links to the public site carry the slug.
    expect(tab.requests.some((url) => url.startsWith(`${AT}/api/sesion`))).toBe(true);
    expect(tab.requests.filter((url) => url.startsWith(`${PLATFORM}/api/`))).toEqual([]);
    expect(await strayAddresses(page)).toEqual([]);
    await screenshot(page, `colegio-por-ruta-admin-${width}`);
  }
});
