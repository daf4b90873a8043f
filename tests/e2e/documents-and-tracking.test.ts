/**
 * Documents with their names, tracking that opens on the answer, and the smaller fixes, in
 * Chromium at 390 and 1280 px: a circular's PDF is saved as "Circular 002 - reunión de padres de
 * familia.pdf" (the server's Content-Disposition); the acuse's tracking link shows the request's
 * state at once, its code never in an address the browser asks for; a radicado typed as its number
 * alone is read as the full one; /pqrsd's "Antes de enviar" comes before the button and goes
 * with the form; the chat button steps away while the phone's menu is open; the footer's PEI is
 * its PDF; the accessibility statement reads in plain Spanish. Screenshots into tests/screenshots/.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { DESKTOP, PHONE, screenshot, SITE, test } from './browser';
import { shown } from './pages';

const CIRCULAR = 'Circular 002: reunión de padres de familia';
const CIRCULAR_FILE = 'Circular 002 - reunión de padres de familia.pdf';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

const WIDTHS = [
  [390, PHONE],
  [1280, DESKTOP],
] as const;

describe('a PDF is saved under its name', () => {
  for (const [width, viewport] of WIDTHS) {
    test(`at ${width} px “Descargar” on /circulares saves “${CIRCULAR_FILE}”`, async ({ open }) => {
      const tab = await open({ viewport, mobile: width === 390 });
      const { page } = tab;
      await tab.goto('/circulares');
      const card = page.locator('article', { has: page.getByRole('heading', { name: CIRCULAR }) });
      const open_ = card.getByRole('link', { name: /^Abrir el PDF/ });
      const save = card.getByRole('link', { name: /^Descargar/ });
      await shown(open_);
      await shown(save);
      // A finger's size, side by side or one under the other.
      for (const link of [open_, save]) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await screenshot(page, `circulares-pdf-${width}`);
      const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
      expect(download.suggestedFilename()).toBe(CIRCULAR_FILE);
      await download.cancel().catch(() => undefined);
      // "Abrir el PDF" opens the same file in the browser, under the same name.
      const inline = await fetch(new URL((await open_.getAttribute('href'))!, SITE));
      expect(inline.headers.get('content-disposition')).toMatch(
        /^inline; .*filename\*=UTF-8''Circular%20002/,
      );
    });
  }

  test('at 1280 px an article keeps its viewer in the page, its download named too', async ({ open }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    await tab.goto('/circulares');
    await page.getByRole('link', { name: CIRCULAR, exact: true }).click();
    await shown(page.getByRole('heading', { level: 1, name: CIRCULAR }));
    const figure = page.locator('main figure', { has: page.getByRole('link', { name: /^Descargar PDF/ }) });
    const frame = figure.locator(':scope > div').first();
    await frame.scrollIntoViewIfNeeded();
    await shown(frame);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(750);
    // The phone's links are not drawn on a wide screen; the download is.
    expect(await figure.getByRole('link', { name: /^Abrir el PDF/ }).isVisible()).toBe(false);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      figure.getByRole('link', { name: /^Descargar PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(CIRCULAR_FILE);
    await download.cancel().catch(() => undefined);
    await shown(figure.getByText(/^Página 1 de \d+$/));
    await screenshot(page, 'noticia-pdf-1280', { viewport: true });
  });

  test('the footer’s PEI is its PDF, saved under its own name', async ({ open }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    await tab.goto('/');
    const pei = tab.page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Proyecto Educativo Institucional/ });
    const href = (await pei.getAttribute('href'))!;
    expect(href).toMatch(/^\/media\/.+\.pdf$/);
    const res = await fetch(new URL(href, SITE));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Proyecto Educativo Institucional (PEI).pdf"; filename*=UTF-8''Proyecto%20Educativo%20Institucional%20%28PEI%29.pdf`,
    );
  });
});

describe('tracking opens the answer', () => {
  test('the acuse’s link shows the state at once at 390 px, and a radicado typed as its number alone finds it at 1280 px', async ({
    open,
  }) => {
    const email = `seguimiento-${Date.now()}@example.com`;
    const filed = await fetch(`${SITE}/api/pqrsd`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tipo: 'peticion',
        nombre: 'Marta Gómez',
        email,
        asunto: 'Constancia de matrícula',
        mensaje: 'Solicito una constancia de matrícula.',
        consentimiento: PQRSD_CONSENT_VERSION,
      }),
    });
    expect(filed.status).toBe(201);
    const { radicado, trackingCode } = (await filed.json()) as { radicado: string; trackingCode: string };
    const code = trackingCode.replace(/-/g, '');
    const ack = await catcher.waitFor((m) => m.to.includes(email) && m.subject.includes(radicado));
    const link = ack.text.match(/https?:\/\/\S+\/pqrsd\/consulta\?\S+/)?.[0];
    expect(link, ack.text).toBe(`${SITE}/pqrsd/consulta?radicado=${radicado}#codigo=${code}`);

    const phone = await open({ viewport: PHONE, mobile: true });
    await phone.page.goto(link!);
    const result = phone.page.getByTestId('pqrsd-status');
    await shown(result.getByText('Radicada, en trámite', { exact: true }));
    await shown(result.getByRole('heading', { name: `Solicitud ${radicado}` }));
    // The code was in no address the browser asked for: the page's, the API's (a POST's body).
    expect(phone.requests.filter((url) => url.toUpperCase().includes(code))).toEqual([]);
    await screenshot(phone.page, 'seguimiento-enlace-390');

    // The radicado as people say it: its number alone, or its year and number.
    const desk = await open({ viewport: DESKTOP });
    await desk.goto('/pqrsd/consulta');
    const seq = String(Number(radicado.slice(-6)));
    const form = desk.page.locator('form', {
      has: desk.page.getByRole('button', { name: 'Consultar', exact: true }),
    });
    await desk.page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await form.getByLabel('Número de radicado', { exact: true }).fill(seq);
    await form.getByLabel('Código de seguimiento', { exact: true }).fill(trackingCode.toLowerCase());
    await form.getByRole('button', { name: 'Consultar', exact: true }).click();
    await shown(
      desk.page.getByTestId('pqrsd-status').getByRole('heading', { name: `Solicitud ${radicado}` }),
    );
    // A code that cannot be one says so, apart from "no encontramos".
    desk.expectConsoleError(/status of 400/);
    await form.getByLabel('Código de seguimiento', { exact: true }).fill('ABC');
    await form.getByRole('button', { name: 'Consultar', exact: true }).click();
    await shown(desk.page.getByRole('alert').filter({ hasText: 'El código de seguimiento no es válido' }));
    await screenshot(desk.page, 'seguimiento-numero-1280');
  });
});

describe('smaller', () => {
  test('/pqrsd: “Antes de enviar” comes before the button and goes with the form once sent (390 px)', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    const { page } = tab;
    await tab.goto('/pqrsd');
    const help = page.getByRole('region', { name: 'Antes de enviar' });
    const send = page.getByRole('button', { name: 'Enviar solicitud', exact: true });
    await shown(help);
    expect((await help.boundingBox())!.y).toBeLessThan((await send.boundingBox())!.y);
    await page.getByRole('radio', { name: /^Denuncia/ }).check();
    await page.getByRole('checkbox', { name: /Denuncia anónima/ }).check();
    await page.getByLabel('Asunto', { exact: true }).fill('Hecho irregular');
    await page.getByLabel('Mensaje', { exact: true }).fill('Describo un hecho irregular.');
    await page.getByRole('checkbox', { name: /Ley 1581/ }).check();
    await screenshot(page, 'pqrsd-antes-de-enviar-390');
    await send.click();
    await shown(page.getByRole('region', { name: 'Recibimos su solicitud' }));
    expect(await help.count()).toBe(0);
  });

  test('the chat button steps away while the phone’s menu is open, and comes back when it closes (390 px)', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    const { page } = tab;
    await tab.goto('/');
    const chat = page.getByRole('link', { name: /WhatsApp/ });
    await shown(chat);
    const menu = page.locator('details[data-menu]');
    await menu.locator('> summary').tap();
    await shown(menu.getByRole('link').first());
    expect(await chat.isVisible()).toBe(false);
    // Nothing of the open menu lies under where the button was drawn.
    await screenshot(page, 'menu-abierto-390', { viewport: true });
    await menu.locator('> summary').tap();
    await shown(chat);
  });

  test('the accessibility statement reads in plain Spanish', async ({ open }) => {
    for (const [width, viewport] of WIDTHS) {
      const tab = await open({ viewport, mobile: width === 390 });
      await tab.goto('/accesibilidad');
      const main = tab.page.getByRole('main');
      await shown(main.getByText(/en la pantalla de un celular/));
      const words = (await main.textContent())!;
      expect(words).not.toMatch(/axe-core|píxeles|Texto de ejemplo/);
      await screenshot(tab.page, `accesibilidad-${width}`);
    }
  });
});
