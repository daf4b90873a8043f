/** "Personas y permisos" with a fake server: the table, adding (a role chosen, link shown, e-mail kept on failure), revoking. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin, TEST_TOKEN } from '../test/render-admin';
import { ADMINS_TEXT } from './admins-page';
import { formatStamp } from '../lib/format-stamp';
import { SHARE_TEXT } from '../components/share-link';

let server: FakeServer;
const self = {
  uid: 'admin-uid',
  email: 'admin@colegio.edu.co',
  role: 'admin',
  lastSignIn: '2026-03-05T15:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const other = {
  uid: 'otro-uid',
  email: 'otra@colegio.edu.co',
  role: 'editor',
  lastSignIn: null,
  createdAt: '2026-02-01T00:00:00.000Z',
};

fakeServerForEachTest((s) => (server = s));

describe('Personas y permisos', () => {
  it('lists the administrators with the last sign-in in es-CO, "Usted" on oneself, "Nunca" for no sign-in', async () => {
    server.on('GET /api/admins', { status: 200, body: [self, other] });
    await renderAdmin(ADMIN_PATHS.admins);
    const table = await screen.findByRole('table', { name: ADMINS_TEXT.caption });
    const [, selfRow, otherRow] = within(table).getAllByRole('row');
    expect(within(selfRow!).getByText(ADMINS_TEXT.you)).toBeTruthy();
    expect(selfRow!.textContent).toContain(formatStamp(self.lastSignIn));
    expect(within(otherRow!).queryByText(ADMINS_TEXT.you)).toBeNull();
    expect(within(otherRow!).getByText(ADMINS_TEXT.never)).toBeTruthy();
    expect(server.requests('GET /api/admins')[0]!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('adds one and shows the one-time link read-only, with the text to pass it on', async () => {
    server.on('GET /api/admins', { status: 200, body: [self] });
    const link = 'http://127.0.0.1:5000/login?mode=invitacion&codigo=abc';
    server.on('POST /api/admins', {
      status: 201,
      body: {
        uid: 'n',
        email: 'nueva@colegio.edu.co',
        role: 'admin',
        created: true,
        alreadyAdmin: false,
        link,
        mailed: true,
      },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.admins);
    await events.type(await screen.findByLabelText(ADMINS_TEXT.addLabel), 'nueva@colegio.edu.co');
    // No role is preselected: "Agregar" without one asks for it and sends nothing.
    const role = screen.getByLabelText(ADMINS_TEXT.addRole) as HTMLSelectElement;
    expect(role.value).toBe('');
    await events.click(screen.getByRole('button', { name: ADMINS_TEXT.add }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMINS_TEXT.roleMissing);
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(role);
    expect(server.requests('POST /api/admins')).toHaveLength(0);
    await events.selectOptions(role, 'admin');
    await events.click(screen.getByRole('button', { name: ADMINS_TEXT.add }));
    const field = (await screen.findByLabelText(ADMINS_TEXT.linkLabel)) as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(ADMINS_TEXT.linkHelp)).toBeTruthy();
    expect(screen.getByText(/Se le envió por correo la invitación/)).toBeTruthy();
    // The next account's role is chosen again.
    expect(role.value).toBe('');
    expect(server.requests('POST /api/admins')[0]!.body).toEqual({
      email: 'nueva@colegio.edu.co',
      role: 'admin',
    });
    // The list is read again, with the new one.
    expect(server.requests('GET /api/admins')).toHaveLength(2);
  });

  it.each([
    [{ created: false, alreadyAdmin: false }, /se cerraron sus sesiones y se reemplazó su contraseña/],
    [{ created: false, alreadyAdmin: true }, /ya tenía acceso al área de administración; no se cambió nada/],
  ])(
    'an existing account (%o) gets no link, and is told to use «¿Olvidó su contraseña?»',
    async (outcome, said) => {
      server.on('GET /api/admins', { status: 200, body: [self] });
      server.on('POST /api/admins', {
        status: 200,
        body: { uid: 'e', email: 'rectoria@colegio.edu.co', role: 'editor', link: null, ...outcome },
      });
      const { events } = await renderAdmin(ADMIN_PATHS.admins);
      await events.type(await screen.findByLabelText(ADMINS_TEXT.addLabel), 'rectoria@colegio.edu.co');
      await events.selectOptions(screen.getByLabelText(ADMINS_TEXT.addRole), 'editor');
      await events.click(screen.getByRole('button', { name: ADMINS_TEXT.add }));
      const status = await screen.findByText(said);
      expect(status.textContent).toMatch(/¿Olvidó su contraseña\?/);
      expect(screen.queryByLabelText(ADMINS_TEXT.linkLabel)).toBeNull();
    },
  );

  it("keeps the typed address and shows the server's reason when adding fails", async () => {
    server.on('GET /api/admins', { status: 200, body: [self] });
    const message = 'El correo electrónico debe ser un correo electrónico como nombre@dominio.edu.co.';
    server.on('POST /api/admins', { status: 400, body: { error: 'invalid-email', message } });
    const { events } = await renderAdmin(ADMIN_PATHS.admins);
    const input = (await screen.findByLabelText(ADMINS_TEXT.addLabel)) as HTMLInputElement;
    await events.type(input, 'x@y.z');
    await events.selectOptions(screen.getByLabelText(ADMINS_TEXT.addRole), 'editor');
    await events.click(screen.getByRole('button', { name: ADMINS_TEXT.add }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input.value).toBe('x@y.z');
  });

  it('asks before revoking, and shows a refusal as the server says it', async () => {
    server.on('GET /api/admins', { status: 200, body: [self, other] });
    const message = 'No puede revocar su propio acceso. Pídaselo a otro administrador.';
    server.on(`DELETE /api/admins/${self.uid}`, { status: 409, body: { error: 'conflict', message } });
    server.on(`DELETE /api/admins/${other.uid}`, { status: 200, body: other });
    const { events } = await renderAdmin(ADMIN_PATHS.admins);
    await events.click(await screen.findByRole('button', { name: `${ADMINS_TEXT.revoke} ${self.email}` }));
    expect(server.requests(`DELETE /api/admins/${self.uid}`)).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: ADMINS_TEXT.confirmYes }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);

    await events.click(screen.getByRole('button', { name: `${ADMINS_TEXT.revoke} ${other.email}` }));
    await events.click(screen.getByRole('button', { name: ADMINS_TEXT.confirmYes }));
    expect((await screen.findByRole('status')).textContent).toBe(ADMINS_TEXT.revoked(other.email));
    expect(server.requests(`DELETE /api/admins/${other.uid}`)).toHaveLength(1);
  });

  it('shares the link by WhatsApp and e-mail with a ready message saying what to do and until when', async () => {
    server.on('GET /api/admins', { status: 200, body: [self] });
    const link = 'http://127.0.0.1:5000/login?mode=invitacion&codigo=abc';
    server.on('POST /api/admins', {
      status: 201,
      body: { uid: 'n', email: 'rector@colegio.edu.co', role: 'admin', created: true, link },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.admins);
    await events.type(await screen.findByLabelText(ADMINS_TEXT.addLabel), 'rector@colegio.edu.co');
    await events.selectOptions(screen.getByLabelText(ADMINS_TEXT.addRole), 'admin');
    await events.click(screen.getByRole('button', { name: ADMINS_TEXT.add }));
    const whatsapp = (await screen.findByRole('link', { name: SHARE_TEXT.whatsapp })) as HTMLAnchorElement;
    const text = new URL(whatsapp.href).searchParams.get('text')!;
    expect(whatsapp.href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(text).toContain(link);
    expect(text).toMatch(/elija su contraseña/);
    expect(text).toMatch(/vence el .*\d/);
    const mail = screen.getByRole('link', { name: SHARE_TEXT.email }) as HTMLAnchorElement;
    expect(mail.href.startsWith('mailto:rector%40colegio.edu.co?subject=')).toBe(true);
    expect(decodeURIComponent(mail.href)).toContain(link);
    expect(screen.getByText(/^Vence el .*72 horas después de creado/)).toBeTruthy();
  });

  it('names the role given in the message to pass on, never "administrador" for an editor', async () => {
    server.on('GET /api/admins', { status: 200, body: [self, other] });
    const link = 'http://127.0.0.1:5000/login?mode=invitacion&codigo=abc';
    server.on('POST /api/admins', {
      status: 201,
      body: {
        uid: 'n',
        email: 'profe@colegio.edu.co',
        role: 'editor',
        created: true,
        alreadyAdmin: false,
        link,
      },
    });
    server.on(`POST /api/admins/${other.uid}/link`, { status: 200, body: { email: other.email, link } });
    const { events } = await renderAdmin(ADMIN_PATHS.admins);
    await events.type(await screen.findByLabelText(ADMINS_TEXT.addLabel), 'profe@colegio.edu.co');
    await events.selectOptions(screen.getByLabelText(ADMINS_TEXT.addRole), 'editor');
    await events.click(screen.getByRole('button', { name: ADMINS_TEXT.add }));
    const whatsapp = (await screen.findByRole('link', { name: SHARE_TEXT.whatsapp })) as HTMLAnchorElement;
    const text = new URL(whatsapp.href).searchParams.get('text')!;
    expect(text).toContain('con el rol Editor');
    expect(text).not.toMatch(/administrador/i);
    const mail = new URL((screen.getByRole('link', { name: SHARE_TEXT.email }) as HTMLAnchorElement).href);
    expect(mail.searchParams.get('subject')).toBe(SHARE_TEXT.subject('editor'));
    expect(mail.searchParams.get('subject')).not.toMatch(/administrador/i);

    // A new link for an existing editor says the same.
    await events.click(
      await screen.findByRole('button', { name: `${ADMINS_TEXT.newLink} para ${other.email}` }),
    );
    await screen.findByText(ADMINS_TEXT.newLinkMade(other.email));
    const again = screen.getAllByRole('link', { name: SHARE_TEXT.whatsapp })[0] as HTMLAnchorElement;
    expect(new URL(again.href).searchParams.get('text')).toContain('con el rol Editor');
  });

  it('offers "Generar un enlace nuevo" only for an account that never signed in, and shows the new link', async () => {
    server.on('GET /api/admins', { status: 200, body: [self, other] });
    const link = 'http://127.0.0.1:5000/login?mode=resetPassword&oobCode=nuevo';
    server.on(`POST /api/admins/${other.uid}/link`, { status: 200, body: { email: other.email, link } });
    const { events } = await renderAdmin(ADMIN_PATHS.admins);
    await screen.findByRole('table', { name: ADMINS_TEXT.caption });
    expect(screen.queryByRole('button', { name: `${ADMINS_TEXT.newLink} para ${self.email}` })).toBeNull();
    await events.click(screen.getByRole('button', { name: `${ADMINS_TEXT.newLink} para ${other.email}` }));
    expect(((await screen.findByLabelText(ADMINS_TEXT.linkLabel)) as HTMLInputElement).value).toBe(link);
    expect(screen.getByText(ADMINS_TEXT.newLinkMade(other.email))).toBeTruthy();
  });

  describe('roles', () => {
    it("shows each account's role: a labelled select for the others, text for oneself", async () => {
      server.on('GET /api/admins', { status: 200, body: [self, other] });
      await renderAdmin(ADMIN_PATHS.admins);
      const select = (await screen.findByLabelText(ADMINS_TEXT.roleOf(other.email))) as HTMLSelectElement;
      expect(select.value).toBe('editor');
      expect([...select.options].map((o) => o.textContent)).toEqual([
        'Administrador',
        'Editor',
        'Colaborador',
        'Atención al ciudadano',
      ]);
      expect(screen.queryByLabelText(ADMINS_TEXT.roleOf(self.email))).toBeNull();
      const table = screen.getByRole('table', { name: ADMINS_TEXT.caption });
      expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Administrador');
    });

    it('changes a role with PATCH and says so; a refusal shows the server’s Spanish message', async () => {
      server.on('GET /api/admins', { status: 200, body: [self, other] });
      server.on(`PATCH /api/admins/${other.uid}`, {
        status: 200,
        body: { ...other, role: 'atencion', changed: true },
      });
      const { events } = await renderAdmin(ADMIN_PATHS.admins);
      await events.selectOptions(await screen.findByLabelText(ADMINS_TEXT.roleOf(other.email)), 'atencion');
      expect(await screen.findByText(ADMINS_TEXT.roleChanged(other.email, 'atencion'))).toBeTruthy();
      expect(server.requests(`PATCH /api/admins/${other.uid}`)[0]!.body).toEqual({ role: 'atencion' });
      server.on(`PATCH /api/admins/${other.uid}`, {
        status: 409,
        body: {
          error: 'conflict',
          message: 'No se puede quitar el rol de administrador al último administrador.',
        },
      });
      await events.selectOptions(await screen.findByLabelText(ADMINS_TEXT.roleOf(other.email)), 'admin');
      expect((await screen.findByRole('alert')).textContent).toMatch(/último administrador/);
    });

    it('adds an account with the chosen role', async () => {
      server.on('GET /api/admins', { status: 200, body: [self] });
      server.on('POST /api/admins', {
        status: 201,
        body: {
          uid: 'n',
          email: 'profe@colegio.edu.co',
          role: 'editor',
          created: true,
          alreadyAdmin: false,
          link: 'http://127.0.0.1:5000/login?mode=resetPassword&oobCode=x',
        },
      });
      const { events } = await renderAdmin(ADMIN_PATHS.admins);
      await events.type(await screen.findByLabelText(ADMINS_TEXT.addLabel), 'profe@colegio.edu.co');
      await events.selectOptions(screen.getByLabelText(ADMINS_TEXT.addRole), 'editor');
      await events.click(screen.getByRole('button', { name: ADMINS_TEXT.add }));
      expect(await screen.findByText(/con el rol Editor/)).toBeTruthy();
      expect(server.requests('POST /api/admins')[0]!.body).toEqual({
        email: 'profe@colegio.edu.co',
        role: 'editor',
      });
    });
  });
});
