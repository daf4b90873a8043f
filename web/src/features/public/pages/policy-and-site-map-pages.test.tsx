import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TRANSPARENCY_ANNEX } from '@model/public';
import { stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import { PolicyPage } from './policy-page';
import SiteMapPage from './site-map-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows a policy with its date, introduction and headed sections, skipping empty ones', async () => {
  stubFetch({
    '/api/terminoscondiciones': [
      {
        _id: 't',
        title: 'Términos y condiciones de uso',
        date: '2026-01-15',
        string: 'Al usar este sitio acepta estos términos.',
        titleone: 'Uso del contenido',
        stringone: 'El contenido es informativo.',
        titletwo: '',
        stringtwo: '',
      },
    ],
  });
  await renderPage(<PolicyPage collection="terminoscondiciones" />, {
    loader: collectionLoader('terminoscondiciones'),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones de uso' }),
  ).toBeTruthy();
  expect(screen.getByText('15 de enero de 2026').getAttribute('datetime')).toBe('2026-01-15');
  expect(screen.getByText('Al usar este sitio acepta estos términos.')).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Uso del contenido',
  ]);
});

it('lists the menu pages, every transparency category and the policies in the site map', async () => {
  await renderPage(<SiteMapPage />);
  const main = screen.getByRole('main');
  const hrefs = within(main)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  for (const path of [
    '/',
    '/docentes',
    '/convocatorias',
    '/contacto',
    '/transparencia',
    '/politica-de-privacidad',
    '/terminos-y-condiciones',
    '/derechos-de-autor',
  ]) {
    expect(hrefs).toContain(path);
  }
  for (const category of TRANSPARENCY_ANNEX) expect(hrefs).toContain(`/transparencia/${category.slug}`);
  // Issue 50: Participa, its sections and the accessibility statement.
  for (const path of ['/participa', '/participa/diagnostico', '/participa/control-social', '/accesibilidad']) expect(hrefs).toContain(path);
  // Only the four parent titles lead to /other (spec §2); the menu's placeholder entries are left out.
  expect(hrefs.filter((h) => h === '/other').length).toBe(4);
});
