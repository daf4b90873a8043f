/** /participa and /participa/{seccion}, rendered with the records and reasons their page files read. */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { findParticipaPage, PARTICIPA_SECTIONS, type NoAplicaReason } from '@model/public';
import * as fx from '@/testing/fixtures';
import type { PageRecords } from '@/config/page-props';
import ParticipaPage from './participa-page';

const ENTRIES = [
  {
    _id: 'e1',
    seccion: 'consulta',
    title: 'Proyecto de ajuste del manual',
    date: '2026-04-01',
    pdf: fx.stored('pdf'),
    pdfName: 'proyecto.pdf',
    link: '',
  },
  {
    _id: 'e2',
    seccion: 'consulta',
    title: 'Respuestas a los comentarios',
    description: 'Recibimos 40 comentarios.',
    pdf: '',
    link: '',
  },
  {
    _id: 'e3',
    seccion: 'diagnostico',
    title: 'Encuesta 2026',
    pdf: '',
    link: 'https://forms.office.com/r/x',
  },
  { _id: 'e4', seccion: 'consulta', title: 'Consulta 3', description: 'x', pdf: '', link: '' },
  { _id: 'e5', seccion: 'consulta', title: 'Consulta 4', description: 'x', pdf: '', link: '' },
];

/** A page as its file renders it: `seccion` a section's slug, none for /participa. */
const renderParticipa = (seccion?: string, entries: unknown[] = ENTRIES, reasons: NoAplicaReason[] = []) =>
  render(
    <ParticipaPage
      records={{ participa: entries } as PageRecords<'participa'>}
      section={seccion === undefined ? undefined : findParticipaPage(seccion)!}
      reasons={reasons}
    />,
  );

it('lists the six sections in the guideline order, each a link, rendición de cuentas to its existing page', () => {
  renderParticipa();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Participa');
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(headings.map((h) => h.textContent)).toEqual(PARTICIPA_SECTIONS.map((s) => s.name));
  expect(headings.map((h) => within(h).getByRole('link').getAttribute('href'))).toEqual([
    '/participa/diagnostico',
    '/participa/planeacion',
    '/participa/consulta',
    '/participa/colaboracion',
    '/rendicioncuentas',
    '/participa/control-social',
  ]);
  // The latest three of a section (of four), each a link to its place on the section's page.
  const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;
  expect(
    within(card('Consulta ciudadana'))
      .getAllByRole('link')
      .slice(1)
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Proyecto de ajuste del manual', '/participa/consulta#p-e1'],
    ['Respuestas a los comentarios', '/participa/consulta#p-e2'],
    ['Consulta 3', '/participa/consulta#p-e4'],
  ]);
  // A section with nothing published says so; rendición de cuentas points to its page.
  expect(
    within(card('Planeación y presupuesto participativo')).getByText(
      'Aún no hay publicaciones en esta sección.',
    ),
  ).toBeTruthy();
  expect(within(card('Rendición de cuentas')).getByText(/Consulte los informes/)).toBeTruthy();
});

it('shows one section with its entries (date, text, PDF, link) and the six sections below', () => {
  renderParticipa('consulta');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Consulta ciudadana');
  expect(screen.getByRole('link', { name: 'Participa' }).getAttribute('href')).toBe('/participa');
  const first = screen
    .getByRole('heading', { level: 2, name: 'Proyecto de ajuste del manual' })
    .closest('li')!;
  expect(first.id).toBe('p-e1');
  expect(within(first).getByText('1 de abril de 2026')).toBeTruthy();
  expect(
    within(first)
      .getByRole('link', { name: /^Descargar PDF/ })
      .getAttribute('download'),
  ).toBe('proyecto.pdf');
  expect(screen.getByText('Recibimos 40 comentarios.')).toBeTruthy();
  // Only this section's entries.
  expect(screen.queryByText('Encuesta 2026')).toBeNull();
  const nav = screen.getByRole('navigation', { name: 'Secciones de Participa' });
  const current = within(nav).getByRole('link', { name: 'Consulta ciudadana' });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(within(nav).getAllByRole('link')).toHaveLength(6);
});

it("opens an entry's link in a new tab", () => {
  renderParticipa('diagnostico');
  const link = screen.getByRole('link', { name: /^Abrir el enlace\s*:\s*Encuesta 2026/ });
  expect(link.getAttribute('href')).toBe('https://forms.office.com/r/x');
  expect(link.getAttribute('target')).toBe('_blank');
});

it('says a section has nothing yet, with a way to propose one', () => {
  renderParticipa('control-social', []);
  const note = screen.getByText(/Aún no hay publicaciones en esta sección/);
  expect(within(note).getByRole('link', { name: 'Atención al ciudadano' }).getAttribute('href')).toBe(
    '/pqrsd',
  );
});

it('publishes a section\'s "no aplica" answer of the ITA checklist on that section only', () => {
  const reasons = [
    {
      id: 'participa-6-2-2',
      number: '6.2.2',
      name: 'Planeación y presupuesto participativo',
      annex: 'Anexo 2',
      categoryName: 'Menú Participa',
      subitem: null,
      paths: ['/participa/planeacion'],
      reason: 'La institución no maneja presupuesto participativo.',
    },
  ] as NoAplicaReason[];
  const view = renderParticipa('planeacion', ENTRIES, reasons);
  const notes = screen
    .getByRole('heading', { level: 2, name: 'No aplica a la institución' })
    .closest('section')!;
  expect(within(notes).getByRole('listitem').textContent).toBe(
    '6.2.2 Planeación y presupuesto participativo: La institución no maneja presupuesto participativo.',
  );
  view.unmount();
  renderParticipa('consulta', ENTRIES, reasons);
  expect(screen.queryByRole('heading', { name: 'No aplica a la institución' })).toBeNull();
});
