/** /accesibilidad (issue 50) in jsdom: the fixed structure around the school's texts. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import AccesibilidadPage, { BARRIER_REPORT } from './accesibilidad-page';

const loader = collectionLoader('accesibilidad');
const STATEMENT = {
  _id: 'a',
  title: 'Declaración de accesibilidad',
  reviewed: '2026-03-10',
  string: 'La institución quiere que todas las personas puedan usar este sitio.',
  limitations: ['Algunos PDF antiguos son imágenes escaneadas.'],
  alternatives: 'Pida cualquier documento en la secretaría.',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('states the target, the checks, the school\'s limitations, how to report a barrier and the review date', async () => {
  stubFetch({ '/api/accesibilidad': [STATEMENT] });
  await renderPage(<AccesibilidadPage />, { path: '/accesibilidad', loader });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Declaración de accesibilidad');
  await screen.findByText(STATEMENT.string);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Estándar que aplicamos',
    'Cómo revisamos el sitio',
    'Limitaciones conocidas',
    'Reporte una barrera de accesibilidad',
  ]);
  expect(screen.getByText(/nivel/).textContent).toMatch(/AA de las Pautas de Accesibilidad .*2\.1 .*Resolución 1519 de 2020/);
  expect(screen.getByText(/axe-core/)).toBeTruthy();
  expect(screen.getByText(STATEMENT.limitations[0]!)).toBeTruthy();
  expect(screen.getByText(STATEMENT.alternatives)).toBeTruthy();
  const report = screen.getByRole('link', { name: 'Reportar una barrera de accesibilidad' });
  expect(report.getAttribute('href')).toBe('/pqrsd?tipo=reclamo&asunto=Barrera%20de%20accesibilidad');
  expect(BARRIER_REPORT).toBe(report.getAttribute('href'));
  expect(screen.getByText(/Última revisión de esta declaración/).textContent).toContain('10 de marzo de 2026');
});

it('says no limitation is known while the school has written none, and leaves out an empty review date', async () => {
  stubFetch({ '/api/accesibilidad': [{ ...STATEMENT, limitations: '', alternatives: '', reviewed: '' }] });
  await renderPage(<AccesibilidadPage />, { path: '/accesibilidad', loader });
  expect(await screen.findByText('La institución no conoce por ahora limitaciones de accesibilidad en este sitio.')).toBeTruthy();
  expect(screen.queryByText(/Última revisión/)).toBeNull();
});
