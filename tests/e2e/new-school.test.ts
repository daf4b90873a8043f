/**
 * A fourth school in a real browser: the Secretaría creates it (through its API, as the console's
 * «Nueva institución» sends it: multipart with the logo), the rector opens the invitation from the
 * local mail server, chooses a password, signs in at the new school's /{slug}/admin and publishes
 * a news item that shows on the new school's site. Its first pages carry «Texto de ejemplo», at
 * 1280 and 390 px. The school is removed afterwards (documents, host, people, files), so other
 * tests see only the seeded three.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { testEmail } from '../emulator/admins';
import { png } from '../emulator/fixtures';
import { PLATFORM, platformCall, seededAccount, seededToken } from '../emulator/platform';
import { field, formReady } from './admin';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, test } from './browser';
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
beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.close();
  await root.db.recursiveDelete(root.db.doc(`schools/${ID}`));
  await root.bucket.deleteFiles({ prefix: `schools/${ID}/`, force: true });
  const user = await root.auth.getUserByEmail(RECTOR).catch(() => null);
  if (user) {
    await root.auth.deleteUser(user.uid);
    await root.db.doc(`people/${user.uid}`).delete();
  }
}, 120_000);

test('the Secretaría creates a fourth school; its rector signs in through the invitation and publishes a news item', async ({
  open,
}) => {
  const form = new FormData();
  form.set(
    'colegio',
    JSON.stringify({
      id: ID,
      name: NAME,
      dane: dane(1),
      municipio: 'Villa del Río',
      comuna: 'Corregimiento El Porvenir',
      sedes: [{ name: 'Sede principal', address: 'Vereda El Porvenir', dane: dane(2) }],
      contacto: {
        email: `contacto-${stamp}@elporvenir.edu.co`,
        phone: '(604) 444 7070',
        address: 'Vereda El Porvenir',
      },
      colores: { primary: '#14532d', secondary: '#7d5700' },
      adminEmail: RECTOR,
    }),
  );
  form.set('logo', new Blob([new Uint8Array(await png(512, 512))], { type: 'image/png' }), 'escudo.png');
  const created = await platformCall<{ url: string; admin: { link: string } }>(
    'POST',
    '/api/plataforma/colegios',
    {
      token: await seededToken(seededAccount({ platform: 'secretaria' })),
      form,
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.url).toBe(`${AT}/`);

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
});

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
});
