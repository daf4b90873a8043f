/**
 * «Suscripciones» in Chromium: the administrator opens it from the admin home and sees the counts
 * per topic as the API gives them and the notices' queue (screenshots at 1280 and 390 px of the
 * counts and of the notices table, no sideways scroll, no serious axe violation); finds an address
 * and deletes it on request after the confirmation; an editor sees the counts and the notices and
 * «Enterado» by number, never an address. Data written straight into Firestore and removed after.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { SubscriptionCounts } from '../../functions/src/model/subscriptions-staff';
import { SUBSCRIBERS_COLLECTION } from '../../functions/src/model/subscriptions';
import { subscriberId } from '../../functions/src/subscriptions/tokens';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { acceptInvitation, removeTestAdmins, testEmail } from '../emulator/admins';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { HELD_REASON, subscriber, SubscriptionData } from '../emulator/subscription-fixture';
import { adminTest as test, submitLogin } from './admin';
import { blockingViolations, runAxe } from './axe';
import { BOTH_WIDTHS, horizontalOverflow, PHONE, screenshot, SITE } from './browser';
import { shown } from './pages';

const PASSWORD = 'Clave-Suscripciones-2026';
const data = new SubscriptionData(emulatorDeps().db);
const tag = Date.now().toString(36);
const mail = (name: string) => `${name}-${tag}@familias-e2e.test`;
const ANA = mail('ana');
const BETO = mail('beto');
const CARLA = mail('carla');
let circular = '';

beforeAll(async () => {
  await data.addSubscriber(subscriber(ANA, ['circulares', 'noticias'], 'inmediato'));
  await data.addSubscriber(subscriber(BETO, ['eventos'], 'semanal', 'pendiente'));
  await data.addSubscriber(subscriber(CARLA, ['circulares'], 'semanal'));
  await data.addPush(`push-e2e-${tag}`, ['circulares', 'eventos']);
  circular = await data.addNotice(`circular-e2e-${tag}`, {
    titulo: 'Circular 12: entrega de boletines del tercer periodo',
    enterado: true,
    encolados: 3,
    push: 1,
  });
  await data.addMessage(circular, ANA, 'sent');
  await data.addMessage(circular, CARLA, 'sent');
  await data.addMessage(circular, mail('dario'), 'pending', HELD_REASON);
  await data.addRead(circular, ANA);
});
afterAll(async () => {
  await data.remove();
  await removeTestAdmins();
});

test('«Suscripciones» at 1280 and 390 px: the counts per topic and the notices to the families', async ({
  signedIn,
}) => {
  const counts = (
    await call<SubscriptionCounts>('GET', '/api/suscripciones/resumen', { token: await adminToken() })
  ).body;
  for (const [viewport, width] of BOTH_WIDTHS) {
    const tab = await signedIn({ viewport, mobile: width === 390 });
    const { page } = tab;
    if (width === 1280) {
      await page.getByRole('link', { name: 'Suscripciones', exact: true }).click();
      await page.waitForURL(`${SITE}/admin/suscripciones`);
    } else {
      await tab.goto('/admin/suscripciones');
    }
    await shown(page.getByRole('heading', { level: 1, name: 'Suscripciones' }));
    const table = page.getByRole('table', { name: /^Suscriptores confirmados por tema/ });
    await shown(table);
    const circulares = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Circulares' }) });
    expect(await circulares.getByRole('cell').allTextContents()).toEqual(
      [
        counts.porTema.circulares.inmediato,
        counts.porTema.circulares.semanal,
        counts.temas.circulares,
        counts.pushPorTema.circulares,
      ].map(String),
    );
    const notices = page.getByRole('table', { name: /^Avisos a las familias/ });
    const row = notices.getByRole('row').filter({ hasText: 'Circular 12: entrega de boletines' });
    await shown(row.getByText('Recibieron 2 · Confirmaron 1', { exact: true }));
    await shown(row.getByText('Enviando (con retenidos)', { exact: true }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `admin-suscripciones-conteos-${width}`, { viewport: true });
    await page
      .getByRole('heading', { level: 2, name: 'Avisos a las familias' })
      .evaluate((h) => h.scrollIntoView());
    await screenshot(page, `admin-suscripciones-avisos-${width}`, { viewport: true });
    await screenshot(page, `admin-suscripciones-${width}`);
    expect(await horizontalOverflow(page), `Suscripciones at ${width} px`).toBe(0);
    if (width === 1280) {
      const { violations, passes } = await runAxe(page);
      expect(passes).toBeGreaterThan(10);
      expect(blockingViolations(violations)).toEqual([]);
    }
    expect(tab.problems).toEqual([]);
  }
});

test("an administrator finds an address and deletes it on the person's request", async ({ admin }) => {
  const { page } = admin;
  await admin.goto('/admin/suscripciones');
  await page.getByLabel('Buscar por correo', { exact: true }).fill(`-${tag}@familias-e2e`);
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await page.waitForURL(/\/admin\/suscripciones\?q=/);
  const addresses = page.getByRole('table', { name: 'Direcciones' });
  await shown(addresses.getByRole('cell', { name: BETO, exact: true }));
  expect(await addresses.getByRole('row').count()).toBe(4);
  await addresses.getByRole('button', { name: `Eliminar ${BETO}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar esta suscripción?' });
  await shown(dialog);
  expect(await dialog.textContent()).toContain(BETO);
  await screenshot(page, 'admin-suscripciones-eliminar-1280', { viewport: true });
  await dialog.getByRole('button', { name: 'Eliminar la suscripción', exact: true }).click();
  await shown(page.getByText(`Se eliminó la suscripción de ${BETO}.`, { exact: true }));
  await expect.poll(() => addresses.getByRole('cell', { name: BETO, exact: true }).count()).toBe(0);
  // The filter is still the one typed.
  expect(await page.getByLabel('Buscar por correo', { exact: true }).inputValue()).toBe(
    `-${tag}@familias-e2e`,
  );
  expect(
    (await emulatorDeps().db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(BETO)).get()).exists,
  ).toBe(false);
  expect(admin.problems).toEqual([]);
});

test('an editor sees the counts and the notices, and «Enterado» by number: never an address', async ({
  open,
}) => {
  const email = testEmail('e2e-suscripciones-editor');
  const res = await call<{ link: string }>('POST', '/api/admins', {
    token: await adminToken(),
    json: { email, role: 'editor' },
  });
  expect(res.status).toBe(201);
  await acceptInvitation(res.body.link, PASSWORD);
  const validSince = Date.parse((await emulatorDeps().auth.getUserByEmail(email)).tokensValidAfterTime ?? '');
  await expect.poll(() => Date.now(), { interval: 100 }).toBeGreaterThanOrEqual(validSince + 1000);
  const tab = await open({ viewport: PHONE, mobile: true });
  const { page } = tab;
  await tab.goto('/login');
  await submitLogin(tab, email, PASSWORD);
  await page.waitForURL(`${SITE}/admin`);
  await tab.goto('/admin/suscripciones');
  await shown(page.getByRole('table', { name: /^Suscriptores confirmados por tema/ }));
  await shown(
    page.getByText('Las direcciones de las familias solo las ven los administradores.', { exact: true }),
  );
  const row = page
    .getByRole('table', { name: /^Avisos a las familias/ })
    .getByRole('row')
    .filter({ hasText: 'Circular 12: entrega de boletines' });
  await shown(row);
  expect(await page.getByRole('table', { name: 'Direcciones' }).count()).toBe(0);
  expect(await page.locator('body').textContent()).not.toContain('@familias-e2e');
  await screenshot(page, 'admin-suscripciones-editor-390');

  await row.getByRole('link', { name: /^Ver lista/ }).click();
  await page.waitForURL(/\/admin\/enterado\?aviso=/);
  const list = page.getByRole('table', { name: /^Familias que recibieron la circular/ });
  await shown(list.getByText('Familia 1', { exact: true }));
  expect(await page.locator('body').textContent()).not.toContain('@familias-e2e');
  await screenshot(page, 'admin-enterado-editor-390');
  expect(await horizontalOverflow(page), 'Enterado at 390 px').toBe(0);
  expect(tab.problems).toEqual([]);
});
