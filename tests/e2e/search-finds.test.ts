/**
 * The site search finds what parents type, in Chromium at 390 and 1280 px: "matrícula" the menu's
 * enrolment link (another site, first), "boletín" and "notas" the menu's Boletín académico, "PEI"
 * what says Proyecto Educativo Institucional (the school's synonyms), a word inside a PDF that PDF
 * at its page, typos of two edits or a swap, and "Quizás quiso decir" when nothing matches. The
 * phone's search button puts the cursor in the field. Screenshots of each.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { makePdf } from '../../scripts/seed/pdf';
import { call, formOf } from '../emulator/site';
import { adminToken } from '../emulator/state';
import { blockingViolations, runAxe } from './axe';
import { ensureSeeded } from './content';
import { DESKTOP, PHONE, screenshot, SITE, test } from './browser';

const SETTINGS = SEED_CONTENT.sitio[0]!;
const clock = () => emulatorDeps().db.doc('_test/clock');
let stored = '';

beforeAll(async () => {
  const token = await adminToken();
  // A circular with a three-page PDF: the PEI by its full name on its title, words only inside the PDF.
  const upload = await call<{ files: { attachment: string } }>('POST', '/api/upload', {
    token,
    form: formOf(
      { collection: 'noticias' },
      {
        attachment: [
          makePdf(
            'Proyecto Educativo Institucional',
            ['Versión aprobada por el consejo directivo.'],
            ['Capítulo 2. Mantenimiento de las aulas y del restaurante escolar.'],
            ['Capítulo 3. El uniforme de diario y el de educación física.'],
          ),
          'pei.pdf',
        ],
      },
    ),
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  stored = upload.body.files.attachment;
  const created = await call('POST', '/api/noticias', {
    token,
    json: {
      kind: 'circular',
      title: 'Actualización del Proyecto Educativo Institucional',
      summary: 'El documento completo está en el PDF adjunto.',
      body: richTextFrom('Lea el documento con su familia.'),
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      attachment: stored,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // The index is rebuilt once the test clock moves (as it is a minute after a save).
  await clock().set({ offsetMs: 1_000 });
});

afterAll(async () => {
  await clock().delete();
  await ensureSeeded();
});

const results = (page: Page) => page.locator('main ol a');
const titles = async (page: Page) => (await results(page).allInnerTexts()).map((t) => t.trim());

test('on a phone the search button puts the cursor in the field; "matrícula" finds the enrolment link first', async ({
  open,
}) => {
  const tab = await open({ viewport: PHONE, mobile: true });
  await tab.goto('/');
  const header = tab.page.locator('header');
  await header.getByText('Buscar', { exact: true }).tap();
  const field = header.getByRole('searchbox', { name: 'Buscar en el sitio' });
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await screenshot(tab.page, 'search-finds-button-390', { viewport: true });
  await field.fill('matrícula');
  await field.press('Enter');
  await tab.page.waitForURL(`${SITE}/buscar?q=matr%C3%ADcula`);
  const first = results(tab.page).first();
  expect((await first.innerText()).trim()).toMatch(/^Trámites de matrícula/);
  expect(await first.getAttribute('href')).toBe(SETTINGS.tramitesMatricula);
  expect(await first.getAttribute('target')).toBe('_blank');
  await tab.page.getByText('Enlace a otro sitio').first().waitFor();
  await screenshot(tab.page, 'search-finds-matricula-390');

  // Nothing found, a close word: "Quizás quiso decir", a link to its search.
  await tab.goto('/buscar?q=isda');
  const main = tab.page.locator('main');
  await main.getByText('No encontramos resultados para «isda»').waitFor();
  const suggestion = main.getByRole('link', { name: '«izada»' });
  await main.getByText('Quizás quiso decir').waitFor();
  await screenshot(tab.page, 'search-finds-quizas-390');
  await suggestion.tap();
  await tab.page.waitForURL(`${SITE}/buscar?q=izada`);
  expect(await titles(tab.page)).toContain('Izada de bandera');
  expect(tab.problems).toEqual([]);
});

test('at 1280 px the PEI, the Boletín, a PDF at its page and two-edit typos are found', async ({ open }) => {
  const tab = await open({ viewport: DESKTOP });
  const search = async (q: string) => {
    await tab.goto(`/buscar?q=${encodeURIComponent(q)}`);
    return titles(tab.page);
  };
  // The acronym finds what names it in full: the footer's PEI document and the circular about it.
  const pei = await search('PEI');
  expect(pei).toContain('Proyecto Educativo Institucional (PEI)');
  expect(pei).toContain('Actualización del Proyecto Educativo Institucional');
  await screenshot(tab.page, 'search-finds-pei-1280');
  for (const q of ['boletín', 'notas']) {
    const found = await search(q);
    // Another site's link: its title, then the hidden "(se abre en una pestaña nueva)".
    expect(found[0], q).toMatch(/^Boletín académico/);
    const link = results(tab.page).filter({ hasText: 'Boletín académico' });
    expect(await link.getAttribute('href')).toBe(SETTINGS.boletinAcademico);
  }
  // A word only inside the PDF, typed with two letters swapped: the PDF, at its page, named.
  expect((await search('mantenimeinto restaurante'))[0]).toMatch(
    /^Actualización del Proyecto Educativo Institucional\s*\(PDF, página 2\)$/,
  );
  const pdf = results(tab.page).first();
  expect(await pdf.getAttribute('href')).toBe(`/media/${encodeURIComponent(stored)}#page=2`);
  await tab.page.getByText('PDF «pei.pdf»').first().waitFor();
  await screenshot(tab.page, 'search-finds-pdf-1280');
  // The address serves the PDF itself.
  const served = await fetch(`${SITE}/media/${encodeURIComponent(stored)}`);
  expect(served.headers.get('content-type')).toContain('application/pdf');
  expect((await search('uniformes'))[0]).toMatch(/página 3/);
  // Two edits in a long word; one in a word of five letters.
  expect(await search('convivensia')).toContain('Manual de convivencia');
  expect(await search('mnaual de cnovivencia')).toContain('Manual de convivencia');
  expect(await search('isada')).toContain('Izada de bandera');
  await screenshot(tab.page, 'search-finds-typo-1280');
  expect(blockingViolations((await runAxe(tab.page)).violations)).toEqual([]);
  expect(tab.problems).toEqual([]);
});
