/**
 * The Secretaría's broadcasts screen through its real route (loader, screen, API client); only
 * fetch is fake. The form sends what was chosen, keeps everything after a refusal with the reasons
 * beside the fields, edits and withdraws after confirming; `secretaria-lectura` sees no form.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeFile } from '@/features/admin/test/fixtures';
import { fakeServerForEachTest, type FakeServer } from '@/features/admin/test/fake-network';
import { routerReady } from '@/features/admin/test/router-ready';
import type { ConsoleSession, PlatformRoleName } from '../sections';
import { SECRETARIA_SECTIONS } from '../sections';
import type { BroadcastRow, SchoolRow } from './broadcasts-api';
import { BROADCAST_TEXT } from './broadcasts-screen';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const SCHOOLS: SchoolRow[] = [
  { id: 'sanjose', name: 'I. E. San José', municipio: 'Villa del Río', status: 'activa' },
  { id: 'lasacacias', name: 'I. E. Las Acacias', municipio: 'Villa del Río', status: 'activa' },
  { id: 'elcarmen', name: 'I. E. El Carmen', municipio: 'El Carmen de la Sierra', status: 'activa' },
];
const ROW: BroadcastRow = {
  id: 'b1',
  tipo: 'circular',
  titulo: 'Calendario escolar',
  texto: 'Fechas del semestre.',
  destino: { tipo: 'todas' },
  colegios: ['sanjose', 'lasacacias', 'elcarmen'],
  estado: 'activo',
  version: 1,
  pdf: { name: 'calendario.pdf' },
  creadoEl: '2026-12-06T12:00:00.000Z',
  actualizadoEl: '2026-12-06T12:00:00.000Z',
  total: 3,
  pendientes: [],
  ocultoEn: ['lasacacias'],
};

async function renderScreen(role: PlatformRoleName, rows: BroadcastRow[] = [ROW]) {
  server.on('GET /api/plataforma/comunicados', { status: 200, body: rows });
  server.on('GET /api/plataforma/colegios', { status: 200, body: SCHOOLS });
  const session: ConsoleSession = { role, email: 'sec@villadelrio.gov.co', token: async () => 'tok' };
  const section = SECRETARIA_SECTIONS.find((s) => s.path === 'comunicados')!;
  const router = createMemoryRouter([{ path: '/secretaria/comunicados', ...section.route(session) }], {
    initialEntries: ['/secretaria/comunicados'],
  });
  render(<RouterProvider router={router} />);
  await routerReady(router);
  await screen.findByRole('heading', { name: BROADCAST_TEXT.title });
}

describe('the broadcasts section', () => {
  it('is listed for both roles under comunicados', () => {
    expect(SECRETARIA_SECTIONS.find((s) => s.path === 'comunicados')).toMatchObject({ access: 'read' });
  });

  it('lists each broadcast with how many schools and which hide it', async () => {
    await renderScreen('secretaria');
    const item = screen.getByRole('heading', { name: /Calendario escolar/ }).closest('li')!;
    expect(within(item).getByText(BROADCAST_TEXT.reaches(3))).toBeTruthy();
    expect(item.textContent).toContain(`${BROADCAST_TEXT.hiddenBy} I. E. Las Acacias.`);
  });

  it('secretaria-lectura reads the list, with no form and no edit or withdraw', async () => {
    await renderScreen('secretaria-lectura');
    expect(screen.queryByRole('heading', { name: BROADCAST_TEXT.new })).toBeNull();
    expect(screen.queryByRole('button', { name: BROADCAST_TEXT.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: BROADCAST_TEXT.withdraw })).toBeNull();
  });

  it('sends a circular with its PDF to a list of schools (multipart)', async () => {
    server.on('POST /api/plataforma/comunicados', { status: 201, body: { ...ROW, id: 'b2', total: 2 } });
    await renderScreen('secretaria', []);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(BROADCAST_TEXT.titulo), 'Circular 14');
    await user.type(screen.getByLabelText(BROADCAST_TEXT.texto), 'Fechas de matrícula.');
    await user.upload(screen.getByLabelText(BROADCAST_TEXT.pdf), fakeFile('pdf', 'circular-14.pdf'));
    await user.click(screen.getByLabelText(BROADCAST_TEXT.lista));
    await user.click(screen.getByRole('checkbox', { name: /San José/ }));
    await user.click(screen.getByRole('checkbox', { name: /El Carmen/ }));
    await user.click(screen.getByRole('button', { name: BROADCAST_TEXT.send }));
    expect(await screen.findByText(BROADCAST_TEXT.sent(2))).toBeTruthy();
    const [sent] = server.requests('POST /api/plataforma/comunicados');
    const form = sent!.body as FormData;
    expect(form.get('tipo')).toBe('circular');
    expect(form.get('titulo')).toBe('Circular 14');
    expect(JSON.parse(String(form.get('destino')))).toEqual({
      tipo: 'lista',
      colegios: ['sanjose', 'elcarmen'],
    });
    expect((form.get('pdf') as File).name).toBe('circular-14.pdf');
    expect(sent!.headers.authorization).toBe('Bearer tok');
  });

  it('a refusal keeps the form as it was, the reasons beside the fields', async () => {
    server.on('POST /api/plataforma/comunicados', {
      status: 400,
      body: {
        error: 'invalid-broadcast',
        message:
          'El municipio «El Carmen de la Sierra» no tiene colegios activos: el comunicado no llegaría a nadie.',
        fields: { destino: 'El municipio «El Carmen de la Sierra» no tiene colegios activos.' },
      },
    });
    await renderScreen('secretaria', []);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(BROADCAST_TEXT.aviso));
    await user.type(screen.getByLabelText(BROADCAST_TEXT.titulo), 'Sin clases');
    await user.type(screen.getByLabelText(BROADCAST_TEXT.texto), 'Mañana no hay clases.');
    await user.click(screen.getByLabelText(BROADCAST_TEXT.municipio));
    await user.selectOptions(screen.getByLabelText(BROADCAST_TEXT.chooseMunicipio), 'El Carmen de la Sierra');
    await user.click(screen.getByRole('button', { name: BROADCAST_TEXT.send }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no llegaría a nadie/);
    expect(screen.getByText('El municipio «El Carmen de la Sierra» no tiene colegios activos.')).toBeTruthy();
    expect((screen.getByLabelText(BROADCAST_TEXT.titulo) as HTMLInputElement).value).toBe('Sin clases');
    expect((screen.getByLabelText(BROADCAST_TEXT.texto) as HTMLTextAreaElement).value).toBe(
      'Mañana no hay clases.',
    );
    expect((screen.getByLabelText(BROADCAST_TEXT.chooseMunicipio) as HTMLSelectElement).value).toBe(
      'El Carmen de la Sierra',
    );
    const [sent] = server.requests('POST /api/plataforma/comunicados');
    expect(sent!.body).toMatchObject({ tipo: 'aviso', nivel: 'info', destino: { tipo: 'municipio' } });
  });

  it('edits a broadcast: every copy follows', async () => {
    server.on('PUT /api/plataforma/comunicados/b1', {
      status: 200,
      body: { ...ROW, titulo: 'Calendario corregido' },
    });
    await renderScreen('secretaria');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: BROADCAST_TEXT.edit }));
    const form = screen.getByRole('form', { name: /Editar: Calendario escolar/ });
    const title = within(form).getByLabelText(BROADCAST_TEXT.titulo);
    await user.clear(title);
    await user.type(title, 'Calendario corregido');
    await user.click(within(form).getByRole('button', { name: BROADCAST_TEXT.save }));
    expect(await screen.findByText(BROADCAST_TEXT.saved)).toBeTruthy();
    expect(server.requests('PUT /api/plataforma/comunicados/b1')[0]!.body).toEqual({
      titulo: 'Calendario corregido',
      texto: 'Fechas del semestre.',
    });
  });

  it('withdraws only after confirming', async () => {
    server.on('DELETE /api/plataforma/comunicados/b1', { status: 200, body: { ...ROW, estado: 'retirado' } });
    await renderScreen('secretaria');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: BROADCAST_TEXT.withdraw }));
    expect(server.requests('DELETE /api/plataforma/comunicados/b1')).toHaveLength(0);
    expect(screen.getByText(BROADCAST_TEXT.confirmWithdraw(3))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: BROADCAST_TEXT.cancel }));
    expect(screen.queryByText(BROADCAST_TEXT.confirmWithdraw(3))).toBeNull();
    await user.click(screen.getByRole('button', { name: BROADCAST_TEXT.withdraw }));
    fireEvent.click(screen.getByRole('button', { name: BROADCAST_TEXT.yesWithdraw }));
    await waitFor(() => expect(server.requests('DELETE /api/plataforma/comunicados/b1')).toHaveLength(1));
    expect(await screen.findByText(BROADCAST_TEXT.withdrawnDone)).toBeTruthy();
  });
});
