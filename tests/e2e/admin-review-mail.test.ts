/**
 * Review mail, the create form's states and publication dates in real Chromium (decision 0031),
 * at 390 and 1280 px with screenshots: a colaborador's new item starts as «Borrador» and goes to
 * review with «Enviar a revisión» beside «Crear», and the editors get the mail; an editor's new
 * item asks for its state and can be saved as a draft to preview first; an item drafted a week ago
 * and published today is dated today on its page and sorts above what was published meanwhile,
 * and its author gets the mail. The mails are read in the local mail server.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import type { Role } from '../../functions/src/model/roles';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { acceptInvitation, removeTestAdmins, testEmail } from '../emulator/admins';
import { call, signIn } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { field, formReady, SEED_ADMIN, submitLogin } from './admin';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test, type Tab } from './browser';
import { keepSeededContent } from './content';
import { shown } from './pages';

keepSeededContent();
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await removeTestAdmins();
  await catcher.close();
});

const PASSWORD = 'Clave-Correo-Revision-2026';
const DAY = 86_400_000;
const STAMP = Date.now().toString(36);

async function account(role: Role): Promise<{ email: string; token: string }> {
  const email = testEmail(`e2e-rm-${role}`);
  const res = await call<{ uid: string; link: string }>('POST', '/api/admins', {
    token: await adminToken(),
    json: { email, role },
  });
  expect(res.status).toBe(201);
  await acceptInvitation(res.body.link, PASSWORD);
  // Setting a password moves validSince (whole seconds): sign in once the clock has left that second.
  const validSince = Date.parse((await emulatorDeps().auth.getUserByEmail(email)).tokensValidAfterTime ?? '');
  await expect.poll(() => Date.now(), { interval: 100 }).toBeGreaterThanOrEqual(validSince + 1000);
  return { email, token: await signIn(email, PASSWORD) };
}

async function signInAs(tab: Tab, email: string): Promise<void> {
  await submitLogin(tab, email, PASSWORD);
  await tab.page.waitForURL(`${SITE}/admin`);
  await shown(tab.page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
}

const today = () =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'long' }).format(new Date());

describe('review mail and publication dates', () => {
  test("a colaborador's «Enviar a revisión» beside «Crear» mails the editors; an editor's new item asks for its state and can be previewed as a draft", async ({
    open,
  }) => {
    const colaborador = await account('colaborador');
    const editor = await account('editor');
    const title = `Feria de ciencias ${STAMP}`;

    for (const viewport of [PHONE, DESKTOP]) {
      const tab = await open({ viewport, mobile: viewport === PHONE });
      await signInAs(tab, colaborador.email);
      await tab.goto('/noticiasCreate');
      await formReady(tab.page, 'create');
      expect(await field(tab.page, 'noticias', 'estado').inputValue()).toBe('borrador');
      const send = tab.page.getByRole('button', { name: 'Enviar a revisión', exact: true });
      await shown(tab.page.getByRole('button', { name: 'Crear', exact: true }));
      await shown(send);
      expect(await horizontalOverflow(tab.page)).toBe(0);
      await send.scrollIntoViewIfNeeded();
      await screenshot(tab.page, `admin-crear-colaborador-${viewport.width}`, { viewport: true });
      if (viewport === DESKTOP) {
        await field(tab.page, 'noticias', 'title').fill(title);
        await field(tab.page, 'noticias', 'kind').selectOption('noticia');
        await field(tab.page, 'noticias', 'summary').fill('La feria será el viernes en el patio central.');
        await send.click();
        await tab.page.waitForURL(`${SITE}/admin?c=noticias`);
        await shown(tab.page.getByText(/^Se creó y se envió a revisión\./));
      }
    }
    // The editors and administrators were mailed, each with the item's address in the admin.
    for (const reviewer of [editor.email, SEED_ADMIN.email]) {
      const mail = await catcher.waitFor(
        (m) => m.to.includes(reviewer) && m.subject === `Para revisar: «${title}» (Noticias y circulares)`,
      );
      expect(mail.text).toMatch(new RegExp(`${SITE}/noticiasEdit/[A-Za-z0-9]+`));
      expect(mail.text).toContain(colaborador.email);
    }

    // An editor's new item: the state is asked for; a draft saved to preview lands on its form.
    for (const viewport of [PHONE, DESKTOP]) {
      const tab = await open({ viewport, mobile: viewport === PHONE });
      await signInAs(tab, editor.email);
      await tab.goto('/noticiasCreate');
      await formReady(tab.page, 'create');
      const estado = field(tab.page, 'noticias', 'estado');
      expect(await estado.inputValue()).toBe('');
      await field(tab.page, 'noticias', 'title').fill(`Circular ${STAMP} ${viewport.width}`);
      await field(tab.page, 'noticias', 'kind').selectOption('circular');
      await field(tab.page, 'noticias', 'summary').fill('Reunión de padres el lunes.');
      await tab.page.getByRole('button', { name: 'Crear', exact: true }).click();
      const summary = tab.page.getByRole('alert').filter({ hasText: /Elija el estado del nuevo registro/ });
      await shown(summary);
      // The summary of problems takes the focus; its link leads to the state.
      await summary.getByRole('link', { name: /^Elija el estado del nuevo registro/ }).click();
      expect(await estado.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await horizontalOverflow(tab.page)).toBe(0);
      await screenshot(tab.page, `admin-crear-editor-estado-${viewport.width}`, { viewport: true });
      await tab.page
        .getByRole('button', { name: 'Guardar como borrador y ver la vista previa', exact: true })
        .click();
      await tab.page.waitForURL(/\/noticiasEdit\//);
      await shown(tab.page.getByText(/^Se guardó como borrador/));
      await shown(tab.page.getByText('Estado: Borrador.', { exact: true }));
      await shown(tab.page.getByRole('link', { name: /^Vista previa/ }));
      await shown(tab.page.getByRole('button', { name: 'Publicar', exact: true }));
      await screenshot(tab.page, `admin-borrador-para-vista-previa-${viewport.width}`, { viewport: true });
      const id = new URL(tab.page.url()).pathname.split('/').at(-1)!;
      await call('DELETE', `/api/noticias/${id}`, { token: editor.token });
    }
  });

  test('a week-old draft published today is dated today and sorts above newer items; its author is mailed', async ({
    open,
  }) => {
    const colaborador = await account('colaborador');
    const editor = await account('editor');
    const title = `Salida al parque ${STAMP}`;
    const weekAgo = new Date(Date.now() - 7 * DAY).toISOString();
    // Drafted a week ago (the form started «Publicar desde» then), and sent to review.
    const draft = await call<{ _id: string; slug: string }>('POST', '/api/noticias', {
      token: colaborador.token,
      json: {
        title,
        kind: 'noticia',
        summary: 'Los estudiantes de tercero visitarán el parque.',
        body: richTextFrom('Salida a las 8:00 a. m.'),
        publishAt: weekAgo,
        estado: 'revision',
      },
    });
    expect(draft.status).toBe(201);
    const meanwhileTitle = `Publicada entretanto ${STAMP}`;
    const meanwhile = await call<{ _id: string }>('POST', '/api/noticias', {
      token: editor.token,
      json: {
        title: meanwhileTitle,
        kind: 'noticia',
        summary: 'Publicada hace dos días.',
        publishAt: new Date(Date.now() - 2 * DAY).toISOString(),
        estado: 'publicado',
      },
    });
    expect(meanwhile.status).toBe(201);

    const tab = await open({ viewport: DESKTOP });
    await signInAs(tab, editor.email);
    await tab.goto(`/noticiasEdit/${draft.body._id}`);
    await formReady(tab.page, 'edit');
    await tab.page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await shown(tab.page.getByText('Publicado: ya está visible en el sitio.', { exact: true }));
    const mail = await catcher.waitFor(
      (m) =>
        m.to.includes(colaborador.email) && m.subject === `Publicado: «${title}» (Noticias y circulares)`,
    );
    expect(mail.text).toContain(`${SITE}/noticiasEdit/${draft.body._id}`);

    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await open({ viewport, mobile: viewport === PHONE });
      await visitor.goto(`/noticias/${draft.body.slug}`);
      const stamp = visitor.page.locator('time').filter({ hasText: /^Publicada el/ });
      await shown(stamp);
      expect(await stamp.textContent()).toContain(`Publicada el ${today()}`);
      expect(Date.parse((await stamp.getAttribute('datetime'))!)).toBeGreaterThan(Date.now() - 10 * 60_000);
      expect(await horizontalOverflow(visitor.page)).toBe(0);
      await screenshot(visitor.page, `noticia-publicada-hoy-${viewport.width}`, { viewport: true });
      await visitor.goto('/noticias');
      const html = await visitor.page.content();
      expect(html.indexOf(title)).toBeGreaterThan(-1);
      expect(html.indexOf(title)).toBeLessThan(html.indexOf(meanwhileTitle));
      await screenshot(visitor.page, `noticias-lista-publicada-hoy-${viewport.width}`, { viewport: true });
    }
    for (const id of [draft.body._id, meanwhile.body._id])
      await call('DELETE', `/api/noticias/${id}`, { token: editor.token });
  });
});
