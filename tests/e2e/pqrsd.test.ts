/**
 * Atención al ciudadano in Chromium: a visitor files a petition with an attachment,
 * sees the radicado and the tracking code (copied with "Copiar"; the acuse carries the code too);
 * the administrator finds the petition in the inbox (/admin/pqrsd) and answers it in formatted text
 * (bold, a list); the visitor follows "Consultar esta solicitud" to /pqrsd/consulta, which reads it
 * with the radicado and the code only (no e-mail field, a wrong code reads nothing) and shows the
 * answer formatted; "¿Perdió su código?" mails a new code and the old one stops working. An
 * anonymous denuncia gets its code too. axe on the public pages, the inbox and the transparency
 * report; screenshots at 1280 and 390 px into tests/screenshots/.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { pdf } from '../emulator/fixtures';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';
import type { PqrsdListItem } from '../../functions/src/model/pqrsd';

/** GET /api/pqrsd as the staff reads it. */
interface Inbox {
  today: string;
  items: PqrsdListItem[];
}
import { adminTest as test } from './admin';
import { blockingViolations, runAxe } from './axe';
import {
  brokenWords,
  DESKTOP,
  holdRequests,
  horizontalOverflow,
  PHONE,
  screenshot,
  sharedBrowser,
  SITE,
} from './browser';
import { shown } from './pages';

/** A tracking code as the receipt shows it: five groups of four, no 0/O, 1/I/L. */
const TRACKING_CODE = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/;
/** The code's characters, however a mail writes them (grouped or not). */
const bare = (code: string) => code.replace(/-/g, '');

/** The answer's editor: a textbox named by its label (a required field's " *" included). */
const ANSWER_LABEL = /^Texto de la respuesta\b/;

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

describe('Atención al ciudadano', () => {
  test('a visitor files a petition with a PDF, keeps the radicado and the code, and follows them to its answer', async ({
    open,
    signedIn,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    // The wrong codes below are answered 404, which Chromium logs.
    tab.expectConsoleError(/status of 404/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
    const email = `e2e-${Date.now()}@example.com`;
    const file = join(mkdtempSync(join(tmpdir(), 'pqrsd-')), 'carta.pdf');
    writeFileSync(file, pdf('Carta de prueba'));

    // From the home page's visible link.
    await tab.goto('/');
    await page.getByRole('link', { name: 'Enviar una solicitud', exact: true }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Atención al ciudadano' }));
    await page.getByRole('radio', { name: /^Petición/ }).check();
    await page.getByLabel('Nombre completo', { exact: true }).fill('Ana Pérez');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Asunto', { exact: true }).fill('Certificado de estudios');
    await page.getByLabel('Mensaje', { exact: true }).fill('Solicito el certificado de estudios de 2025.');
    await page.getByLabel('Archivo adjunto (opcional)', { exact: true }).setInputFiles(file);
    await page.getByRole('checkbox', { name: /Ley 1581/ }).check();
    await screenshot(page, 'pqrsd-formulario-1280');
    await page.getByRole('button', { name: 'Enviar solicitud', exact: true }).click();

    // The receipt: focus on its heading, the radicado and the code first, each with "Copiar".
    const receipt = page.getByRole('region', { name: 'Recibimos su solicitud' });
    await shown(receipt.getByTestId('tracking-code'));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Recibimos su solicitud');
    const radicado = (await receipt.getByTestId('radicado').textContent())!;
    const code = (await receipt.getByTestId('tracking-code').textContent())!;
    // San José's DANE code, the year and the number of that year.
    expect(radicado).toMatch(/^PQRSD-105001000101-\d{4}-\d{6}$/);
    expect(code).toMatch(TRACKING_CODE);
    await shown(receipt.getByText(/También se los enviamos a su correo electrónico\./));
    await shown(receipt.getByText(/Le responderemos a más tardar el/));
    await receipt.getByRole('button', { name: 'Copiar el código de seguimiento', exact: true }).click();
    await shown(receipt.getByRole('status').filter({ hasText: 'Copiado' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'pqrsd-radicado-1280');
    // The acuse carries the radicado and the code.
    const ack = await catcher.waitFor((m) => m.to.includes(email));
    expect(ack.subject).toContain(radicado);
    // From the school, by the name in its settings, at the platform's sender address.
    expect(ack.from).toBe('"Institución Educativa San José" <no-responder@colegio.local>');
    expect(bare(ack.text)).toContain(bare(code));

    // The administrator finds it in the inbox, reads it and answers it.
    const staff = await signedIn({ viewport: DESKTOP });
    await staff.page.getByRole('link', { name: 'Ir a la bandeja de solicitudes', exact: true }).click();
    await staff.page.waitForURL(`${SITE}/admin/pqrsd`);
    await staff.page.getByRole('link', { name: `Abrir ${radicado}`, exact: true }).click();
    const detail = staff.page.getByRole('article', { name: new RegExp(`^${radicado}:`) });
    await shown(detail.getByText('Solicito el certificado de estudios de 2025.'));
    await shown(detail.getByRole('button', { name: 'Descargar el adjunto «carta.pdf»' }));
    // An answer with no words is refused in the browser, beside the editor.
    await staff.page.getByRole('button', { name: 'Enviar la respuesta', exact: true }).click();
    await shown(staff.page.getByText('Escriba la respuesta.', { exact: true }));
    // The answer in formatted text: the editor (named by its label), a bold word from the
    // toolbar, then a bulleted list.
    const editor = staff.page.getByRole('textbox', { name: ANSWER_LABEL });
    await editor.click();
    await staff.page.keyboard.type('Su certificado está ');
    await staff.page.getByRole('button', { name: 'Negrita', exact: true }).click();
    await staff.page.keyboard.type('listo');
    await staff.page.getByRole('button', { name: 'Negrita', exact: true }).click();
    await staff.page.keyboard.type(' en la secretaría.');
    await staff.page.keyboard.press('Enter');
    await staff.page.getByRole('button', { name: 'Lista con viñetas', exact: true }).click();
    await staff.page.keyboard.type('Horario: de 7 a 12.');
    await shown(editor.locator('strong', { hasText: /^listo$/ }));
    await shown(editor.locator('ul li', { hasText: 'Horario: de 7 a 12.' }));
    await screenshot(staff.page, 'pqrsd-bandeja-abierta-1280');
    await staff.page.getByRole('button', { name: 'Enviar la respuesta', exact: true }).click();
    // The mail is shown first; "Enviar" sends it (tests/e2e/admin-answer-confirm.test.ts).
    await staff.page
      .getByRole('alertdialog', { name: 'Revise el correo antes de enviarlo' })
      .getByRole('button', { name: 'Enviar', exact: true })
      .click();
    await shown(staff.page.getByText(`Se respondió ${radicado}.`, { exact: true }));
    // Who answered and when, in the request's record of actions; the answer, formatted.
    await shown(
      detail.getByRole('listitem').filter({ hasText: /^Respondida · .* · admin@colegio\.edu\.co$/ }),
    );
    await shown(detail.locator('strong', { hasText: /^listo$/ }));
    // The mail is plain text: the answer's words, a block a line.
    const mail = await catcher.waitFor((m) => m.to.includes(email) && /Respuesta/.test(m.subject));
    expect(mail.text).toContain('Su certificado está listo en la secretaría.');
    expect(mail.text).toContain('Horario: de 7 a 12.');

    // The receipt's link: the look-up with both filled in; the e-mail is no longer a key.
    await receipt.getByRole('link', { name: 'Consultar esta solicitud', exact: true }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Consultar una solicitud' }));
    const lookup = page.locator('form', {
      has: page.getByRole('button', { name: 'Consultar', exact: true }),
    });
    // The code comes from the link's fragment, which the look-up's island reads once it is alive.
    await expect
      .poll(() => lookup.getByLabel('Código de seguimiento', { exact: true }).inputValue())
      .toBe(code);
    expect(await lookup.getByLabel('Número de radicado', { exact: true }).inputValue()).toBe(radicado);
    expect(await page.getByLabel('Correo electrónico', { exact: true }).count()).toBe(0);
    // A wrong code reads nothing, like an unknown radicado.
    const wrong = code.startsWith('2') ? `3${code.slice(1)}` : `2${code.slice(1)}`;
    await lookup.getByLabel('Código de seguimiento', { exact: true }).fill(wrong);
    await lookup.getByRole('button', { name: 'Consultar', exact: true }).click();
    await shown(page.getByRole('alert').filter({ hasText: 'No encontramos una solicitud con esos datos' }));
    // The code as people type it: lower case, no dashes; the radicado without its zeros.
    await lookup
      .getByLabel('Número de radicado', { exact: true })
      .fill(radicado.toLowerCase().replace(/-0+/, '-'));
    await lookup.getByLabel('Código de seguimiento', { exact: true }).fill(bare(code).toLowerCase());
    await lookup.getByRole('button', { name: 'Consultar', exact: true }).click();
    const result = page.getByTestId('pqrsd-status');
    await shown(result.getByText('Respondida', { exact: true }));
    // The answer as it was written: the bold word and the list.
    await shown(result.locator('strong', { hasText: /^listo$/ }));
    await shown(result.getByRole('listitem').filter({ hasText: 'Horario: de 7 a 12.' }));
    await screenshot(page, 'pqrsd-consulta-1280');
    await page.setViewportSize(PHONE);
    await shown(result.locator('strong', { hasText: /^listo$/ }));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'pqrsd-consulta-respuesta-390');

    // "¿Perdió su código?": a new code to the stored address; the old one stops working.
    const mailsBefore = catcher.messages.length;
    await page.getByRole('button', { name: '¿Perdió su código?', exact: true }).click();
    const lost = page.getByRole('form', { name: 'Pedir un código nuevo' });
    await lost.getByLabel('Número de radicado', { exact: true }).fill(radicado);
    await lost.getByLabel('Correo electrónico', { exact: true }).fill(email.toUpperCase());
    await lost.getByRole('button', { name: 'Enviarme un código nuevo', exact: true }).click();
    await shown(lost.getByRole('status').filter({ hasText: 'Si los datos corresponden a una solicitud' }));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'pqrsd-codigo-perdido-390');
    const fresh = await catcher.waitFor(
      (m) => catcher.messages.indexOf(m) >= mailsBefore && m.to.includes(email),
    );
    const newCode = fresh.text.match(/\b[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}\b/)?.[0];
    expect(newCode, fresh.text).toBeTruthy();
    expect(bare(newCode!)).not.toBe(bare(code));
    await lookup.getByLabel('Número de radicado', { exact: true }).fill(radicado);
    await lookup.getByLabel('Código de seguimiento', { exact: true }).fill(code);
    await lookup.getByRole('button', { name: 'Consultar', exact: true }).click();
    await shown(page.getByRole('alert').filter({ hasText: 'No encontramos una solicitud con esos datos' }));
    await lookup.getByLabel('Código de seguimiento', { exact: true }).fill(newCode!);
    await lookup.getByRole('button', { name: 'Consultar', exact: true }).click();
    await shown(result.getByText('Respondida', { exact: true }));
  });

  test('an anonymous denuncia asks for no name nor e-mail and gives a tracking code that finds it', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    const { page } = tab;
    await tab.goto('/pqrsd');
    await page.getByRole('radio', { name: /^Denuncia/ }).check();
    await page.getByRole('checkbox', { name: /Denuncia anónima/ }).check();
    expect(await page.getByLabel('Nombre completo', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Correo electrónico', { exact: true }).count()).toBe(0);
    await page.getByLabel('Asunto', { exact: true }).fill('Hecho irregular');
    await page.getByLabel('Mensaje', { exact: true }).fill('Describo un hecho irregular.');
    await page.getByRole('checkbox', { name: /Ley 1581/ }).check();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'pqrsd-formulario-390');
    await page.getByRole('button', { name: 'Enviar solicitud', exact: true }).click();
    const receipt = page.getByRole('region', { name: 'Recibimos su solicitud' });
    await shown(receipt.getByTestId('tracking-code'));
    const radicado = (await receipt.getByTestId('radicado').textContent())!;
    const code = (await receipt.getByTestId('tracking-code').textContent())!;
    expect(code).toMatch(TRACKING_CODE);
    // No address to send it to: the receipt says to write it down.
    await shown(receipt.getByText(/Anote el radicado y el código de seguimiento/));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'pqrsd-radicado-390');

    await receipt.getByRole('link', { name: 'Consultar esta solicitud', exact: true }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Consultar una solicitud' }));
    expect(await page.getByLabel('Número de radicado', { exact: true }).inputValue()).toBe(radicado);
    await page.getByRole('button', { name: 'Consultar', exact: true }).click();
    await shown(page.getByTestId('pqrsd-status').getByText('Radicada, en trámite', { exact: true }));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'pqrsd-consulta-390');
  });

  test('a file that is not PDF, JPEG or PNG is refused in the browser, keeping the text', async ({
    open,
  }) => {
    const tab = await open({ viewport: DESKTOP });
    const { page } = tab;
    const file = join(mkdtempSync(join(tmpdir(), 'pqrsd-')), 'carta.pdf');
    writeFileSync(file, '<html>no soy un PDF</html>');
    await tab.goto('/pqrsd');
    await page.getByLabel('Nombre completo', { exact: true }).fill('Ana Pérez');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Asunto', { exact: true }).fill('Asunto');
    await page.getByLabel('Mensaje', { exact: true }).fill('Texto que no se pierde.');
    await page.getByLabel('Archivo adjunto (opcional)', { exact: true }).setInputFiles(file);
    await page.getByRole('checkbox', { name: /Ley 1581/ }).check();
    await page.getByRole('button', { name: 'Enviar solicitud', exact: true }).click();
    await shown(page.getByRole('alert').filter({ hasText: 'debe ser PDF, JPEG o PNG' }));
    expect(await page.getByLabel('Mensaje', { exact: true }).inputValue()).toBe('Texto que no se pierde.');
  });

  test('a send with three mistakes lists all three at the top, with the focus there, each a link to its field (390 px)', async ({
    open,
  }) => {
    const tab = await open({ viewport: PHONE, mobile: true, bypassCSP: true });
    const { page } = tab;
    await tab.goto('/pqrsd');
    await page.getByLabel('Nombre completo', { exact: true }).fill('Ana Pérez');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('ana@');
    await page.getByLabel('Mensaje', { exact: true }).fill('Texto que no se pierde.');
    await page.getByRole('button', { name: 'Enviar solicitud', exact: true }).click();
    const summary = page.getByRole('alert', { name: 'Hay un problema' });
    await shown(summary);
    // One send, every mistake: focused (so heard first, and scrolled to), on screen at the top.
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(
      await summary.evaluate(
        (el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < 844,
      ),
    ).toBe(true);
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'El correo electrónico no es válido.',
      'Escriba el asunto.',
      'Debe aceptar el tratamiento de sus datos personales para enviar la solicitud.',
    ]);
    const subject = page.getByLabel('Asunto', { exact: true });
    expect(await subject.getAttribute('aria-invalid')).toBe('true');
    // A link puts the focus in its field, with its label on screen above it, and no #fragment.
    await summary.getByRole('link', { name: 'Escriba el asunto.' }).click();
    await expect.poll(() => subject.evaluate((el) => el === document.activeElement)).toBe(true);
    const label = await page.locator('label[for="pqrsd-asunto"]').boundingBox();
    expect(label!.y).toBeGreaterThan(0);
    expect(page.url()).toBe(`${SITE}/pqrsd`);
    expect(await page.getByLabel('Mensaje', { exact: true }).inputValue()).toBe('Texto que no se pierde.');
    const { violations } = await runAxe(page);
    expect(blockingViolations(violations)).toEqual([]);
  });

  test("before the form's code comes its button waits; a send before the check's code lists the mistakes with the focus there (390 px)", async ({
    open,
  }) => {
    // The form's code (the island): until it runs the button is off (a send would go nowhere) and
    // what the visitor types stays. The check's code (asked when the visitor starts on the form):
    // the summary comes a task after the send. Each held as long as the test needs.
    for (const before of ['page', 'check'] as const) {
      const tab = await open({ viewport: PHONE, mobile: true });
      const { page } = tab;
      const sentAway: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.method() !== 'GET')
          sentAway.push(`${request.method()} ${request.url()}`);
      });
      const code = await holdRequests(
        page,
        before === 'page' ? /\/assets\/pqrsd-filing[.-][^/]+\.js$/ : /\/assets\/pqrsd-input[.-][^/]+\.js$/,
      );
      const send = page.getByRole('button', { name: 'Enviar solicitud', exact: true });
      if (before === 'page') {
        await page.goto(`${SITE}/pqrsd`, { waitUntil: 'domcontentloaded' });
        await code.asked;
        expect(await send.isDisabled(), 'the button before the form is live').toBe(true);
        await page.getByLabel('Mensaje', { exact: true }).fill('Texto que no se pierde.');
        code.release();
        await expect.poll(() => send.isEnabled()).toBe(true);
        expect(await page.getByLabel('Mensaje', { exact: true }).inputValue()).toBe(
          'Texto que no se pierde.',
        );
      } else {
        await tab.goto('/pqrsd');
        await page.getByLabel('Mensaje', { exact: true }).fill('Texto que no se pierde.');
      }
      await page.getByLabel('Nombre completo', { exact: true }).fill('Ana Pérez');
      await page.getByLabel('Correo electrónico', { exact: true }).fill('ana@');
      await send.click();
      if (before === 'check') {
        await code.asked;
        code.release();
      }
      const summary = page.getByRole('alert', { name: 'Hay un problema' });
      await shown(summary);
      await expect
        .poll(() => summary.evaluate((el) => el === document.activeElement), {
          message: `focus, sent before the ${before}'s code`,
        })
        .toBe(true);
      expect(await summary.getByRole('link').allTextContents()).toEqual([
        'El correo electrónico no es válido.',
        'Escriba el asunto.',
        'Debe aceptar el tratamiento de sus datos personales para enviar la solicitud.',
      ]);
      expect(await page.getByLabel('Mensaje', { exact: true }).inputValue()).toBe('Texto que no se pierde.');
      expect(page.url()).toBe(`${SITE}/pqrsd`);
      expect(sentAway).toEqual([]);
    }
  });

  test('without JavaScript the forms say how else to reach the school, their buttons off', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, button] of [
        ['/pqrsd?tipo=reclamo&asunto=Barrera', 'Enviar solicitud'],
        ['/pqrsd/consulta', 'Consultar'],
        ['/contacto', 'Enviar'],
      ] as const) {
        await page.goto(`${SITE}${path}`);
        const main = page.locator('main');
        // The note of the <noscript>, and the school's e-mail in it or beside the form.
        await shown(main.getByText(/su navegador debe tener JavaScript activado/));
        expect(await main.locator('a[href^="mailto:"]').count(), path).toBeGreaterThan(0);
        expect(await main.getByRole('button', { name: button, exact: true }).isDisabled(), path).toBe(true);
      }
      // The link's starting values are in the server's HTML.
      await page.goto(`${SITE}/pqrsd?tipo=reclamo&asunto=Barrera`);
      expect(await page.getByRole('radio', { name: /^Reclamo/ }).isChecked()).toBe(true);
      expect(await page.getByLabel('Asunto', { exact: true }).inputValue()).toBe('Barrera');
      await screenshot(page, 'pqrsd-sin-javascript-390');
    } finally {
      await context.close();
    }
  });

  test('axe finds no serious or critical violation on /pqrsd, /pqrsd/consulta (its lost-code form open) and the receipt', async ({
    open,
  }) => {
    for (const path of ['/pqrsd', '/pqrsd/consulta']) {
      const tab = await open({ viewport: DESKTOP, bypassCSP: true });
      await tab.goto(path);
      await shown(tab.page.getByRole('heading', { level: 1 }));
      await shown(tab.page.locator('form button[type="submit"]'));
      if (path === '/pqrsd/consulta') {
        await tab.page.getByRole('button', { name: '¿Perdió su código?', exact: true }).click();
        await shown(tab.page.getByRole('form', { name: 'Pedir un código nuevo' }));
      }
      const { violations } = await runAxe(tab.page);
      expect(blockingViolations(violations), path).toEqual([]);
    }
    // The receipt, with its "Copiar" buttons and their messages (a refused clipboard's included).
    const tab = await open({ viewport: PHONE, mobile: true, bypassCSP: true });
    await tab.goto('/pqrsd');
    const { page } = tab;
    await page.getByRole('radio', { name: /^Queja/ }).check();
    await page.getByRole('checkbox', { name: /anónima/ }).check();
    await page.getByLabel('Asunto', { exact: true }).fill('Atención en secretaría');
    await page.getByLabel('Mensaje', { exact: true }).fill('Describo la atención recibida.');
    await page.getByRole('checkbox', { name: /Ley 1581/ }).check();
    await page.getByRole('button', { name: 'Enviar solicitud', exact: true }).click();
    const receipt = page.getByRole('region', { name: 'Recibimos su solicitud' });
    await shown(receipt.getByTestId('tracking-code'));
    await receipt.getByRole('button', { name: 'Copiar el número de radicado', exact: true }).click();
    await shown(receipt.getByRole('status').filter({ hasText: /Copiado|quedó seleccionado/ }));
    expect(blockingViolations((await runAxe(page)).violations), 'recibo').toEqual([]);
  });

  test('axe finds no serious or critical violation on the inbox, open or not, at 1280 and 390 px', async ({
    signedIn,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const tab = await signedIn({ viewport, bypassCSP: true });
      // The admin home's box: what is overdue and what is due this week.
      await shown(
        tab.page.getByRole('region', { name: 'Atención al ciudadano' }).getByText(/^Vencidas \(\d+\)$/),
      );
      await screenshot(tab.page, `admin-inicio-pqrsd-${viewport.width}`);
      await tab.goto('/admin/pqrsd');
      const table = tab.page.getByRole('table', { name: /^Solicitudes recibidas/ });
      await shown(table);
      expect(await horizontalOverflow(tab.page)).toBe(0);
      await screenshot(tab.page, `pqrsd-bandeja-${viewport.width}`);
      expect(blockingViolations((await runAxe(tab.page)).violations), `bandeja ${viewport.width}`).toEqual(
        [],
      );
      // The first row is the most urgent one: open it.
      await table.getByRole('link').first().click();
      await shown(tab.page.getByRole('article'));
      // Its answer form's editor (a chunk of its own) is there.
      await shown(tab.page.getByRole('textbox', { name: ANSWER_LABEL }));
      expect(await horizontalOverflow(tab.page)).toBe(0);
      await screenshot(tab.page, `pqrsd-solicitud-${viewport.width}`);
      expect(blockingViolations((await runAxe(tab.page)).violations), `solicitud ${viewport.width}`).toEqual(
        [],
      );
    }
  });

  test('the inbox filters by state, type and due date and searches by radicado, name and subject, over the stored requests', async ({
    signedIn,
  }) => {
    const token = await adminToken();
    const { items } = (await call<Inbox>('GET', '/api/pqrsd', { token })).body;
    expect(items.length).toBeGreaterThan(2);
    for (const viewport of [DESKTOP, PHONE]) {
      const tab = await signedIn({ viewport, mobile: viewport === PHONE, bypassCSP: true });
      const { page } = tab;
      await tab.goto('/admin/pqrsd');
      const table = page.getByRole('table', { name: /^Solicitudes recibidas/ });
      await shown(table);
      const radicados = () => table.locator('tbody tr td[data-label="Radicado"]').allTextContents();
      const filters = page.getByRole('search', { name: 'Filtrar las solicitudes' });
      const search = filters.getByRole('searchbox', { name: 'Buscar por radicado, nombre o asunto' });
      const inOrder = (pick: (i: Inbox['items'][number]) => boolean) =>
        items.filter(pick).map((i) => i.radicado);
      expect(await radicados()).toEqual(inOrder(() => true));

      // By radicado, by name (without its accents), by a word of the subject.
      const named = items.find((i) => !i.anonimo && i.nombre.trim() !== '')!;
      await search.fill(named.radicado);
      await expect.poll(radicados).toEqual([named.radicado]);
      const word = named.nombre.split(/\s+/)[0]!;
      await search.fill(
        word
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toUpperCase(),
      );
      await expect.poll(radicados).toContain(named.radicado);
      const subject = named.asunto.split(/\s+/).find((w) => w.length > 4) ?? named.asunto;
      await search.fill(subject);
      await expect.poll(radicados).toContain(named.radicado);
      await search.fill('');

      // By type, by state, by due date: exactly the stored requests that match.
      const tipo = named.tipo;
      await filters.getByRole('combobox', { name: 'Tipo' }).selectOption(tipo);
      await expect.poll(radicados).toEqual(inOrder((i) => i.tipo === tipo));
      await filters.getByRole('combobox', { name: 'Tipo' }).selectOption('');
      await filters.getByRole('combobox', { name: 'Estado' }).selectOption('radicada');
      await expect.poll(radicados).toEqual(inOrder((i) => i.estado === 'radicada'));
      await filters.getByRole('combobox', { name: 'Estado' }).selectOption('');
      const due = filters.getByRole('combobox', { name: 'Vence' });
      await due.selectOption('vencidas');
      const overdue = inOrder((i) => i.daysLeft !== null && i.daysLeft < 0);
      if (overdue.length > 0) await expect.poll(radicados).toEqual(overdue);
      else await shown(page.getByText('Ninguna solicitud coincide con la búsqueda y los filtros.'));
      await shown(page.getByRole('status').filter({ hasText: `de ${items.length}.` }));
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `pqrsd-bandeja-filtrada-${viewport.width}`);
      expect(blockingViolations((await runAxe(page)).violations), `filtros ${viewport.width}`).toEqual([]);
      await page.getByRole('button', { name: 'Quitar filtros', exact: true }).click();
      await expect.poll(radicados).toEqual(inOrder(() => true));
    }
  });

  test('the transparency report shows the seeded figures under its sub-item; axe finds nothing serious', async ({
    open,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const tab = await open({ viewport, bypassCSP: true });
      await tab.goto('/transparencia/planeacion-presupuesto-e-informes');
      // Far down the category: server HTML like the rest of the page.
      await tab.page.getByRole('heading', { name: /^4\.10 / }).scrollIntoViewIfNeeded();
      // Quarters first (a year without quarters shows its semesters).
      const report = tab.page.getByRole('table', {
        name: /^Solicitudes del (primer|segundo|tercer|cuarto) (trimestre|semestre)/,
      });
      await shown(report);
      await shown(report.getByRole('row', { name: /^Total de solicitudes recibidas \d+$/ }));
      await report.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(tab.page)).toBe(0);
      await screenshot(tab.page, `transparencia-informe-pqrsd-${viewport.width}`);
      expect(blockingViolations((await runAxe(tab.page)).violations), `informe ${viewport.width}`).toEqual(
        [],
      );
    }
  });

  test('on a phone, the report with its longest value fits and cuts no word', async ({ open }) => {
    const tab = await open({ viewport: PHONE, mobile: true });
    await tab.goto('/transparencia/planeacion-presupuesto-e-informes');
    await tab.page.getByRole('heading', { name: /^4\.10 / }).scrollIntoViewIfNeeded();
    const report = tab.page
      .getByRole('table', { name: /^Solicitudes del .* (trimestre|semestre) de \d{4}/ })
      .first();
    // A period without answers reads "Sin respuestas en el periodo", the widest value the table
    // shows (it once squeezed the concept column to "Peti / cion / es"): put in the server's
    // table, as the server writes it for such a period.
    const average = report.getByRole('row', { name: /^Tiempo promedio de respuesta/ }).locator('td');
    await average.evaluate((td) => (td.textContent = 'Sin respuestas en el periodo'));
    await shown(
      report.getByRole('row', { name: 'Tiempo promedio de respuesta Sin respuestas en el periodo' }),
    );
    await report.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(tab.page)).toBe(0);
    expect(await brokenWords(report)).toEqual([]);
    await screenshot(tab.page, 'transparencia-informe-pqrsd-sin-respuestas-390');
  });
});
