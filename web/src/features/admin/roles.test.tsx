/**
 * Roles in the admin area: each role sees only what it may do (menus, buttons, the
 * section list), and a forced address is the "No tiene permiso" page, not a crash. The server
 * refuses the same (tests/emulator/api-roles.test.ts); this is what the screens offer.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, DRAFT_COLLECTIONS, ROLE_DESCRIPTIONS, SETTINGS_COLLECTIONS } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from './test/fake-network';
import { sampleRecord } from './test/fixtures';
import { renderAdmin } from './test/render-admin';
import { HOME_TEXT } from './pages/admin-home-page';
import { NO_PERMISSION_TEXT } from './pages/no-permission';
import { TRASH_TEXT } from './trash/trash-page';

let server: FakeServer;

fakeServerForEachTest((s) => (server = s));

const sectionOptions = () =>
  [...(screen.getByLabelText(HOME_TEXT.select) as HTMLSelectElement).options]
    .filter((o) => !o.disabled)
    .map((o) => o.value);

const denied = () => screen.findByRole('heading', { level: 1, name: NO_PERMISSION_TEXT.title });

describe('editor', () => {
  it('lists every section but the settings, with the Papelera and without Administradores', async () => {
    await renderAdmin(ADMIN_PATHS.home, { role: 'editor' });
    expect(sectionOptions()).toEqual(COLLECTION_NAMES.filter((n) => !SETTINGS_COLLECTIONS.includes(n)));
    expect(screen.getByRole('link', { name: HOME_TEXT.trash })).toBeTruthy();
    expect(screen.queryByRole('link', { name: HOME_TEXT.admins })).toBeNull();
    expect(screen.getByText(HOME_TEXT.role('editor'))).toBeTruthy();
    // The home's latest changes are one request (the function keeps to the editor's sections,
    // tests/emulator/api-roles.test.ts); no section's list is read for them.
    await waitFor(() => expect(server.sent.map((r) => r.path)).toContain('/api/overview'));
    // And the drafts waiting for review, one request too.
    await waitFor(() => expect(server.sent.map((r) => r.path)).toContain('/api/pendientes'));
    expect(
      server.sent.filter(
        (r) => /^\/api\/[a-z]+$/.test(r.path) && !['/api/overview', '/api/pendientes'].includes(r.path),
      ),
    ).toEqual([]);
  });

  it.each([
    ['Administradores', ADMIN_PATHS.admins],
    ['the settings form', ADMIN_PATHS.edit('sitio', 'sitio')],
    ['the settings list', ADMIN_PATHS.list('sitio')],
  ])('a forced address (%s) shows "No tiene permiso", in Spanish, with the way back', async (_what, path) => {
    await renderAdmin(path, { role: 'editor' });
    await denied();
    expect(screen.getByText(NO_PERMISSION_TEXT.body('editor'))).toBeTruthy();
    expect(screen.getByRole('link', { name: NO_PERMISSION_TEXT.back })).toBeTruthy();
    // Nothing was read for a screen the role may not see.
    expect(server.sent.filter((r) => r.path === '/api/admins' || r.path.startsWith('/api/sitio'))).toEqual(
      [],
    );
  });

  it('restores from the Papelera but gets no "Eliminar definitivamente"', async () => {
    server.on('GET /api/trash', {
      status: 200,
      body: [
        {
          collection: 'docentes',
          recordId: 'd1',
          title: 'Ana',
          deletedAt: '2026-11-20T15:04:00.000Z',
          uid: 'u',
          email: 'e@c.co',
          purgeAfter: '2026-12-20T15:04:00.000Z',
        },
      ],
    });
    await renderAdmin(ADMIN_PATHS.trash, { role: 'editor' });
    expect(await screen.findByRole('button', { name: /Restaurar/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(TRASH_TEXT.purge) })).toBeNull();
  });

  it('edits a content record', async () => {
    const record = sampleRecord('docentes');
    server.on(`GET /api/docentes/${record._id}`, { status: 200, body: record });
    await renderAdmin(ADMIN_PATHS.edit('docentes', record._id), { role: 'editor' });
    expect(await screen.findByRole('button', { name: /Guardar/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: NO_PERMISSION_TEXT.title })).toBeNull();
  });
});

describe('colaborador', () => {
  it('lists only the publishing sections, with no Papelera, Administradores, latest changes nor review queue', async () => {
    await renderAdmin(ADMIN_PATHS.home, { role: 'colaborador' });
    expect(sectionOptions()).toEqual(COLLECTION_NAMES.filter((n) => DRAFT_COLLECTIONS.includes(n)));
    expect(screen.queryByRole('link', { name: HOME_TEXT.trash })).toBeNull();
    expect(screen.queryByRole('link', { name: HOME_TEXT.admins })).toBeNull();
    expect(screen.getByText(HOME_TEXT.role('colaborador'))).toBeTruthy();
    expect(server.sent.filter((r) => r.path === '/api/overview' || r.path === '/api/pendientes')).toEqual([]);
  });

  it.each([
    ['another collection', ADMIN_PATHS.edit('docentes', 'x')],
    ['the Papelera', ADMIN_PATHS.trash],
  ])('a forced address (%s) shows "No tiene permiso"', async (_what, path) => {
    await renderAdmin(path, { role: 'colaborador' });
    await denied();
    expect(screen.getByText(NO_PERMISSION_TEXT.body('colaborador'))).toBeTruthy();
  });

  it('edits its draft: a status select without Publicado, Enviar a revisión, no Eliminar nor history', async () => {
    const record = {
      ...sampleRecord('noticias'),
      estado: 'borrador',
      reviewNote: 'Agregue la hora de salida.',
    };
    server.on(`GET /api/noticias/${record._id}`, { status: 200, body: record });
    await renderAdmin(ADMIN_PATHS.edit('noticias', record._id), { role: 'colaborador' });
    const select = (await screen.findByLabelText('Estado')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'borrador', 'revision']);
    expect(select.value).toBe('borrador');
    expect(screen.getByText('Agregue la hora de salida.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar a revisión' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Vista previa/ }).getAttribute('href')).toBe(
      `/vista-previa/noticias/${record._id}`,
    );
  });
});

describe('atención al ciudadano', () => {
  it('lands on a page saying what the role does, with the inbox and no sections, Papelera or Administradores', async () => {
    server.on('GET /api/pqrsd', { status: 200, body: { today: '2026-11-25', items: [] } });
    await renderAdmin(ADMIN_PATHS.home, { role: 'atencion' });
    expect(await screen.findByText(ROLE_DESCRIPTIONS.atencion)).toBeTruthy();
    expect(screen.getByRole('link', { name: HOME_TEXT.pqrsd })).toBeTruthy();
    expect(screen.queryByLabelText(HOME_TEXT.select)).toBeNull();
    expect(screen.queryByRole('link', { name: HOME_TEXT.trash })).toBeNull();
    expect(screen.queryByRole('link', { name: HOME_TEXT.admins })).toBeNull();
    // Only the inbox is read: no section's records.
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/pqrsd']);
  });

  it.each([ADMIN_PATHS.trash, ADMIN_PATHS.edit('docentes', 'x'), ADMIN_PATHS.create('docentes')])(
    'a forced address (%s) shows "No tiene permiso"',
    async (path) => {
      await renderAdmin(path, { role: 'atencion' });
      await denied();
      expect(server.sent).toEqual([]);
    },
  );
});

describe('administrator', () => {
  it('sees every section, the Papelera and Administradores', async () => {
    await renderAdmin(ADMIN_PATHS.home, { role: 'admin' });
    expect(sectionOptions()).toEqual(COLLECTION_NAMES);
    expect(screen.getByRole('link', { name: HOME_TEXT.trash })).toBeTruthy();
    expect(screen.getByRole('link', { name: HOME_TEXT.admins })).toBeTruthy();
  });
});
