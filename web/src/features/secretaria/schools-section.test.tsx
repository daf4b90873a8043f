/** "Instituciones" with a fake server: the list, retiring after a confirmation naming the school, reactivating, downloading its data. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, type FakeServer } from '@/features/admin/test/fake-network';
import { SCHOOLS_SECTION, SCHOOLS_TEXT } from './schools-section';
import { SECRETARIA_SECTIONS, type ConsoleSession } from './sections';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const session: ConsoleSession = {
  role: 'secretaria',
  email: 'secretaria@villadelrio.gov.co',
  token: () => Promise.resolve('token-secretaria'),
};
const acacias = {
  id: 'lasacacias',
  name: 'Institución Educativa Las Acacias',
  municipio: 'Villa del Río',
  status: 'activa',
  url: 'http://localhost:5050/lasacacias/',
};

function renderList() {
  const Screen = SCHOOLS_SECTION.route(session).Component!;
  render(<Screen />);
  return userEvent.setup();
}

describe('Instituciones', () => {
  it('is a write section of the console', () => {
    expect(SECRETARIA_SECTIONS).toContain(SCHOOLS_SECTION);
    expect(SCHOOLS_SECTION.access).toBe('write');
  });

  it('retires a school only after a confirmation that names it, then reactivates it', async () => {
    let status = 'activa';
    server.on('GET /api/plataforma/colegios', () => ({ status: 200, body: [{ ...acacias, status }] }));
    server.on('POST /api/plataforma/colegios/lasacacias/retirar', () => {
      status = 'retirada';
      return { status: 200, body: { id: 'lasacacias', status } };
    });
    server.on('POST /api/plataforma/colegios/lasacacias/reactivar', () => {
      status = 'activa';
      return { status: 200, body: { id: 'lasacacias', status } };
    });
    const events = renderList();
    const table = await screen.findByRole('table', { name: SCHOOLS_TEXT.caption });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain(SCHOOLS_TEXT.active);
    await events.click(within(row).getByRole('button', { name: `Retirar «${acacias.name}»` }));
    // Nothing yet: the confirmation names the school.
    expect(server.requests('POST /api/plataforma/colegios/lasacacias/retirar')).toHaveLength(0);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(SCHOOLS_TEXT.confirm(acacias.name));
    await events.click(within(dialog).getByRole('button', { name: SCHOOLS_TEXT.confirmYes(acacias.name) }));
    expect((await screen.findByRole('status')).textContent).toBe(SCHOOLS_TEXT.retiredDone(acacias.name));
    expect(
      server.requests('POST /api/plataforma/colegios/lasacacias/retirar')[0]!.headers.authorization,
    ).toBe('Bearer token-secretaria');
    await screen.findByText(SCHOOLS_TEXT.retired);
    await events.click(screen.getByRole('button', { name: `Reactivar «${acacias.name}»` }));
    expect((await screen.findByRole('status')).textContent).toBe(SCHOOLS_TEXT.reactivatedDone(acacias.name));
  });

  it('cancelling the confirmation retires nothing; a refusal is shown in Spanish', async () => {
    server.on('GET /api/plataforma/colegios', { status: 200, body: [acacias] });
    server.on('POST /api/plataforma/colegios/lasacacias/retirar', {
      status: 403,
      body: {
        error: 'forbidden',
        message: 'Su rol (Secretaría, solo lectura) no permite crear ni modificar colegios.',
      },
    });
    const events = renderList();
    await events.click(await screen.findByRole('button', { name: `Retirar «${acacias.name}»` }));
    await events.click(screen.getByRole('button', { name: SCHOOLS_TEXT.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests('POST /api/plataforma/colegios/lasacacias/retirar')).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: `Retirar «${acacias.name}»` }));
    await events.click(screen.getByRole('button', { name: SCHOOLS_TEXT.confirmYes(acacias.name) }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/solo lectura/);
  });

  it("downloads a school's data with the token, saved under the server's file name", async () => {
    server.on('GET /api/plataforma/colegios', { status: 200, body: [acacias] });
    server.on('GET /api/plataforma/colegios/lasacacias/exportar', { status: 200, body: 'zip' });
    const created = vi.fn(() => 'blob:copia');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const events = renderList();
    await events.click(await screen.findByRole('button', { name: `Descargar datos de «${acacias.name}»` }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    expect(
      server.requests('GET /api/plataforma/colegios/lasacacias/exportar')[0]!.headers.authorization,
    ).toBe('Bearer token-secretaria');
  });
});
