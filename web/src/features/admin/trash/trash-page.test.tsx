/** /admin/papelera: the deleted records, "Restaurar", its confirmation and failures, the empty state. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@/config/paths';
import { sampleRecord } from '../test/fixtures';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin } from '../test/render-admin';
import { formatDeletedAt, TRASH_TEXT } from './trash-page';
import { formatStamp } from '../lib/format-stamp';

let server: FakeServer;

const entry = (recordId: string, title: string, collection = 'docentes') => ({
  collection,
  recordId,
  title,
  deletedAt: '2026-11-20T15:04:00.000Z',
  uid: 'u1',
  email: 'admin@colegio.edu.co',
  purgeAfter: '2026-12-20T15:04:00.000Z',
});

fakeServerForEachTest((s) => (server = s));

describe('Papelera', () => {
  it('lists the deleted records with section, title, date and author, and restores one', async () => {
    // As the server: a restored record leaves the Papelera (the screen reads it again after a restore).
    let entries = [entry('d1', 'María'), entry('c1', 'Bienvenida', 'carousel')];
    server.on('GET /api/trash', () => ({ status: 200, body: entries }));
    server.on('POST /api/trash/docentes/d1/restore', () => {
      entries = entries.filter((e) => e.recordId !== 'd1');
      return { status: 200, body: sampleRecord('docentes', 'd1') };
    });
    const { events, router } = await renderAdmin(ADMIN_PATHS.trash);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      TRASH_TEXT.collection,
      TRASH_TEXT.recordTitle,
      TRASH_TEXT.deletedAt,
      TRASH_TEXT.deletedBy,
      TRASH_TEXT.action,
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 4).map((td) => td.textContent)).toEqual([
      'Docentes',
      'María',
      formatDeletedAt('2026-11-20T15:04:00.000Z'),
      'admin@colegio.edu.co',
    ]);
    // es-CO, written out: "20 de noviembre de 2026".
    expect(formatDeletedAt('2026-11-20T15:04:00.000Z')).toMatch(/noviembre de 2026/);
    // Bogotá time (UTC-5) whatever the device's zone, the same text the lists show.
    expect(formatDeletedAt('2026-11-20T15:04:00.000Z')).toBe(formatStamp('2026-11-20T15:04:00.000Z'));
    expect(formatDeletedAt('2026-11-20T15:04:00.000Z')).toMatch(/10:04/);

    await events.click(screen.getByRole('button', { name: 'Restaurar «María»' }));
    const status = await screen.findByText(/Se restauró «María» en Docentes\./);
    expect(server.requests('POST /api/trash/docentes/d1/restore')).toHaveLength(1);
    // The browser's copy of the public list is refreshed (an anonymous read, cache: reload), so the
    // public page opened next shows the restored record, not the list cached before it.
    await waitFor(() =>
      expect(server.requests('GET /api/docentes').find((r) => r.cache === 'reload')).toBeDefined(),
    );
    expect(
      server.requests('GET /api/docentes').find((r) => r.cache === 'reload')?.headers.authorization,
    ).toBeUndefined();
    await screen.findByRole('button', { name: 'Restaurar «Bienvenida»' });
    expect(screen.queryByRole('button', { name: 'Restaurar «María»' })).toBeNull();
    await events.click(
      within(status.closest('[role="status"]') as HTMLElement).getByRole('link', {
        name: 'Ver la lista: Docentes',
      }),
    );
    expect(router.state.location.pathname + router.state.location.search).toBe(ADMIN_PATHS.list('docentes'));
  });

  it('says why a restore failed and keeps the row', async () => {
    server.on('GET /api/trash', { status: 200, body: [entry('d1', 'María')] });
    server.on('POST /api/trash/docentes/d1/restore', {
      status: 404,
      body: { error: 'not-found', message: 'No hay en la Papelera un registro «d1» de docentes.' },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.trash);
    await events.click(await screen.findByRole('button', { name: 'Restaurar «María»' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No hay en la Papelera un registro «d1» de docentes.',
    );
    expect(screen.getByRole('button', { name: 'Restaurar «María»' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    server.on('GET /api/trash', { status: 200, body: [] });
    await renderAdmin(ADMIN_PATHS.trash);
    expect(await screen.findByText(TRASH_TEXT.empty)).toBeTruthy();
  });

  it('is linked from the admin home', async () => {
    const { events, router } = await renderAdmin(ADMIN_PATHS.home);
    server.on('GET /api/trash', { status: 200, body: [] });
    await events.click(screen.getByRole('link', { name: 'Papelera' }));
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.trash);
    expect(await screen.findByRole('heading', { level: 1, name: TRASH_TEXT.title })).toBeTruthy();
  });

  it('"Eliminar definitivamente" asks in a dialog, then removes the entry for good', async () => {
    server.on('GET /api/trash', { status: 200, body: [entry('d1', 'María')] });
    server.on('DELETE /api/trash/docentes/d1', { status: 204 });
    const { events } = await renderAdmin(ADMIN_PATHS.trash);
    await events.click(await screen.findByRole('button', { name: `${TRASH_TEXT.purge} «María»` }));
    const dialog = await screen.findByRole('alertdialog', { name: TRASH_TEXT.purgeTitle });
    expect(dialog.textContent).toContain('No se podrá restaurar');
    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(server.requests('DELETE /api/trash/docentes/d1')).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: `${TRASH_TEXT.purge} «María»` }));
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: TRASH_TEXT.purgeYes }),
    );
    expect(await screen.findByText(TRASH_TEXT.purged('María'))).toBeTruthy();
    expect(server.requests('DELETE /api/trash/docentes/d1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: `${TRASH_TEXT.purge} «María»` })).toBeNull();
  });
});
