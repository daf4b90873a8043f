import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TRANSPARENCY_ANNEX, type PublicRecord } from '@model/public';
import { settingsOf } from '@/lib/site-settings';
import { SEED_CONTENT } from '../../../../../scripts/seed/content';
import { PolicyPage } from './policy-page';
import SiteMapPage from './site-map-page';

const SETTINGS = settingsOf(SEED_CONTENT.sitio[0]);

it('shows a policy with its date, introduction and headed sections, skipping empty ones', () => {
  const terms = {
    _id: 't',
    title: 'Términos y condiciones de uso',
    date: '2026-01-15',
    string: 'Al usar este sitio acepta estos términos.',
    titleone: 'Uso del contenido',
    stringone: 'El contenido es informativo.',
    titletwo: '',
    stringtwo: '',
  } as unknown as PublicRecord<'terminoscondiciones'>;
  render(<PolicyPage collection="terminoscondiciones" records={[terms]} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones de uso' })).toBeTruthy();
  expect(screen.getByText('15 de enero de 2026').getAttribute('datetime')).toBe('2026-01-15');
  expect(screen.getByText('Al usar este sitio acepta estos términos.')).toBeTruthy();
  expect(screen.getByText('El contenido es informativo.')).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Uso del contenido',
  ]);
});

it("shows the policy page's own name and the empty state while no policy is published", () => {
  render(<PolicyPage collection="derechosautor" records={[]} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Política de derechos de autor' })).toBeTruthy();
  expect(screen.getByText(/todavía no ha sido publicado/)).toBeTruthy();
});

it('lists the menu pages, every transparency category and the policies in the site map', () => {
  render(<SiteMapPage settings={SETTINGS} />);
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
  // Participa, its sections and the accessibility statement.
  for (const path of ['/participa', '/participa/diagnostico', '/participa/control-social', '/accesibilidad'])
    expect(hrefs).toContain(path);
  // Only the four parent titles lead to /other (spec §2); the menu's placeholder entries are left out.
  expect(hrefs.filter((h) => h === '/other').length).toBe(4);
  // The menu's links to other sites, from the settings.
  expect(hrefs).toContain(SETTINGS.boletinAcademico);
});

it('leaves out of the site map a link to another site whose address the school left empty', () => {
  render(<SiteMapPage settings={{ ...SETTINGS, boletinAcademico: '' }} />);
  expect(screen.queryByRole('link', { name: /Boletín académico/ })).toBeNull();
  expect(screen.getByRole('link', { name: /Trámites de matrícula/ }).getAttribute('href')).toBe(
    SETTINGS.tramitesMatricula,
  );
});
