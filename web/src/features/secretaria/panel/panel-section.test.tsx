/**
 * The console's table of schools: its rows from GET /api/plataforma/panel, sorted by a column's
 * title, narrowed by municipality, comuna and "only overdue", the PQRSD figures linked to each
 * school's inbox for `secretaria` only, and the CSV asked with the same filters.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { panelRowOf, type PanelAnswer, type PanelRow } from '@model/school-summary';
import { installFakeServer } from '@/features/admin/test/fake-network';
import { CONSOLE_TOKEN, renderConsole } from '../test/render-console';
import { tableRows, viewOf } from './panel-order';
import { PANEL_TEXT } from './panel-text';

const school = (
  id: string,
  name: string,
  municipio: string,
  comuna: string,
  vencidas: number,
  extra: Partial<Parameters<typeof panelRowOf>[1]> = {},
): PanelRow =>
  panelRowOf(
    { id, name, municipio, comuna, url: `http://localhost:5000/${id}/` },
    {
      pqrsd: { abiertas: vencidas + 2, porVencer: 1, vencidas },
      ita: {
        cumple: 60,
        noCumple: 0,
        pendiente: vencidas,
        desactualizado: 0,
        revisadoEl: '2026-11-30T15:00:00.000Z',
      },
      ultimaPublicacion: '2026-12-01T12:00:00.000Z',
      personal: [{ email: `admin@${id}.edu.co`, rol: 'admin', ultimoIngreso: '2026-12-05T13:00:00.000Z' }],
      ...extra,
    },
    `http://localhost:5000/${id}/admin/pqrsd`,
  );

const ROWS: PanelRow[] = [
  school('sanjose', 'I. E. San José', 'Villa del Río', 'Comuna 1', 0),
  school('lasacacias', 'I. E. Las Acacias', 'Villa del Río', 'Comuna 2', 3, {
    conformidad: {
      estado: 'fallos',
      fallos: 2,
      revisadoEl: '2026-12-05T10:00:00.000Z',
      pie: { faltan: ['Correo de notificaciones judiciales'] },
    },
  }),
  school('elcarmen', 'I. E. El Carmen', 'San Pedro', '', 1),
];

const answer = (rows = ROWS, inbox = true): PanelAnswer => ({
  rows: inbox ? rows : rows.map((r) => ({ ...r, pqrsdInbox: null })),
  at: '2026-12-06T12:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((th) => th.textContent);

describe('the order and filters of the table', () => {
  it('puts the most overdue first by default, ties by name, and narrows as the address says', () => {
    expect(tableRows(ROWS, viewOf(new URLSearchParams())).map((r) => r.id)).toEqual([
      'lasacacias',
      'elcarmen',
      'sanjose',
    ]);
    expect(tableRows(ROWS, viewOf(new URLSearchParams('orden=colegio&dir=asc'))).map((r) => r.id)).toEqual([
      'elcarmen',
      'lasacacias',
      'sanjose',
    ]);
    const narrowed = tableRows(ROWS, viewOf(new URLSearchParams('municipio=Villa+del+R%C3%ADo&vencidas=1')));
    expect(narrowed.map((r) => r.id)).toEqual(['lasacacias']);
    expect(tableRows(ROWS, viewOf(new URLSearchParams('comuna=Comuna+1'))).map((r) => r.id)).toEqual([
      'sanjose',
    ]);
  });
});

describe('the console home (Colegios)', () => {
  it('shows every school, sorts by a column title and filters by municipality and overdue', async () => {
    const server = installFakeServer().on('GET /api/plataforma/panel', { status: 200, body: answer() });
    const { events, router } = await renderConsole('/secretaria');
    expect(await screen.findByRole('heading', { level: 1, name: PANEL_TEXT.title })).toBeTruthy();
    expect(server.requests('GET /api/plataforma/panel')[0]!.headers.authorization).toBe(
      `Bearer ${CONSOLE_TOKEN}`,
    );
    await vi.waitFor(() =>
      expect(names()).toEqual(['I. E. Las Acacias', 'I. E. El Carmen', 'I. E. San José']),
    );
    expect(screen.getByText(/2 colegios tienen PQRSD vencidas/)).toBeTruthy();

    const colegio = screen.getByRole('button', { name: /^Colegio/ });
    await events.click(colegio);
    await vi.waitFor(() =>
      expect(names()).toEqual(['I. E. El Carmen', 'I. E. Las Acacias', 'I. E. San José']),
    );
    expect(colegio.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    await events.click(colegio);
    await vi.waitFor(() =>
      expect(names()).toEqual(['I. E. San José', 'I. E. Las Acacias', 'I. E. El Carmen']),
    );
    expect(router.state.location.search).toBe('?orden=colegio&dir=desc');

    await events.selectOptions(screen.getByLabelText(PANEL_TEXT.municipio), 'San Pedro');
    await vi.waitFor(() => expect(names()).toEqual(['I. E. El Carmen']));
    await events.selectOptions(screen.getByLabelText(PANEL_TEXT.municipio), '');
    await events.click(screen.getByLabelText(PANEL_TEXT.onlyOverdue));
    await vi.waitFor(() => expect(names()).toEqual(['I. E. Las Acacias', 'I. E. El Carmen']));
    expect(screen.getByText(/2 de 3 colegios con estos filtros/)).toBeTruthy();
    // Sorting and filtering read nothing again.
    expect(server.requests('GET /api/plataforma/panel')).toHaveLength(1);

    const acacias = screen.getByRole('row', { name: /Las Acacias/ });
    const overdue = within(acacias).getByRole('link', {
      name: /Vencidas: Bandeja de PQRSD de I. E. Las Acacias/,
    });
    expect(overdue.getAttribute('href')).toBe('http://localhost:5000/lasacacias/admin/pqrsd');
    expect(overdue.textContent).toMatch(/^3/);
    expect(within(acacias).getByText('2 fallos')).toBeTruthy();
    expect(within(acacias).getByRole('link', { name: 'I. E. Las Acacias' }).getAttribute('href')).toBe(
      'http://localhost:5000/lasacacias/',
    );
    expect(within(screen.getByRole('row', { name: /El Carmen/ })).getByText('Sin revisar')).toBeTruthy();
  });

  it('asks the CSV with the filters shown', async () => {
    const server = installFakeServer()
      .on('GET /api/plataforma/panel', { status: 200, body: answer() })
      .on('GET /api/plataforma/panel.csv', { status: 200, body: 'x' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    // jsdom does not download: the link's click is where the browser would.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { events } = await renderConsole('/secretaria?vencidas=1&municipio=San+Pedro');
    await screen.findByRole('table');
    await events.click(screen.getByRole('button', { name: PANEL_TEXT.download }));
    await vi.waitFor(() => expect(server.requests('GET /api/plataforma/panel.csv')).toHaveLength(1));
    const fetched = (fetch as unknown as { mock: { calls: Array<[string]> } }).mock.calls.map((c) => c[0]);
    expect(fetched.find((u) => u.includes('panel.csv'))).toMatch(
      /panel\.csv\?municipio=San\+Pedro&vencidas=1$/,
    );
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    clicked.mockRestore();
  });

  it('gives secretaria-lectura the figures without links to the schools’ inboxes', async () => {
    installFakeServer().on('GET /api/plataforma/panel', { status: 200, body: answer(ROWS, false) });
    await renderConsole('/secretaria', { role: 'secretaria-lectura' });
    const acacias = await screen.findByRole('row', { name: /Las Acacias/ });
    expect(
      within(acacias)
        .queryAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['I. E. Las Acacias']);
  });
});
