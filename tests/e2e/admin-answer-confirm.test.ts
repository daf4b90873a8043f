/**
 * In Chromium, the PQRSD answer's confirmation and the admin's small things:
 * - "Enviar la respuesta" shows the mail exactly as the citizen gets it (address, subject, text)
 *   and sends nothing until "Enviar"; "Volver a editar" loses nothing. The mail then caught by the
 *   local SMTP server is that text. Screenshots at 390 and 1280 px.
 * - /admin/pqrsd on a 390 px phone: no sideways scrolling, the list and an open request.
 * - The sticky save bar does not cover "Aplicar enlace" in the formatted text's link panel.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import { getCollection } from '../../functions/src/model';
import { firstRecord } from '../emulator/state';
import { adminTest as test, formReady } from './admin';
import { keepSeededContent } from './content';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE } from './browser';
import { shown } from './pages';

keepSeededContent();

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** Files a petition through the API, as the public form does; answers its radicado. */
async function fileRequest(email: string): Promise<string> {
  const res = await fetch(`${SITE}/api/pqrsd`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      tipo: 'peticion',
      nombre: 'Ana Pérez',
      documento: '',
      email,
      telefono: '',
      asunto: 'Certificado de estudios de 2025 para la universidad',
      mensaje: 'Solicito el certificado de estudios de 2025.',
      consentimiento: PQRSD_CONSENT_VERSION,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { radicado: string }).radicado;
}

const ANSWER_LABEL = /^Texto de la respuesta\b/;
const scrollWidth = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

describe('the PQRSD answer, confirmed', () => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    test(`shows the exact mail and sends nothing before "Enviar", at ${width} px`, async ({ signedIn }) => {
      const email = `confirma-${width}-${Date.now()}@example.com`;
      const radicado = await fileRequest(email);
      await catcher.waitFor((m) => m.to.includes(email));
      const tab = await signedIn({ viewport });
      const { page } = tab;

      await tab.goto('/admin/pqrsd');
      await shown(page.getByRole('link', { name: `Abrir ${radicado}`, exact: true }));
      // The inbox on a phone: no sideways scrolling (it was 427 px wide).
      if (width === 390) expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      await page.getByRole('link', { name: `Abrir ${radicado}`, exact: true }).click();
      const detail = page.getByRole('article', { name: new RegExp(`^${radicado}:`) });
      await shown(detail.getByText('Solicito el certificado de estudios de 2025.'));
      if (width === 390) expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

      const editor = page.getByRole('textbox', { name: ANSWER_LABEL });
      await editor.click();
      await page.keyboard.type('Su certificado está listo en la secretaría.');
      await page.getByRole('button', { name: 'Enviar la respuesta', exact: true }).click();

      const dialog = page.getByRole('alertdialog', { name: 'Revise el correo antes de enviarlo' });
      await shown(dialog);
      const text = (await dialog.locator('pre').textContent())!;
      expect(text).toContain('Su certificado está listo en la secretaría.');
      expect(text).toContain(`/pqrsd/consulta?radicado=${radicado}`);
      expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      expect(text).not.toContain('\n\n\n');
      await shown(dialog.getByText(email, { exact: true }));
      await shown(dialog.getByText(`Respuesta a su solicitud ${radicado}`, { exact: true }));
      // The whole box on screen, its buttons reachable; nothing wider than the phone.
      const send = dialog.getByRole('button', { name: 'Enviar', exact: true });
      await send.scrollIntoViewIfNeeded();
      await shown(send);
      expect(await horizontalOverflow(page)).toBe(0);
      await dialog.evaluate((box) => box.scrollTo(0, 0));
      await screenshot(page, `pqrsd-confirmacion-${width}`, { viewport: true });

      // Nothing has left: no answer mail, the request still open.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(catcher.messages.some((m) => m.to.includes(email) && /^Respuesta/.test(m.subject))).toBe(false);

      // "Volver a editar": the answer is still there, still unsent.
      await dialog.getByRole('button', { name: 'Volver a editar', exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await editor.textContent()).toBe('Su certificado está listo en la secretaría.');
      await shown(page.getByRole('button', { name: 'Enviar la respuesta', exact: true }));

      // Then "Enviar": the mail that leaves is the text shown.
      await page.getByRole('button', { name: 'Enviar la respuesta', exact: true }).click();
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await shown(page.getByText(`Se respondió ${radicado}.`, { exact: true }));
      const mail = await catcher.waitFor((m) => m.to.includes(email) && /^Respuesta/.test(m.subject));
      expect(mail.subject).toBe(`Respuesta a su solicitud ${radicado}`);
      expect(mail.text.trim()).toBe(text.trim());
      if (width === 390) expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    });
  }
});

describe('the link panel and the save bar', () => {
  test('"Aplicar enlace" is not covered by the sticky save bar at 390 px', async ({ signedIn }) => {
    const tab = await signedIn({ viewport: PHONE });
    const { page } = tab;
    const { _id: id } = await firstRecord('resenahistorica');
    await tab.goto(`/resenahistoricaEdit/${id}`);
    await formReady(page, 'edit');
    const label = getCollection('resenahistorica').fields.stringtwo!.label;
    const editor = page.getByRole('textbox', { name: label, exact: true });
    await shown(editor);
    const toolbar = page
      .locator('.adm-field', { has: editor })
      .getByRole('toolbar', { name: 'Formato del texto' });
    // A word selected, as the secretary does before "Enlace".
    await editor.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await editor.dblclick({ position: { x: 30, y: 12 } });
    // The toolbar just above the save bar, where a link panel opening under it meets the bar.
    await toolbar.evaluate((tools) => {
      const bar = document.querySelector('.adm-form__actions')!.getBoundingClientRect();
      window.scrollBy(0, tools.getBoundingClientRect().bottom - bar.top + 4);
    });
    await toolbar.getByRole('button', { name: 'Enlace' }).click();
    const apply = page.getByRole('button', { name: 'Aplicar enlace', exact: true });
    await shown(apply);
    await expect
      .poll(() =>
        apply.evaluate((button) => {
          const r = button.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          if (y < 0 || y > window.innerHeight) return `fuera de la pantalla (${Math.round(y)} px)`;
          const hit = document.elementFromPoint(x, y);
          return hit && button.contains(hit) ? 'visible' : `tapado por ${hit?.className || hit?.tagName}`;
        }),
      )
      .toBe('visible');
    await screenshot(page, 'enlace-sobre-barra-390', { viewport: true });
    await page.getByRole('button', { name: 'Cancelar', exact: true }).last().click();
  });
});
