/** /accesibilidad in jsdom: the fixed structure around the school's texts. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { NoAplicaReason, PublicRecord } from '@model/public';
import AccesibilidadPage, { BARRIER_REPORT } from './accesibilidad-page';

const STATEMENT = {
  _id: 'a',
  title: 'Declaración de accesibilidad',
  reviewed: '2026-03-10',
  string: 'La institución quiere que todas las personas puedan usar este sitio.',
  limitations: ['Algunos PDF antiguos son imágenes escaneadas.'],
  alternatives: 'Pida cualquier documento en la secretaría.',
};
const records = (fields: Partial<typeof STATEMENT> = {}) => ({
  accesibilidad: [{ ...STATEMENT, ...fields } as unknown as PublicRecord<'accesibilidad'>],
});
const reason = (over: Partial<NoAplicaReason>): NoAplicaReason =>
  ({ id: 'x', number: '1.1', name: 'Ítem', reason: 'No aplica.', paths: [], ...over }) as NoAplicaReason;

it("states the target, the checks, the school's limitations, how to report a barrier and the review date", () => {
  render(<AccesibilidadPage records={records()} noAplica={[]} buildDate="2026-04-02" />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Declaración de accesibilidad');
  expect(screen.getByText(STATEMENT.string)).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Estándar que aplicamos',
    'Cómo revisamos el sitio',
    'Limitaciones conocidas',
    'Reporte una barrera de accesibilidad',
  ]);
  expect(screen.getByText(/nivel/).textContent).toMatch(
    /AA de las Pautas de Accesibilidad .*2\.1 .*Resolución 1519 de 2020/,
  );
  // The checks in plain Spanish: no tool's name, no pixel count.
  expect(screen.getByText(/en la pantalla de un celular sin moverla hacia los lados/)).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/axe|píxeles|390/i);
  expect(screen.getByText(STATEMENT.limitations[0]!)).toBeTruthy();
  expect(screen.getByText(STATEMENT.alternatives)).toBeTruthy();
  const report = screen.getByRole('link', { name: 'Reportar una barrera de accesibilidad' });
  expect(report.getAttribute('href')).toBe('/pqrsd?tipo=reclamo&asunto=Barrera%20de%20accesibilidad');
  expect(BARRIER_REPORT).toBe(report.getAttribute('href'));
  expect(screen.getByText(/Última revisión de esta declaración/).textContent).toContain(
    '10 de marzo de 2026',
  );
  // The build's date: the version the automated checks ran on.
  const built = screen.getByText(/se construyó el/);
  expect(built.textContent).toContain('2 de abril de 2026');
  expect(built.querySelector('time')!.getAttribute('datetime')).toBe('2026-04-02');
});

it('says no limitation is known while the school has written none, and leaves out an empty review date and build date', () => {
  render(
    <AccesibilidadPage
      records={records({ limitations: [], alternatives: '', reviewed: '' })}
      noAplica={[]}
      buildDate=""
    />,
  );
  expect(
    screen.getByText('La institución no conoce por ahora limitaciones de accesibilidad en este sitio.'),
  ).toBeTruthy();
  expect(screen.queryByText(/Última revisión/)).toBeNull();
  expect(screen.queryByText(/se construyó/)).toBeNull();
});

it('shows the checklist\'s "no aplica" reasons for this page, and only those', () => {
  render(
    <AccesibilidadPage
      records={records()}
      noAplica={[
        reason({
          id: 'a',
          number: '2.5',
          name: 'Sede electrónica',
          reason: 'La institución no tiene sede electrónica.',
          paths: ['/accesibilidad'],
        }),
        reason({
          id: 'b',
          number: '6.3',
          name: 'Consulta',
          reason: 'Otra página.',
          paths: ['/participa/consulta'],
        }),
      ]}
    />,
  );
  const heading = screen.getByRole('heading', { level: 2, name: 'No aplica a la institución' });
  const section = heading.closest('section')!;
  expect(section.textContent).toContain('2.5 Sede electrónica: La institución no tiene sede electrónica.');
  expect(section.textContent).not.toContain('Otra página.');
});

it('shows the empty state while no statement is published', () => {
  render(<AccesibilidadPage records={{ accesibilidad: [] }} noAplica={[]} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeTruthy();
  expect(screen.getByText(/todavía no ha sido publicado/)).toBeTruthy();
});
