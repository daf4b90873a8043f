/**
 * The ITA screen's "Revisión automática del sitio": the last report's problems by kind, "Revisar
 * ahora" for administrators only (it runs the check, then the screen reads the checklist and the
 * report again), and a refused run's reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConformityReport } from '@model/conformity';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin } from '../test/render-admin';
import { CONFORMITY_PANEL_TEXT } from './conformity-panel';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const REPORT: ConformityReport = {
  estado: 'fallos',
  fallos: 3,
  revisadoEl: '2026-12-06T15:00:00.000Z',
  completo: true,
  paginas: 84,
  enlaces: 131,
  duracionMs: 21_000,
  origen: 'programada',
  pie: { faltan: ['notificaciones-judiciales'] },
  problemas: [
    {
      page: '/',
      kind: 'pie',
      rule: 'pie-notificaciones-judiciales',
      message: 'Al pie de página le falta «Correo para notificaciones judiciales».',
    },
    {
      page: '/noticias/feria',
      kind: 'accesibilidad',
      rule: 'image-alt',
      message: 'Hay imágenes sin texto alternativo (atributo alt) (1 elemento).',
    },
    {
      page: '/circulares',
      kind: 'enlaces',
      rule: 'archivo-inexistente',
      message: 'Enlaza un archivo que no existe: /media/x.pdf.',
    },
  ],
  ita: {},
};

const emptyChecklist = {
  now: '2026-12-06T15:00:00.000Z',
  counts: { cumple: 0, no_cumple: 0, no_aplica: 0, pendiente: 0 },
  items: [],
};

describe('Revisión automática del sitio', () => {
  it('shows the last report by kind, and an administrator runs it again', async () => {
    server.on('GET /api/ita', { status: 200, body: emptyChecklist });
    server.on('GET /api/conformidad', { status: 200, body: { report: REPORT } });
    server.on('POST /api/conformidad', { status: 200, body: { report: { ...REPORT, origen: 'manual' } } });
    const { events } = await renderAdmin(ADMIN_PATHS.ita);
    const panel = await screen.findByRole('region', { name: CONFORMITY_PANEL_TEXT.title });
    expect(await within(panel).findByText('3 problemas encontrados')).toBeTruthy();
    const groups = [...panel.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(groups).toEqual(['Pie de página (1)', 'Accesibilidad (1)', 'Enlaces y documentos (1)']);
    expect(within(panel).getByText(/Correo para notificaciones judiciales/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '/noticias/feria' }).getAttribute('href')).toBe(
      '/noticias/feria',
    );
    const reads = server.requests('GET /api/ita').length;
    await events.click(within(panel).getByRole('button', { name: CONFORMITY_PANEL_TEXT.run }));
    await waitFor(() => expect(server.requests('POST /api/conformidad')).toHaveLength(1));
    // The checklist and the report are read again (the check's verdicts change the items).
    await waitFor(() => expect(server.requests('GET /api/ita').length).toBeGreaterThan(reads));
    await waitFor(() => expect(server.requests('GET /api/conformidad').length).toBe(2));
  });

  it('says when the site was never checked, and offers no run to an editor', async () => {
    server.on('GET /api/ita', { status: 200, body: emptyChecklist });
    server.on('GET /api/conformidad', { status: 200, body: { report: null } });
    await renderAdmin(ADMIN_PATHS.ita, { role: 'editor' });
    const panel = await screen.findByRole('region', { name: CONFORMITY_PANEL_TEXT.title });
    expect(await within(panel).findByText(/aún no se ha revisado/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: CONFORMITY_PANEL_TEXT.run })).toBeNull();
  });

  it('shows why a run was refused (one already running)', async () => {
    server.on('GET /api/ita', { status: 200, body: emptyChecklist });
    server.on('GET /api/conformidad', { status: 200, body: { report: REPORT } });
    server.on('POST /api/conformidad', {
      status: 409,
      body: {
        error: 'conformity-running',
        message:
          'Ya hay una revisión de este sitio en curso. Espere a que termine y vuelva a consultar los resultados.',
      },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.ita);
    const panel = await screen.findByRole('region', { name: CONFORMITY_PANEL_TEXT.title });
    await events.click(within(panel).getByRole('button', { name: CONFORMITY_PANEL_TEXT.run }));
    expect(await within(panel).findByText(/Ya hay una revisión de este sitio en curso/)).toBeTruthy();
  });
});
