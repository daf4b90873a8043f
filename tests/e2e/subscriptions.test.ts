/**
 * The families' e-mail subscription in Chromium, with JavaScript turned off (the form is a plain
 * POST): from the footer's link to /suscripcion, subscribe, «Revise su correo», the confirmation
 * mail (its HTML part rendered in the browser), its link's page with one button, the confirmed
 * page; then the preferences page filled in from the stored choices, saved. Screenshots at 390
 * and 1280 px of the form, the mail and the preferences into tests/screenshots/.
 */
import { afterAll, beforeAll, describe, expect, onTestFinished } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SUBSCRIBERS_COLLECTION, type SubscriberDoc } from '../../functions/src/model/subscriptions';
import { signToken, subscriberId } from '../../functions/src/subscriptions/tokens';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, test } from './browser';
import { shown } from './pages';

const { db } = emulatorDeps();
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

describe('subscription by e-mail', () => {
  test('footer → form → mail → confirm → confirmed; then the preferences', async ({ open }) => {
    const email = `e2e-suscripcion-${Date.now()}@example.com`;
    const tab = await open({ viewport: PHONE, mobile: true, javaScriptEnabled: false });
    const { page } = tab;

    // The school offers sedes and grades to choose from (restored after the test).
    const sitio = (await db.collection('sitio').limit(1).get()).docs[0]!;
    const offered = sitio.data();
    await sitio.ref.update({
      sedesSuscripcion: ['Principal', 'Rural El Rosal'],
      gradosSuscripcion: ['Transición', 'Primero', 'Segundo', 'Tercero', 'Cuarto', 'Quinto', 'Sexto', 'Once'],
    });
    onTestFinished(async () => {
      await sitio.ref.update({
        sedesSuscripcion: offered.sedesSuscripcion ?? [],
        gradosSuscripcion: offered.gradosSuscripcion ?? [],
      });
    });

    await tab.goto('/circulares');
    await screenshot(page, 'suscripcion-recuadro-circulares-390');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Suscribirme por correo', exact: true }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Reciba las circulares por correo' }));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'suscripcion-formulario-390');

    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: 'Eventos', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Rural El Rosal', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Quinto', exact: true }).check();
    await page.getByRole('radio', { name: 'Un resumen semanal (los lunes)' }).check();
    await page.getByRole('checkbox', { name: /Autorizo al colegio/ }).check();
    await page.getByRole('button', { name: 'Suscribirme', exact: true }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Revise su correo' }));
    expect(new URL(page.url()).pathname).toBe('/suscripcion/revise-su-correo');

    const mail = await catcher.waitFor(
      (m) => m.to.includes(email) && /Confirme su suscripción/.test(m.subject),
      20_000,
    );
    const link = /(https?:\/\/\S+\/suscripcion\/confirmar\?t=\S+)/.exec(mail.text)![1]!;
    // The mail's HTML part, as a mail program shows it.
    const mailTab = await open({ viewport: PHONE, mobile: true, javaScriptEnabled: false });
    await mailTab.page.setContent(mail.html);
    await shown(mailTab.page.getByRole('link', { name: 'Confirmar suscripción' }));
    await screenshot(mailTab.page, 'suscripcion-correo-confirmacion-390');
    await mailTab.page.setViewportSize(DESKTOP);
    await screenshot(mailTab.page, 'suscripcion-correo-confirmacion-1280');

    // The link opens a page with one button; only its POST confirms.
    await page.goto(link);
    await shown(page.getByRole('heading', { level: 1, name: 'Confirmar la suscripción' }));
    const id = subscriberId(email);
    const pending = (await db.collection(SUBSCRIBERS_COLLECTION).doc(id).get()).data() as SubscriberDoc;
    expect(pending).toMatchObject({
      estado: 'pendiente',
      temas: ['circulares', 'noticias'],
      modo: 'semanal',
    });
    await page.getByRole('button', { name: 'Confirmar suscripción', exact: true }).click();
    await shown(page.getByText(/Su suscripción quedó confirmada/));
    const confirmed = (await db.collection(SUBSCRIBERS_COLLECTION).doc(id).get()).data() as SubscriberDoc;
    expect(confirmed.estado).toBe('confirmada');

    // The preferences link (in every notice), filled in from the stored choices.
    const t = await signToken(db, { a: 'preferencias', s: id, n: confirmed.nonce });
    await tab.goto(`/suscripcion/preferencias?t=${encodeURIComponent(t)}`);
    await shown(page.getByRole('heading', { level: 1, name: 'Preferencias de la suscripción' }));
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Circulares', exact: true }).isChecked())
      .toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Eventos', exact: true }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Un resumen semanal (los lunes)' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Quinto', exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'suscripcion-preferencias-390');
    await page.getByRole('checkbox', { name: 'Eventos', exact: true }).check();
    await page.getByRole('radio', { name: 'Cada vez que se publique' }).check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await shown(page.getByText('Sus preferencias quedaron guardadas.'));
    expect(await page.getByRole('checkbox', { name: 'Eventos', exact: true }).isChecked()).toBe(true);
    const saved = (await db.collection(SUBSCRIBERS_COLLECTION).doc(id).get()).data() as SubscriberDoc;
    expect(saved).toMatchObject({ temas: ['circulares', 'noticias', 'eventos'], modo: 'inmediato' });

    const desktop = await open({ viewport: DESKTOP });
    await desktop.goto('/suscripcion?tema=circulares');
    await shown(desktop.page.getByRole('heading', { level: 1, name: 'Reciba las circulares por correo' }));
    await screenshot(desktop.page, 'suscripcion-formulario-1280');
    await desktop.goto(`/suscripcion/preferencias?t=${encodeURIComponent(t)}`);
    await shown(desktop.page.getByRole('heading', { level: 1, name: 'Preferencias de la suscripción' }));
    await screenshot(desktop.page, 'suscripcion-preferencias-1280');
    await desktop.goto('/politica-de-privacidad');
    await shown(desktop.page.getByRole('heading', { name: 'Bases de datos de este sitio' }));
    await screenshot(desktop.page, 'suscripcion-politica-inventario-1280');

    await db.collection(SUBSCRIBERS_COLLECTION).doc(id).delete();
  });
});
