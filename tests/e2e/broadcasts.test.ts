/**
 * One circular, every school, in a real browser at 1280 and 390 px: the Secretaría sends a
 * circular with its PDF to every active school (through its API, as the console does); each seeded
 * site — San José at its own domain, Las Acacias and El Carmen at /{slug}/ on the platform's — shows
 * it in its news, on its article page marked «De la Secretaría de Educación», in its feed and its
 * search; the Secretaría's edit reaches all three; Las Acacias' administrator hides it from its
 * home page in the admin, and the other two still show it at home. The broadcast is withdrawn and
 * every trace removed at the end.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { pdf } from '../emulator/fixtures';
import { formOf } from '../emulator/site';
import {
  PLATFORM,
  platformCall,
  removeBroadcastTraces,
  seededAccount,
  seededToken,
} from '../emulator/platform';
import { SEED_ACCOUNTS } from '../../scripts/seed/accounts';
import { DESKTOP, horizontalOverflow, islandsLive, PHONE, screenshot, SITE, test } from './browser';
import { shown } from './pages';

const MARK = 'De la Secretaría de Educación';
const WORD = `zqe${Date.now().toString(36)}`;
const TITLE = `Circular de la Secretaría ${WORD}`;
const EDITED = `Circular de la Secretaría corregida ${WORD}`;
/** Each seeded school's public address. */
const SITES = {
  sanjose: SITE,
  lasacacias: `${PLATFORM}/lasacacias`,
  elcarmen: `${PLATFORM}/elcarmen`,
} as const;
type School = keyof typeof SITES;
const SCHOOLS = Object.keys(SITES) as School[];

const root = emulatorRoot();
let secretaria = '';
let broadcast = '';
/** Broadcasts the console's test sent (found by their title). */
const fromConsole: string[] = [];

async function copyOf(school: School): Promise<{ _id: string; slug: string; title: string } | undefined> {
  const res = await fetch(`${SITES[school]}/api/noticias`);
  const list = (await res.json()) as Array<{
    _id: string;
    slug: string;
    title: string;
    comunicado?: { id: string };
  }>;
  return list.find((r) => r.comunicado?.id === broadcast);
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(islandsLive, false);
}

beforeAll(async () => {
  secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
  const res = await platformCall<{ id: string; escritas: number; message?: string }>(
    'POST',
    '/api/plataforma/comunicados',
    {
      token: secretaria,
      form: formOf(
        {
          tipo: 'circular',
          titulo: TITLE,
          texto: `Calendario del segundo semestre ${WORD}.`,
          destino: JSON.stringify({ tipo: 'todas' }),
        },
        { pdf: [pdf('Circular de la Secretaría'), 'Circular 015 Secretaría.pdf'] },
      ),
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  broadcast = res.body.id;
}, 300_000);

afterAll(() => removeBroadcastTraces([broadcast, ...fromConsole], secretaria), 300_000);

test('every seeded school shows the circular as its own, marked, in its news, feed and search', async ({
  open,
}) => {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    const { page } = await open({ viewport, mobile: width === 390 });
    for (const school of SCHOOLS) {
      const at = SITES[school];
      const copy = (await copyOf(school))!;
      expect(copy.title).toBe(TITLE);
      await visit(page, `${at}/noticias`);
      const card = page.locator('article', { has: page.getByRole('link', { name: TITLE }) });
      await shown(card);
      expect(await card.textContent()).toContain(MARK);
      await card.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(`${at}/noticias/${copy.slug}`);
      await shown(page.getByRole('heading', { level: 1, name: TITLE }));
      await shown(page.getByText(`Circular · ${MARK}`));
      if (school !== 'elcarmen') await screenshot(page, `comunicado-${school}-${width}`);
      // Its PDF, from the school's own media.
      const pdfLink = page.locator('a[type="application/pdf"]').first();
      const href = (await pdfLink.getAttribute('href'))!;
      expect(href.startsWith(school === 'sanjose' ? '/media/' : `/${school}/media/`)).toBe(true);
      const file = await page.request.get(new URL(href, page.url()).href);
      expect(file.status()).toBe(200);
      // The feed.
      const rss = await (await page.request.get(`${at}/noticias/rss.xml`)).text();
      expect(rss).toContain(TITLE);
      expect(rss).toContain(`<category>${MARK}</category>`);
    }
  }
});

test('it is found in each school’s search within a minute', async ({ open }) => {
  const { page } = await open({ viewport: DESKTOP });
  for (const school of SCHOOLS) {
    // Each school's index is rebuilt when older than a minute (decision 0020).
    await expect
      .poll(
        async () => {
          await visit(page, `${SITES[school]}/buscar?q=${WORD}`);
          return (await page.locator('main').textContent()) ?? '';
        },
        { timeout: 90_000, interval: 5_000 },
      )
      .toContain(TITLE);
    expect(await page.locator('main').textContent()).toContain(MARK);
  }
  await screenshot(page, 'comunicado-buscar-1280');
});

test('the Secretaría’s edit reaches every school', async ({ open }) => {
  const res = await platformCall('PUT', `/api/plataforma/comunicados/${broadcast}`, {
    token: secretaria,
    json: { titulo: EDITED },
  });
  expect(res.status).toBe(200);
  const { page } = await open({ viewport: PHONE, mobile: true });
  for (const school of SCHOOLS) {
    const copy = (await copyOf(school))!;
    await visit(page, `${SITES[school]}/noticias/${copy.slug}`);
    await shown(page.getByRole('heading', { level: 1, name: EDITED }));
  }
});

test('Las Acacias hides it from its home page in its admin; the other schools still show it', async ({
  open,
}) => {
  const admin = seededAccount({ school: 'lasacacias' });
  const copy = (await copyOf('lasacacias'))!;
  const at = SITES.lasacacias;
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    const { page } = await open({ viewport, mobile: width === 390 });
    await page.goto(`${at}/login`, { waitUntil: 'load' });
    await page.getByLabel('Email', { exact: true }).fill(admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(`${at}/admin`);
    await page.goto(`${at}/noticiasEdit/${copy._id}`, { waitUntil: 'load' });
    await shown(page.getByText('solo ella puede modificarlo o retirarlo', { exact: false }));
    // Read-only: no save button.
    expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    const hide = page.getByRole('button', { name: 'Ocultar de la página de inicio' });
    const show = page.getByRole('button', { name: 'Mostrar en la página de inicio' });
    if (width === 1280) {
      await hide.click();
      await shown(show);
    } else {
      await shown(show);
    }
    await screenshot(page, `comunicado-admin-copia-${width}`);
  }
  const { page } = await open({ viewport: DESKTOP });
  await visit(page, `${at}/`);
  expect(await page.locator('main').textContent()).not.toContain(EDITED);
  await screenshot(page, 'comunicado-inicio-oculto-lasacacias-1280');
  await visit(page, `${at}/noticias`);
  await shown(page.getByRole('link', { name: EDITED }));
  for (const school of ['sanjose', 'elcarmen'] as const) {
    await visit(page, `${SITES[school]}/`);
    await shown(page.getByRole('link', { name: EDITED }).first());
  }
  await screenshot(page, 'comunicado-inicio-elcarmen-1280');
});

test('the Secretaría sends a circular from its console to one school, sees it listed, and withdraws it after confirming', async ({
  open,
}) => {
  const account = SEED_ACCOUNTS.find((a) => a.platform === 'secretaria')!;
  const title = `Circular desde el panel ${WORD}`;
  const tab = await open({ viewport: DESKTOP });
  const { page } = tab;
  await page.goto(`${PLATFORM}/secretaria/comunicados`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(`${PLATFORM}/secretaria/comunicados`);
  await shown(page.getByRole('heading', { name: 'Nuevo comunicado' }));
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Texto', { exact: true }).fill(`Solo para El Carmen ${WORD}.`);
  await page.getByLabel('Documento PDF de la circular').setInputFiles({
    name: 'circular-panel.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Circular del panel'),
  });
  await shown(page.getByText('circular-panel.pdf'));
  await page.getByLabel('Los colegios que elija').check();
  // Sent with no school chosen: refused (the browser logs the 400), and the form keeps what was written.
  tab.expectConsoleError(/status of 400/);
  await page.getByRole('button', { name: 'Enviar comunicado' }).click();
  await shown(page.getByRole('alert').filter({ hasText: 'al menos un colegio' }));
  expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe(title);
  await page.getByRole('checkbox', { name: /El Carmen/ }).check();
  await page.getByRole('button', { name: 'Enviar comunicado' }).click();
  await shown(page.getByText('Comunicado enviado: ya está en 1 colegio.'));
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(title) }) });
  await shown(item.getByText('Llega a 1 colegio'));
  const sent = await root.db.collection('comunicados').where('titulo', '==', title).get();
  fromConsole.push(...sent.docs.map((d) => d.id));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'comunicado-panel-1280');

  // The school shows it; the others do not.
  const elcarmen = (await (await fetch(`${SITES.elcarmen}/api/noticias`)).json()) as Array<{ title: string }>;
  expect(elcarmen.map((r) => r.title)).toContain(title);
  const sanjose = (await (await fetch(`${SITES.sanjose}/api/noticias`)).json()) as Array<{ title: string }>;
  expect(sanjose.map((r) => r.title)).not.toContain(title);

  await page.setViewportSize(PHONE);
  await item.scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'comunicado-panel-390');

  await item.getByRole('button', { name: 'Retirar' }).click();
  await shown(item.getByText(/¿Retirar este comunicado\? Dejará de publicarse en 1 colegio/));
  await item.getByRole('alertdialog').scrollIntoViewIfNeeded();
  await screenshot(page, 'comunicado-panel-retirar-390', { viewport: true });
  await item.getByRole('button', { name: 'Sí, retirar' }).click();
  await shown(page.getByText('Comunicado retirado de todos los colegios.'));
  const after = (await (await fetch(`${SITES.elcarmen}/api/noticias`)).json()) as Array<{ title: string }>;
  expect(after.map((r) => r.title)).not.toContain(title);
});
