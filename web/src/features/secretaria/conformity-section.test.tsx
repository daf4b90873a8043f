/**
 * The console's "Revisión automática": a card per school with its state, the footer elements it
 * lacks and its last run; its problems read when opened; "Revisar ahora" for `secretaria` only.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConformityReport } from '@model/conformity';
import { CONFORMITY_SECTION, CONFORMITY_SECTION_TEXT, type ConformityRow } from './conformity-section';
import type { ConsoleSession, PlatformRoleName } from './sections';

const REPORT: ConformityReport = {
  estado: 'fallos',
  fallos: 1,
  revisadoEl: '2026-12-06T15:00:00.000Z',
  completo: false,
  paginas: 57,
  enlaces: 139,
  duracionMs: 19_000,
  origen: 'programada',
  pie: { faltan: ['notificaciones-judiciales'] },
  problemas: [
    {
      page: '/',
      kind: 'pie',
      rule: 'pie-notificaciones-judiciales',
      message: 'Al pie de página le falta «Correo para notificaciones judiciales».',
    },
  ],
  ita: {},
};

const ROWS: ConformityRow[] = [
  {
    id: 'sanjose',
    name: 'Institución Educativa San José',
    municipio: 'Villa del Río',
    url: 'https://iesanjose.edu.co/',
    conformidad: {
      estado: 'fallos',
      fallos: 1,
      revisadoEl: REPORT.revisadoEl,
      completo: false,
      pie: REPORT.pie,
    },
  },
  {
    id: 'elcarmen',
    name: 'Colegio El Carmen',
    municipio: 'Villa del Río',
    url: 'https://p.co/elcarmen/',
    conformidad: null,
  },
];

let sent: Array<{ method: string; path: string }> = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://x').pathname;
      sent.push({ method, path });
      const body =
        path === '/api/plataforma/conformidad'
          ? { schools: ROWS }
          : { report: method === 'POST' ? { ...REPORT, origen: 'manual' } : REPORT };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderSection(role: PlatformRoleName) {
  const session: ConsoleSession = { role, email: 'consulta@sed.gov.co', token: async () => 'token' };
  const router = createMemoryRouter([{ path: '/', ...CONFORMITY_SECTION.route(session) }]);
  render(<RouterProvider router={router} />);
}

describe('Revisión automática (console)', () => {
  it('shows each school’s state, footer and last run, and its problems when opened', async () => {
    renderSection('secretaria-lectura');
    const card = (await screen.findByRole('link', { name: 'Institución Educativa San José' })).closest('li')!;
    expect(within(card).getByText(/1 problema \(revisión incompleta\)/)).toBeTruthy();
    expect(within(card).getByText('Falta: Correo para notificaciones judiciales')).toBeTruthy();
    const never = screen.getByRole('link', { name: 'Colegio El Carmen' }).closest('li')!;
    expect(within(never).getByText(CONFORMITY_SECTION_TEXT.never)).toBeTruthy();
    // Read-only: no run anywhere.
    expect(screen.queryByRole('button', { name: CONFORMITY_SECTION_TEXT.run })).toBeNull();
    await userEvent.click(within(card).getByText(CONFORMITY_SECTION_TEXT.problems));
    expect(await within(card).findByText(/Al pie de página le falta/)).toBeTruthy();
    expect(sent).toContainEqual({ method: 'GET', path: '/api/plataforma/colegios/sanjose/conformidad' });
  });

  it('lets the Secretaría run a school’s check, then reads the table again', async () => {
    renderSection('secretaria');
    const card = (await screen.findByRole('link', { name: 'Colegio El Carmen' })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: CONFORMITY_SECTION_TEXT.run }));
    await waitFor(() =>
      expect(sent).toContainEqual({ method: 'POST', path: '/api/plataforma/colegios/elcarmen/conformidad' }),
    );
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/plataforma/conformidad')).toHaveLength(2));
  });
});
