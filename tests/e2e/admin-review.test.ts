/**
 * Drafts, review and preview in real Chromium, end to end: a colaborador's draft
 * (offered no "Publicado") goes to review from its form; an editor finds it under "Pendientes de
 * revisión" on the admin home, opens its "Vista previa" (the public page with the band, in a new
 * tab), returns it with a note the colaborador then reads on the draft, and publishes it once sent
 * again: its public address answers. Screenshots of the queue and the preview at 390 and 1280 px.
 */
import { afterAll, afterEach, describe, expect } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { richTextFrom } from '../../functions/src/model';
import type { Role } from '../../functions/src/model/roles';
import { acceptInvitation, removeTestAdmins, testEmail } from '../emulator/admins';
import { call, signIn } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { field, formReady, SELECT_LABEL, submitLogin } from './admin';
import { blockingViolations, runAxe } from './axe';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, SITE, test, type Tab } from './browser';
import { keepSeededContent } from './content';
import { shown } from './pages';

keepSeededContent();
afterEach(removeTestAdmins);
afterAll(removeTestAdmins);

const PASSWORD = 'Clave-Revision-2026';

async function account(role: Role): Promise<{ email: string; token: string }> {
  const email = testEmail(`e2e-${role}`);
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

describe('drafts and review', () => {
  test("a colaborador's draft goes to review, an editor previews it, returns it with a note, then publishes it", async ({
    open,
  }) => {
    const title = `Salida pedagógica al museo ${Date.now().toString(36)}`;
    const colaborador = await account('colaborador');
    const editor = await account('editor');
    // The draft itself comes through the API as the colaborador (the form's every field is tested elsewhere).
    const created = await call<{ _id: string; slug: string; estado: string }>('POST', '/api/noticias', {
      token: colaborador.token,
      json: {
        title,
        kind: 'circular',
        summary: 'Los estudiantes de grado quinto visitarán el museo el viernes.',
        body: richTextFrom('Salida a las 7:00 a. m. desde la sede principal.'),
        publishAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.estado).toBe('borrador');
    const id = created.body._id;

    // The colaborador: only the publishing sections, its draft's form without "Publicado", sent to review.
    const own = await open({ viewport: DESKTOP });
    await signInAs(own, colaborador.email);
    await shown(own.page.getByText('Su rol: Colaborador.', { exact: true }));
    const sections = await own.page
      .getByLabel(SELECT_LABEL, { exact: true })
      .locator('option:not([disabled])')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(sections.sort()).toEqual(['avisos', 'eventos', 'galerias', 'noticias']);
    await own.goto(`/noticiasEdit/${id}`);
    await formReady(own.page, 'edit');
    await shown(own.page.getByText('Estado: Borrador.', { exact: true }));
    const states = await field(own.page, 'noticias', 'estado')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(states).not.toContain('publicado');
    expect(await own.page.getByRole('button', { name: 'Eliminar', exact: true }).count()).toBe(0);
    await own.page.getByRole('button', { name: 'Enviar a revisión', exact: true }).click();
    await shown(own.page.getByText(/^Enviado a revisión\./));
    await shown(own.page.getByText('Estado: En revisión.', { exact: true }));

    // The editor: the queue on the home, at both widths.
    for (const viewport of [PHONE, DESKTOP]) {
      const tab = await open({ viewport, mobile: viewport === PHONE });
      await signInAs(tab, editor.email);
      const queue = tab.page.locator('section.adm-pending');
      await shown(queue.getByRole('heading', { name: 'Pendientes de revisión' }));
      await shown(queue.getByText(title, { exact: true }));
      expect(await horizontalOverflow(tab.page)).toBe(0);
      const { violations } = await runAxe(tab.page, 'section.adm-pending');
      expect(blockingViolations(violations)).toEqual([]);
      await screenshot(tab.page, `admin-revision-pendientes-${viewport.width}`, { viewport: true });

      // Its preview: the article's public page with the band, in a new tab.
      const [preview] = await Promise.all([
        tab.context.waitForEvent('page'),
        queue
          .getByRole('link', { name: /^Vista previa/ })
          .first()
          .click(),
      ]);
      await preview.waitForLoadState();
      expect(new URL(preview.url()).pathname).toBe(`/vista-previa/noticias/${id}`);
      await shown(preview.getByText(/^Vista previa: «Salida pedagógica/));
      await shown(preview.getByRole('heading', { level: 1, name: title }));
      expect(await horizontalOverflow(preview)).toBe(0);
      await screenshot(preview, `admin-revision-vista-previa-${viewport.width}`, { viewport: true });
      await preview.close();
      // The preview's credential is an HttpOnly cookie on its path, never the ID token.
      const [credential] = (await tab.context.cookies()).filter((c) => c.name === '__session');
      expect(credential).toMatchObject({ path: '/vista-previa', httpOnly: true, sameSite: 'Strict' });
      expect(credential!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      if (viewport === PHONE) {
        // "Cerrar sesión" on a shared computer: the cookie is gone, and the old value opens nothing.
        await tab.page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
        await tab.page.waitForURL((url) => url.pathname === '/login');
        expect((await tab.context.cookies()).filter((c) => c.name === '__session')).toEqual([]);
        tab.expectConsoleError(/status of 404/);
        const after = await tab.page.goto(`${SITE}/vista-previa/noticias/${id}`);
        expect(after?.status()).toBe(404);
        expect(await tab.page.content()).not.toContain(title);
        const reused = await fetch(`${SITE}/vista-previa/noticias/${id}`, {
          headers: { Cookie: `__session=${credential!.value}` },
        });
        expect(reused.status).toBe(404);
      }
      if (viewport === DESKTOP) {
        // Returned with a note.
        await queue.getByRole('link', { name: `Revisar «${title}»`, exact: true }).click();
        await formReady(tab.page, 'edit');
        await tab.page.getByRole('button', { name: 'Devolver con una nota', exact: true }).click();
        await tab.page
          .getByLabel('Qué debe cambiar el autor', { exact: true })
          .fill('Indique la hora de regreso.');
        await tab.page.getByRole('button', { name: 'Devolver al autor', exact: true }).click();
        await shown(tab.page.getByText('Devuelto al autor con su nota.', { exact: true }));
        await shown(tab.page.getByText('Estado: Borrador.', { exact: true }));
        // Still not public.
        expect((await fetch(`${SITE}/noticias/${created.body.slug}`)).status).toBe(404);

        // The colaborador reads the note on its draft and sends it again.
        await own.page.reload();
        await formReady(own.page, 'edit');
        await shown(own.page.getByText('Indique la hora de regreso.'));
        await own.page.getByRole('button', { name: 'Enviar a revisión', exact: true }).click();
        await shown(own.page.getByText('Estado: En revisión.', { exact: true }));

        // The editor publishes it: public at its address.
        await tab.page.reload();
        await formReady(tab.page, 'edit');
        await tab.page.getByRole('button', { name: 'Publicar', exact: true }).click();
        await shown(tab.page.getByText('Publicado: ya está visible en el sitio.', { exact: true }));
        expect((await fetch(`${SITE}/noticias/${created.body.slug}`)).status).toBe(200);
      }
    }
  });
});
