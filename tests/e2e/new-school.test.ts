/**
 * A fourth school in a real browser: the Secretaría creates it in its console's «Nueva
 * institución» (every field, the live contrast verdict, the logo), the rector opens the invitation
 * from the local mail server, chooses a password, signs in at the new school's /{slug}/admin and
 * publishes a news item that shows on the new school's site. Its first pages carry «Texto de
 * ejemplo», at 1280 and 390 px. Retired from «Instituciones» after a confirmation that names it,
 * its site answers 410 with the directory's link. The school is removed afterwards (documents,
 * host, people, files), so other tests see only the seeded three.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { testEmail } from '../emulator/admins';
import { png } from '../emulator/fixtures';
import {
  PLATFORM,
  platformCall,
  removeBroadcastTraces,
  seededAccount,
  seededToken,
} from '../emulator/platform';
import { field, formReady } from './admin';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test, type Tab } from './browser';
import { shown } from './pages';

const root = emulatorRoot();
const stamp = Date.now().toString(36);
const ID = `cuarta-${stamp}`;
const AT = `${PLATFORM}/${ID}`;
const NAME = `Institución Educativa El Porvenir ${stamp}`;
const RECTOR = testEmail(`rector-${stamp}`);
const PASSWORD = 'Clave-Rectoria-2026';
const dane = (n: number) => `7${String((Date.now() * 10 + n) % 1e11).padStart(11, '0')}`;

let catcher: MailCatcher;
/** The circular the Secretaría sends to every school, the new one included (withdrawn at the end). */
let broadcast = '';
beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.close();
  // Withdrawn in its test; what the withdrawal left in each seeded school goes too.
  await removeBroadcastTraces([broadcast]);
  await root.db.recursiveDelete(root.db.doc(`schools/${ID}`));
  await root.bucket.deleteFiles({ prefix: `schools/${ID}/`, force: true });
  const user = await root.auth.getUserByEmail(RECTOR).catch(() => null);
  if (user) {
    await root.auth.deleteUser(user.uid);
    await root.db.doc(`people/${user.uid}`).delete();
  }
}, 120_000);

/** Signs the Secretaría in through the platform's /login, sent there by the console's guard. */
async function secretariaAt(tab: Tab, path: string): Promise<void> {
  const { email, password } = seededAccount({ platform: 'secretaria' });
  await tab.page.goto(`${PLATFORM}${path}`);
  await tab.page.waitForURL((url) => url.pathname === '/login');
  await tab.page.getByLabel('Email', { exact: true }).fill(email);
  await tab.page.getByLabel('Contraseña', { exact: true }).fill(password);
  await tab.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await tab.page.waitForURL(`${PLATFORM}${path}`);
}

test('the Secretaría creates a fourth school in its console; its rector signs in through the invitation and publishes a news item', async ({
  open,
}) => {
  const secretaria = await open({ viewport: DESKTOP });
  const formPage = secretaria.page;
  await secretariaAt(secretaria, '/secretaria/nueva-institucion');
  await formPage.getByLabel(/^Nombre de la institución/).fill(NAME);
  await formPage.getByLabel(/^Identificador/).fill(ID);
  await formPage.getByLabel(/^Código DANE \(/).fill(dane(1));
  await formPage.getByLabel(/^Municipio/).fill('Villa del Río');
  await formPage.getByLabel(/^Comuna o corregimiento/).fill('Corregimiento El Porvenir');
  await formPage.getByLabel(/^Nombre de la sede 1/).fill('Sede principal');
  await formPage.getByLabel(/^Dirección de la sede 1/).fill('Vereda El Porvenir');
  await formPage.getByLabel(/^Código DANE de la sede 1/).fill(dane(2));
  await formPage.getByLabel(/^Correo de contacto/).fill(`contacto-${stamp}@elporvenir.edu.co`);
  await formPage.getByLabel(/^Teléfono de contacto/).fill('(604) 444 7070');
  await formPage.getByLabel(/^Dirección de la sede principal/).fill('Vereda El Porvenir');
  // A colour too light for white text: the verdict says so at once, and the server would refuse it.
  await formPage.getByLabel('Color principal', { exact: true }).fill('#f2b632');
  await shown(formPage.getByText(/no cumple WCAG 2.1 AA/).first());
  await formPage.getByLabel('Color principal', { exact: true }).fill('#14532d');
  await formPage.getByLabel('Escudo o logotipo', { exact: true }).setInputFiles({
    name: 'escudo.png',
    mimeType: 'image/png',
    buffer: await png(512, 512),
  });
  await shown(formPage.getByRole('img', { name: 'Escudo elegido' }));
  await formPage.getByLabel(/^Correo del rector o la rectora/).fill(RECTOR);
  expect(await horizontalOverflow(formPage)).toBe(0);
  await screenshot(formPage, 'secretaria-nueva-institucion-1280');
  await formPage.getByRole('button', { name: 'Crear la institución', exact: true }).click();
  const done = formPage.getByRole('status').filter({ hasText: 'Se creó la institución.' });
  await shown(done);
  await shown(done.getByRole('link', { name: `${AT}/`, exact: true }));
  await shown(done.getByText(`Se envió a ${RECTOR} la invitación`, { exact: false }));
  await screenshot(formPage, 'secretaria-nueva-institucion-creada-1280');
  expect((await root.db.doc(`schools/${ID}`).get()).get('colores')).toEqual({
    primary: '#14532d',
    secondary: '#062a4a',
  });

  // The invitation in the rector's inbox (the local mail server), with the new school's link.
  const mail = await catcher.waitFor((m) => m.to.includes(RECTOR));
  const link = /https?:\/\/\S+codigo=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  expect(link.startsWith(`${AT}/login?mode=invitacion&codigo=`)).toBe(true);

  const rector = await open({ viewport: DESKTOP });
  const { page } = rector;
  await page.goto(link, { waitUntil: 'load' });
  await shown(page.getByRole('heading', { name: 'Elija su contraseña' }));
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repita la contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña', exact: true }).click();
  await page.waitForURL(`${AT}/login`);
  // Setting a password moves validSince (whole seconds): sign in once the clock has left that second.
  const validSince = Date.parse((await root.auth.getUserByEmail(RECTOR)).tokensValidAfterTime ?? '');
  await expect.poll(() => Date.now(), { interval: 100 }).toBeGreaterThanOrEqual(validSince + 1000);
  // The new school's own sign-in (submitLogin would go to San José's /login).
  await page.getByLabel('Email', { exact: true }).fill(RECTOR);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(`${AT}/admin`);
  await screenshot(page, 'nueva-institucion-admin-1280');

  const title = `Primer día de clases en El Porvenir (${stamp})`;
  await page.goto(`${AT}/noticiasCreate`, { waitUntil: 'load' });
  await formReady(page, 'create');
  await field(page, 'noticias', 'title').fill(title);
  await field(page, 'noticias', 'kind').selectOption('noticia');
  await field(page, 'noticias', 'summary').fill('Damos la bienvenida a las familias de la vereda.');
  await field(page, 'noticias', 'estado').selectOption('publicado');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await page.waitForURL(`${AT}/admin?c=noticias`);

  // On the new school's site, in a tab of its own (no cached list).
  const visitor = await open({ viewport: DESKTOP });
  await expect
    .poll(async () => {
      await visitor.page.goto(`${AT}/noticias`, { waitUntil: 'load' });
      return visitor.page.getByText(title).count();
    })
    .toBeGreaterThan(0);
  await screenshot(visitor.page, 'nueva-institucion-noticias-1280');
}, 240_000);

test('its first pages say «Texto de ejemplo», at 1280 and 390 px, with nothing wider than the screen', async ({
  open,
}) => {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    const { page } = await open({ viewport, mobile: width === 390 });
    for (const path of ['/politica-de-privacidad', '/participa/diagnostico']) {
      const res = await page.goto(`${AT}${path}`, { waitUntil: 'load' });
      expect(res?.status(), path).toBe(200);
      await shown(page.locator('[data-ejemplo]').getByText('Texto de ejemplo.'));
      await shown(page.getByText(NAME).first());
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
    }
    await page.goto(`${AT}/politica-de-privacidad`, { waitUntil: 'load' });
    await screenshot(page, `nueva-institucion-texto-de-ejemplo-${width}`);
  }

  // The form at 390 px: nothing wider than the screen.
  const phone = await open({ viewport: PHONE, mobile: true });
  await secretariaAt(phone, '/secretaria/nueva-institucion');
  await shown(phone.page.getByRole('button', { name: 'Crear la institución', exact: true }));
  expect(await horizontalOverflow(phone.page)).toBe(0);
  await screenshot(phone.page, 'secretaria-nueva-institucion-390');
}, 240_000);

test('a circular the Secretaría sends to every school reaches the new one as its own: news, feed and search; its withdrawal takes it off', async ({
  open,
}) => {
  const word = `zpv${stamp}`;
  const title = `Circular para todos los colegios ${word}`;
  const token = await seededToken(seededAccount({ platform: 'secretaria' }));
  const sent = await platformCall<{ id: string; escritas: number }>('POST', '/api/plataforma/comunicados', {
    token,
    json: {
      tipo: 'circular',
      titulo: title,
      texto: `Jornada pedagógica ${word}.`,
      destino: { tipo: 'todas' },
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  broadcast = sent.body.id;
  // Four sites: the three seeded schools and the one created above.
  const sites = [SITE, `${PLATFORM}/lasacacias`, `${PLATFORM}/elcarmen`, AT];
  const { page } = await open({ viewport: PHONE, mobile: true });
  for (const at of sites) {
    await page.goto(`${at}/noticias`, { waitUntil: 'load' });
    const card = page.locator('article', { has: page.getByRole('link', { name: title }) });
    await shown(card);
    expect(await card.textContent()).toContain('De la Secretaría de Educación');
    expect(await (await page.request.get(`${at}/noticias/rss.xml`)).text()).toContain(title);
  }
  // The new school's search, whose index is at most a minute old (decision 0020).
  await expect
    .poll(
      async () => {
        await page.goto(`${AT}/buscar?q=${word}`, { waitUntil: 'load' });
        return (await page.locator('main').textContent()) ?? '';
      },
      { timeout: 90_000, interval: 5_000 },
    )
    .toContain(title);
  await screenshot(page, 'nueva-institucion-comunicado-390');

  const withdrawn = await platformCall('DELETE', `/api/plataforma/comunicados/${broadcast}`, { token });
  expect(withdrawn.status).toBe(200);
  for (const at of sites) {
    await page.goto(`${at}/noticias`, { waitUntil: 'load' });
    expect(await page.getByRole('link', { name: title }).count(), at).toBe(0);
  }
}, 240_000);

test('retired from «Instituciones» after a confirmation naming it: its site answers 410 with the directory link', async ({
  open,
}) => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    const tab = await open({ viewport, mobile: width === 390 });
    await secretariaAt(tab, '/secretaria/instituciones');
    const row = tab.page.getByRole('row').filter({ hasText: NAME });
    await shown(row.getByRole('button', { name: `Descargar datos de «${NAME}»` }));
    expect(await horizontalOverflow(tab.page)).toBe(0);
    if (width === 390) {
      await screenshot(tab.page, 'secretaria-instituciones-390');
      continue;
    }
    await row.getByRole('button', { name: `Retirar «${NAME}»`, exact: true }).click();
    const confirm = tab.page.getByRole('alertdialog');
    await shown(confirm.getByText(`¿Retirar «${NAME}»?`, { exact: false }));
    await screenshot(tab.page, 'secretaria-instituciones-retirar-1280');
    await confirm.getByRole('button', { name: `Sí, retirar «${NAME}»`, exact: true }).click();
    await shown(tab.page.getByRole('status').getByText(`«${NAME}» quedó retirada.`, { exact: true }));
    await shown(row.getByText('Retirada', { exact: true }));
    // Another instance's table may keep the school a minute: wait on the answer, not a time.
    const visitor = await open({ viewport: DESKTOP });
    // The 410 is the point: Chromium logs every document answered so.
    visitor.expectConsoleError(/status of 410/);
    await expect
      .poll(async () => (await visitor.page.goto(`${AT}/`, { waitUntil: 'load' }))?.status(), {
        timeout: 90_000,
      })
      .toBe(410);
    await shown(visitor.page.getByRole('link', { name: 'Ver el directorio de colegios', exact: true }));
    expect(
      await visitor.page.getByRole('link', { name: 'Ver el directorio de colegios' }).getAttribute('href'),
    ).toBe(`${PLATFORM}/`);
    await screenshot(visitor.page, 'nueva-institucion-retirada-1280');
  }
}, 240_000);
