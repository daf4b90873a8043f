/**
 * /transparencia and its category pages, rendered with the data their page files read: the
 * annex's categories, the entries, the school's notes, the "no aplica" reasons and the requests
 * report. Server HTML with no script (links and <details>).
 */
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { TRANSPARENCY_ANNEX, type NoAplicaReason } from '@model/public';
import * as fx from '@/testing/fixtures';
import type { PageRecords } from '@/config/page-props';
import { NOTHING_PUBLISHED } from '../components/transparency-tree';
import { REPORT_TEXT, type ReportData } from '../components/pqrsd-report';
import TransparencyPage from './transparency-page';

const PDF = fx.stored('pdf');
const ENTRIES = [
  {
    _id: 'a',
    subitem: '3.1',
    title: 'Plan Anual de Adquisiciones 2026',
    date: '2026-01-30',
    pdf: PDF,
    pdfName: 'paa-2026.pdf',
    link: '',
  },
  {
    _id: 'b',
    subitem: '3.2',
    title: 'Procesos en SECOP II',
    date: '2026-02-10',
    pdf: '',
    link: 'https://www.colombiacompra.gov.co/secop-ii',
  },
];
// A note says why nothing is published yet; a "no aplica" is the checklist's (the model refuses it here).
const NOTES = [{ _id: 'notas', nota10_1: 'Se publicará cuando la alcaldía envíe la información.' }];

/** A page as its file renders it: `slug` a category's, none for the whole tree. */
function renderTransparency({
  slug,
  entries = ENTRIES,
  notes = NOTES,
  reasons = [],
  report = null,
}: {
  slug?: string;
  entries?: unknown[];
  notes?: unknown[];
  reasons?: NoAplicaReason[];
  report?: ReportData | null;
} = {}) {
  const records = { transparencia: entries, transparencianotas: notes } as PageRecords<'transparencia'>;
  const category = slug === undefined ? undefined : TRANSPARENCY_ANNEX.find((c) => c.slug === slug)!;
  return render(<TransparencyPage records={records} category={category} reasons={reasons} report={report} />);
}

const categoryHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

it('shows every category of Anexo 2 in its order, each linking to its own page', () => {
  renderTransparency();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    'Transparencia y acceso a la información pública',
  );
  expect(categoryHeadings()).toEqual(TRANSPARENCY_ANNEX.map((c) => `${c.number}. ${c.name}`));
  expect(categoryHeadings()).toHaveLength(10);
  expect(screen.getByRole('link', { name: '3. Contratación' }).getAttribute('href')).toBe(
    '/transparencia/contratacion',
  );
  expect(screen.getByText('Plan Anual de Adquisiciones 2026')).toBeTruthy();
});

it('has everything in the server render, with no placeholder and no script to fill it in', () => {
  const records = { transparencia: ENTRIES, transparencianotas: NOTES } as PageRecords<'transparencia'>;
  const html = renderToString(<TransparencyPage records={records} reasons={[]} report={null} />);
  expect(html).toContain('Plan Anual de Adquisiciones 2026');
  expect(html).toContain(NOTES[0]!.nota10_1);
  // Sub-items with nothing published say so, which they do only once the entries are known.
  expect(html).toContain(NOTHING_PUBLISHED);
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<button');
});

it('gives a PDF entry a download link and an external one a link that opens a new tab', () => {
  renderTransparency();
  const plan = screen.getByText('Plan Anual de Adquisiciones 2026').closest('li')!;
  const download = within(plan).getByRole('link', { name: /Descargar PDF/ });
  expect(download.getAttribute('href')).toBe(`/media/${PDF}`);
  expect(download.getAttribute('download')).toBe('paa-2026.pdf');
  expect(within(plan).getByText('30 de enero de 2026').getAttribute('datetime')).toBe('2026-01-30');

  const secop = screen.getByText('Procesos en SECOP II').closest('li')!;
  const external = within(secop).getByRole('link', { name: /Ir al sitio/ });
  expect(external.getAttribute('href')).toBe('https://www.colombiacompra.gov.co/secop-ii');
  expect(external.getAttribute('target')).toBe('_blank');
  expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  expect(within(secop).queryByRole('link', { name: /Descargar PDF/ })).toBeNull();
});

it("shows the school's note, or a default line, where a sub-item has nothing published", () => {
  renderTransparency();
  const note = screen.getByText(NOTES[0]!.nota10_1);
  expect(note.closest('section')!.querySelector('h3')!.textContent).toMatch(/^10\.1 /);
  const organigrama = screen.getByRole('heading', { level: 3, name: /^1\.2 / }).closest('section')!;
  expect(within(organigrama).getByText(NOTHING_PUBLISHED)).toBeTruthy();
});

it('links the sub-items another page of the site covers to that page, never calling them empty', () => {
  renderTransparency({ entries: [], notes: [] });
  expect(screen.getAllByText(NOTHING_PUBLISHED).length).toBeGreaterThan(0);
  const covered = TRANSPARENCY_ANNEX.flatMap((c) => c.subitems).filter((s) => s.coveredBy);
  const targets = covered.map((s) => {
    const section = screen
      .getByRole('heading', { level: 3, name: new RegExp(`^${s.number.replace('.', '\\.')} `) })
      .closest('section')!;
    expect(within(section).queryByText(NOTHING_PUBLISHED)).toBeNull();
    return within(section)
      .getByRole('link', { name: /^Consulte «/ })
      .getAttribute('href');
  });
  expect(targets).toEqual([
    '/pqrsd',
    '/eventos',
    '/manualconvivencia',
    '/convocatorias',
    '/rendicioncuentas',
    '/tramiteretiros',
    // Category 6 is the site's Participa menu.
    '/participa',
    '/participa',
  ]);
  // 1.10 (the PQRSD mechanism) and 1.11 (the calendar) by the pages the site already has.
  const pqrsd = screen.getByRole('heading', { level: 3, name: /^1\.10 / }).closest('section')!;
  expect(
    within(pqrsd)
      .getByRole('link', { name: /Atención al ciudadano/ })
      .getAttribute('href'),
  ).toBe('/pqrsd');
  // The PQRSD report's sub-item (4.10) is not empty either: the report shows there.
  const report = screen.getByRole('heading', { level: 3, name: /^4\.10 / }).closest('section')!;
  expect(within(report).queryByText(NOTHING_PUBLISHED)).toBeNull();
});

it('puts an index of the ten categories at the top, and each category in a <details> to open on a phone', () => {
  renderTransparency();
  const index = screen.getByRole('navigation', { name: 'Categorías de transparencia' });
  const links = within(index).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
    TRANSPARENCY_ANNEX.map((c) => [`${c.number}. ${c.name}`, `/transparencia/${c.slug}`]),
  );
  expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(0);
  // The index comes before the first category.
  const first = screen.getByRole('heading', { level: 2, name: '1. Información de la entidad' });
  expect(index.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Each category's h2 is its <summary>: closed in the markup, opened by the browser (no script).
  const details = first.closest('details')!;
  expect(first.parentElement!.tagName).toBe('SUMMARY');
  expect(details.open).toBe(false);
  expect(screen.getByRole('main').querySelectorAll('details')).toHaveLength(10);
});

it("puts the index on a category's own page too, the current category marked", () => {
  renderTransparency({ slug: 'contratacion' });
  const index = screen.getByRole('navigation', { name: 'Categorías de transparencia' });
  expect(within(index).getAllByRole('link')).toHaveLength(10);
  const current = within(index).getByRole('link', { name: '3. Contratación' });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(within(index).getByRole('link', { name: '2. Normativa' }).getAttribute('aria-current')).toBeNull();
  // Folded on a phone (a screen of links above the content otherwise); the category itself is not.
  expect(current.closest('details')!.querySelector('summary')!.textContent).toBe('Ver las 10 categorías');
  expect(screen.getByRole('main').querySelectorAll('details')).toHaveLength(1);
});

it('shows one category on its own page, with a way back to the whole tree', () => {
  renderTransparency({ slug: 'contratacion' });
  const main = screen.getByRole('main');
  within(main).getByRole('heading', { level: 1, name: '3. Contratación' });
  // Sub-items are h2 here: nothing between them and the h1 (no skipped heading level).
  expect(within(main).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  expect(
    within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(TRANSPARENCY_ANNEX[2]!.subitems.map((s) => `${s.number} ${s.name}`));
  expect(within(main).getByRole('link', { name: 'Transparencia' }).getAttribute('href')).toBe(
    '/transparencia',
  );
  expect(within(main).getByText('Plan Anual de Adquisiciones 2026')).toBeTruthy();
  expect(within(main).queryByText('Procesos en SECOP II')).toBeTruthy();
});

it('shows the requests report under its sub-item (4.10): the current quarter, the earlier ones and the semesters in <details>', () => {
  const quarter = (id: string, total: number) => {
    const { semester, ...figures } = fx.pqrsdSemester({ total });
    return { ...figures, quarter: semester && id };
  };
  renderTransparency({
    slug: 'planeacion-presupuesto-e-informes',
    report: { quarters: [quarter('2026-T4', 2), quarter('2026-T3', 5)], semesters: [fx.pqrsdSemester()] },
  });
  const section = screen.getByRole('heading', { level: 2, name: /^4\.10 / }).closest('section')!;
  expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(REPORT_TEXT.heading);
  const tables = within(section).getAllByRole('table');
  expect(tables.map((t) => t.querySelector('caption')!.textContent)).toEqual([
    'Solicitudes del cuarto trimestre de 2026 (octubre a diciembre)',
    'Solicitudes del tercer trimestre de 2026 (julio a septiembre)',
    'Solicitudes del segundo semestre de 2026 (julio a diciembre)',
  ]);
  // Only the current quarter is open; the others wait in a closed <details>.
  expect(tables.map((t) => t.closest('details')?.open ?? 'shown')).toEqual(['shown', false, false]);
  expect(within(section).queryByText(NOTHING_PUBLISHED)).toBeNull();
});

it('says so under 4.10 when the report could not be computed, and the rest of the page stands', () => {
  renderTransparency({ slug: 'planeacion-presupuesto-e-informes', report: null });
  expect(screen.getByText(REPORT_TEXT.failed)).toBeTruthy();
  expect(screen.getByRole('link', { name: REPORT_TEXT.csvQuarters })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^4\. /);
});

it('publishes the ITA checklist\'s "no aplica" reason under its sub-item', () => {
  const reason = 'La institución educativa no recauda rentas locales (Ley 715 de 2001).';
  renderTransparency({
    slug: 'informacion-tributaria-en-entidades-territoriales-locales',
    notes: [{ _id: 'notas' }],
    reasons: [
      {
        id: 'transparencia-10-1',
        number: '10.1',
        name: 'Procesos de recaudo de rentas locales',
        subitem: '10.1',
        reason,
      } as NoAplicaReason,
    ],
  });
  const shown = screen.getByText(reason);
  expect(shown.closest('p')!.textContent).toBe(`No aplica a la institución: ${reason}`);
  const section = shown.closest('section')!;
  expect(section.querySelector('h2')!.textContent).toMatch(/^10\.1 /);
  // The reason stands where the publications would be: no "nothing published" line beside it.
  expect(within(section).queryByText(NOTHING_PUBLISHED)).toBeNull();
  const other = screen.getByRole('heading', { level: 2, name: /^10\.2 / }).closest('section')!;
  expect(within(other).getByText(NOTHING_PUBLISHED)).toBeTruthy();
});

it('publishes only the checklist\'s reason where the school also left a note: "no aplica" has one source', () => {
  const reason = 'La institución educativa no recauda rentas locales (Ley 715 de 2001).';
  renderTransparency({
    slug: 'informacion-tributaria-en-entidades-territoriales-locales',
    reasons: [
      {
        id: 'transparencia-10-1',
        number: '10.1',
        name: 'Procesos de recaudo de rentas locales',
        subitem: '10.1',
        reason,
      } as NoAplicaReason,
    ],
  });
  const section = screen.getByText(reason).closest('section')!;
  expect(within(section).queryByText(NOTES[0]!.nota10_1)).toBeNull();
  expect(
    within(section)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent),
  ).toEqual([`No aplica a la institución: ${reason}`]);
});

it('lists every "no aplica" at the end of /transparencia, and each under its sub-item', () => {
  const reasons = [
    {
      id: 'transparencia-10-1',
      number: '10.1',
      name: 'Procesos de recaudo de rentas locales',
      annex: 'Anexo 2' as const,
      categoryName: '10. Información tributaria',
      subitem: '10.1',
      paths: ['/transparencia/informacion-tributaria-en-entidades-territoriales-locales'],
      reason: 'No recauda rentas locales.',
    },
    {
      id: 'datos-abiertos-metadatos',
      number: 'A4.2',
      name: 'Metadatos de los conjuntos de datos',
      annex: 'Anexo 4' as const,
      categoryName: 'Datos abiertos',
      subitem: null,
      paths: [],
      reason: 'Sus datos los publica la Secretaría.',
    },
  ];
  renderTransparency({ reasons });
  const list = screen
    .getByRole('heading', { name: 'Ítems del Índice de Transparencia que no aplican a la institución' })
    .closest('section')!;
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '10.1 Procesos de recaudo de rentas locales (Anexo 2, 10. Información tributaria): No recauda rentas locales.',
    'A4.2 Metadatos de los conjuntos de datos (Anexo 4, Datos abiertos): Sus datos los publica la Secretaría.',
  ]);
  expect(screen.getByText('No recauda rentas locales.', { selector: 'p' }).textContent).toMatch(
    /^No aplica a la institución: /,
  );
});
