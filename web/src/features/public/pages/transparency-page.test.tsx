import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TRANSPARENCY_ANNEX } from '@model/public';
import { PageDataProvider } from '@/components/page-data';
import * as fx from '@/testing/fixtures';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import { NOTHING_PUBLISHED } from '../components/transparency-tree';
import { setServedNoAplica } from '@/lib/served-no-aplica';
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
const NOTES = [{ _id: 'notas', nota10_1: 'No aplica: la institución no recauda rentas locales.' }];
const loader = collectionLoader('transparencia', ['transparencianotas']);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The reasons a visit read are kept for the visit: each test starts as a new visit.
  setServedNoAplica(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The tree is hydrated late in a first view, and rendered on its own (lazy) chunk's arrival here.
const categoryHeadings = async () =>
  (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);

it('shows every category of Anexo 2 in its order, each linking to its own page', async () => {
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, { path: '/transparencia', loader });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    'Transparencia y acceso a la información pública',
  );
  // The headings come from the annex data, before the records arrive.
  expect(await categoryHeadings()).toEqual(TRANSPARENCY_ANNEX.map((c) => `${c.number}. ${c.name}`));
  expect(await categoryHeadings()).toHaveLength(10);
  expect(screen.getByRole('link', { name: '3. Contratación' }).getAttribute('href')).toBe(
    '/transparencia/contratacion',
  );
  await screen.findByText('Plan Anual de Adquisiciones 2026');
});

it('shows entries that came before it rendered in its first render, with no placeholder for them to replace', async () => {
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  const data = loader({});
  await Promise.all([data.records, data.also!.transparencianotas]);
  // One render pass (a server render never waits for an effect): what the client paints first.
  const html = renderToString(
    <StaticRouter location="/transparencia">
      <PageDataProvider value={{ data, retry: () => {} }}>
        <TransparencyPage />
      </PageDataProvider>
    </StaticRouter>,
  );
  expect(html).toContain('Plan Anual de Adquisiciones 2026');
  expect(html).toContain(NOTES[0]!.nota10_1);
  // Sub-items with nothing published say so, which they do only once the entries are known.
  expect(html).toContain(NOTHING_PUBLISHED);
});

it('gives a PDF entry a download link and an external one a link that opens a new tab', async () => {
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, { path: '/transparencia', loader });
  const plan = (await screen.findByText('Plan Anual de Adquisiciones 2026')).closest('li')!;
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

it("shows the school's note, or a default line, where a sub-item has nothing published", async () => {
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, { path: '/transparencia', loader });
  const note = await screen.findByText(NOTES[0]!.nota10_1);
  expect(note.closest('section')!.querySelector('h3')!.textContent).toMatch(/^10\.1 /);
  const organigrama = screen.getByRole('heading', { level: 3, name: /^1\.2 / }).closest('section')!;
  expect(within(organigrama).getByText(NOTHING_PUBLISHED)).toBeTruthy();
});

it('links the sub-items another page of the site covers to that page, never calling them empty', async () => {
  stubFetch({ '/api/transparencia': [], '/api/transparencianotas': [] });
  await renderPage(<TransparencyPage />, { path: '/transparencia', loader });
  await screen.findAllByText(NOTHING_PUBLISHED);
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
    // Issue 50: category 6 is the site's Participa menu.
    '/participa',
    '/participa',
  ]);
  // 1.10 (the PQRSD mechanism) and 1.11 (the calendar) by the pages the site already has.
  const pqrsd = screen.getByRole('heading', { level: 3, name: /^1\.10 / }).closest('section')!;
  expect(within(pqrsd).getByRole('link', { name: /Atención al ciudadano/ }).getAttribute('href')).toBe('/pqrsd');
  // The PQRSD report's sub-item (4.10) is not empty either: the report shows there.
  const report = screen.getByRole('heading', { level: 3, name: /^4\.10 / }).closest('section')!;
  expect(within(report).queryByText(NOTHING_PUBLISHED)).toBeNull();
});

it('puts an index of the ten categories at the top, and each category in a <details> to open on a phone', async () => {
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, { path: '/transparencia', loader });
  const index = screen.getByRole('navigation', { name: 'Categorías de transparencia' });
  const links = within(index).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
    TRANSPARENCY_ANNEX.map((c) => [`${c.number}. ${c.name}`, `/transparencia/${c.slug}`]),
  );
  expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(0);
  // The index comes before the first category.
  const first = screen.getByRole('heading', { level: 2, name: '1. Información de la entidad' });
  expect(index.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Each category's h2 is its <summary>: closed in the markup, so the server and browser agree.
  const details = first.closest('details')!;
  expect(first.parentElement!.tagName).toBe('SUMMARY');
  expect(details.open).toBe(false);
  expect(screen.getByRole('main').querySelectorAll('details')).toHaveLength(10);
});

it("puts the index on a category's own page too, the current category marked", async () => {
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, {
    path: '/transparencia/:category',
    url: '/transparencia/contratacion',
    loader,
  });
  const index = screen.getByRole('navigation', { name: 'Categorías de transparencia' });
  expect(within(index).getAllByRole('link')).toHaveLength(10);
  const current = within(index).getByRole('link', { name: '3. Contratación' });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(within(index).getByRole('link', { name: '2. Normativa' }).getAttribute('aria-current')).toBeNull();
  // Folded on a phone (a screen of links above the content otherwise); the category itself is not.
  expect(current.closest('details')!.querySelector('summary')!.textContent).toBe('Ver las 10 categorías');
  expect(screen.getByRole('main').querySelectorAll('details')).toHaveLength(1);
});

it('shows one category on its own page, with a way back to the whole tree', async () => {
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, {
    path: '/transparencia/:category',
    url: '/transparencia/contratacion',
    loader,
  });
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1, name: '3. Contratación' });
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
  await within(main).findByText('Plan Anual de Adquisiciones 2026');
  expect(within(main).queryByText('Procesos en SECOP II')).toBeTruthy();
});

it('says a category that does not exist is not found', async () => {
  stubFetch({ '/api/transparencia': [], '/api/transparencianotas': [] });
  await renderPage(<TransparencyPage />, { path: '/transparencia/:category', url: '/transparencia/no-existe', loader });
  expect(await screen.findByRole('heading', { level: 1, name: 'Categoría no encontrada' })).toBeTruthy();
});

it('offers Reintentar when the entries cannot be read, and shows them after it', async () => {
  stubFetch({ '/api/transparencia': httpError(503), '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, { path: '/transparencia', loader });
  const retry = await screen.findByRole('button', { name: 'Reintentar' });
  stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await userEvent.setup().click(retry);
  await screen.findByText('Plan Anual de Adquisiciones 2026');
  expect(await categoryHeadings()).toHaveLength(10);
});

it('keeps the requests report it already shows when the entries arrive after it: not read or drawn again', async () => {
  const semesters = [fx.pqrsdSemester()];
  const answered = stubFetch({
    '/api/transparencia': ENTRIES,
    '/api/transparencianotas': NOTES,
    '/api/pqrsd/informe': { today: '2026-11-25', semesters },
  });
  // The entries are held back until the report is on screen (a slow answer, as in CI31).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/transparencia?') || String(input).endsWith('/api/transparencia')) await held;
      return answered(input, init);
    }),
  );
  await renderPage(<TransparencyPage />, {
    path: '/transparencia/:category',
    url: '/transparencia/planeacion-presupuesto-e-informes',
    loader,
  });
  const table = await screen.findByRole('table', { name: /^Solicitudes del segundo semestre de 2026/ });
  release();
  await waitFor(() => expect(screen.queryAllByText(NOTHING_PUBLISHED).length).toBeGreaterThan(0));
  // The same table, still in the document, and the report read once.
  expect(table.isConnected).toBe(true);
  expect(screen.getByRole('table', { name: /^Solicitudes del segundo semestre de 2026/ })).toBe(table);
  expect(answered.mock.calls.filter(([url]) => String(url).includes('/api/pqrsd/informe'))).toHaveLength(1);
});

it('publishes the ITA checklist\'s "no aplica" reason under its sub-item (issue 50)', async () => {
  const reason = 'La institución educativa no recauda rentas locales (Ley 715 de 2001).';
  stubFetch({
    '/api/transparencia': ENTRIES,
    '/api/transparencianotas': [{ _id: 'notas' }],
    '/api/ita/no-aplica': { items: [{ id: 'transparencia-10-1', number: '10.1', name: 'Procesos de recaudo de rentas locales', subitem: '10.1', reason }] },
  });
  await renderPage(<TransparencyPage />, {
    path: '/transparencia/:category',
    url: '/transparencia/informacion-tributaria-en-entidades-territoriales-locales',
    loader,
  });
  const shown = await screen.findByText(reason);
  expect(shown.closest('p')!.textContent).toBe(`No aplica a la institución: ${reason}`);
  const section = shown.closest('section')!;
  expect(section.querySelector('h2')!.textContent).toMatch(/^10\.1 /);
  // The reason stands where the publications would be: no "nothing published" line beside it.
  expect(within(section).queryByText(NOTHING_PUBLISHED)).toBeNull();
  const other = screen.getByRole('heading', { level: 2, name: /^10\.2 / }).closest('section')!;
  expect(within(other).getByText(NOTHING_PUBLISHED)).toBeTruthy();
});

it('shows the reasons the page came with, without asking /api for them, and lists every "no aplica" on /transparencia', async () => {
  const reasons = [
    { id: 'transparencia-10-1', number: '10.1', name: 'Procesos de recaudo de rentas locales', annex: 'Anexo 2' as const, categoryName: '10. Información tributaria', subitem: '10.1', paths: ['/transparencia/informacion-tributaria-en-entidades-territoriales-locales'], reason: 'No recauda rentas locales.' },
    { id: 'datos-abiertos-metadatos', number: 'A4.2', name: 'Metadatos de los conjuntos de datos', annex: 'Anexo 4' as const, categoryName: 'Datos abiertos', subitem: null, paths: [], reason: 'Sus datos los publica la Secretaría.' },
  ];
  setServedNoAplica(reasons);
  const fetched = stubFetch({ '/api/transparencia': ENTRIES, '/api/transparencianotas': NOTES });
  await renderPage(<TransparencyPage />, { path: '/transparencia', loader });
  const list = (await screen.findByRole('heading', { name: 'Ítems del Índice de Transparencia que no aplican a la institución' })).closest('section')!;
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '10.1 Procesos de recaudo de rentas locales (Anexo 2, 10. Información tributaria): No recauda rentas locales.',
    'A4.2 Metadatos de los conjuntos de datos (Anexo 4, Datos abiertos): Sus datos los publica la Secretaría.',
  ]);
  expect(screen.getByText('No recauda rentas locales.', { selector: 'p' }).textContent).toMatch(/^No aplica a la institución: /);
  expect(fetched.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/api/ita'));
});
