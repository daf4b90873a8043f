import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsOf, type SiteSettings } from '@/lib/site-settings';
import { SEED_CONTENT } from '../../../../scripts/seed/content';
import { MainNav } from './main-nav';

const SETTINGS = settingsOf(SEED_CONTENT.sitio[0]);

const renderNav = (path = '/', settings: SiteSettings = SETTINGS) =>
  render(<MainNav settings={settings} path={path} />);
const nav = () => screen.getByRole('navigation', { name: 'Menú principal' });
/** The phone's menu (a <details> "Menú") and the wide screens' bar: the same entries, each shown at its width. */
const phoneMenu = () => nav().querySelector<HTMLDetailsElement>('details[data-menu]')!;
const lists = () => [
  phoneMenu().querySelector('ul')!,
  nav().querySelector<HTMLUListElement>(':scope > div > ul')!,
];
const submenuOf = (list: HTMLElement, menu: string) =>
  within(list).getByText(`Submenú ${menu}`).closest('details')!;
const topLinks = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLAnchorElement>(':scope > li > a')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);
const entries = (list: HTMLElement, menu: string) =>
  [...submenuOf(list, menu).querySelectorAll('a')].map((a) => [
    a.textContent!.replace(' (se abre en una pestaña nueva)', ''),
    a.getAttribute('href'),
  ]);

describe('navigation bar (spec §2)', () => {
  it('has every entry, in order, with the spec targets, in the phone menu and the wide bar alike', () => {
    renderNav();
    const [phone, wide] = lists();
    expect(phone).not.toBe(wide);
    for (const list of [phone!, wide!]) {
      expect(topLinks(list)).toEqual([
        ['Inicio', '/'],
        // What a parent looks for first, right after Inicio.
        ['Noticias', '/noticias'],
        ['Circulares', '/circulares'],
        ['Eventos', '/eventos'],
        ['Nuestra Institución', '/other'],
        ['Gestión Académica', '/other'],
        ['Gestión Administrativa', '/other'],
        ['Servicios', '/other'],
        ['Transparencia', '/transparencia'],
        // The citizen-participation menu of Anexo 2 (category 6), beside Transparencia.
        ['Participa', '/participa'],
        ['Atención al ciudadano', '/pqrsd'],
        ['Contacto', '/contacto'],
      ]);
      expect(entries(list, 'Nuestra Institución')).toEqual([
        ['Reseña histórica', '/resenahistorica'],
        ['Horizonte institucional', '/horizonteinstitucional'],
        ['Directivos', '/directivos'],
        ['Administrativos', '/administrativos'],
        ['Docentes', '/docentes'],
      ]);
      expect(entries(list, 'Gestión Académica')).toEqual([
        ['Enfoque pedagógico', '/enfoquepedagogico'],
        ['Modelo pedagógico', '/modelopedagogico'],
        ['Manual de convivencia', '/manualconvivencia'],
        ['Gobierno estudiantil', '/other'],
        ['Aula extendida', '/other'],
        ['Boletín académico', SETTINGS.boletinAcademico],
      ]);
      expect(entries(list, 'Gestión Administrativa')).toEqual([
        ['Ejecuciones presupuestales', '/other'],
        ['Rendición de cuentas', '/rendicioncuentas'],
      ]);
      expect(entries(list, 'Servicios')).toEqual([
        ['Trámites de matrícula', SETTINGS.tramitesMatricula],
        ['Trámite de retiros', '/tramiteretiros'],
        ['Protocolo de bioseguridad', '/protocolobioseguridad'],
        ['Contratación', '/convocatorias'],
        ['Administrar', '/login'],
      ]);
    }
  });

  it('works as HTML: the phone menu and each submenu are a closed <details> whose summary names it, the parent title a link beside it', () => {
    renderNav();
    const menu = phoneMenu();
    expect(menu.open).toBe(false);
    expect(menu.querySelector(':scope > summary')!.textContent).toBe('Menú');
    for (const list of lists()) {
      for (const name of [
        'Nuestra Institución',
        'Gestión Académica',
        'Gestión Administrativa',
        'Servicios',
      ]) {
        const details = submenuOf(list, name);
        expect(details.open).toBe(false);
        const summary = details.querySelector(':scope > summary')!;
        expect(summary.textContent).toBe(`Submenú ${name}`);
        // The chevron is drawn, not read; the summary holds no link (no nested interactive parts).
        expect(summary.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
        expect(summary.querySelector('a')).toBeNull();
        // The parent's title is a link of its own, beside the toggle (spec §2: it leads to /other).
        const item = details.closest('li')!;
        expect(item.querySelector(':scope > a')!.textContent).toBe(name);
        expect(details.querySelectorAll(':scope > ul > li > a').length).toBeGreaterThan(0);
      }
    }
    // No script needed: no button in the navigation.
    expect(nav().querySelector('button')).toBeNull();
  });

  it('marks the current page (aria-current) in both lists, its parent too, and Participa on its sections', () => {
    const { unmount } = renderNav('/docentes');
    for (const list of lists()) {
      const docentes = within(list).getByText('Docentes');
      expect(docentes.getAttribute('aria-current')).toBe('page');
      expect(submenuOf(list, 'Nuestra Institución').closest('li')!.dataset.current).toBe('true');
      expect(submenuOf(list, 'Servicios').closest('li')!.dataset.current).toBe('false');
      expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    }
    unmount();

    renderNav('/participa/consulta');
    for (const list of lists()) {
      expect(within(list).getByText('Participa').getAttribute('aria-current')).toBe('page');
      // An ordinary entry is current on its own address only.
      expect(within(list).getByText('Inicio').getAttribute('aria-current')).toBeNull();
    }
  });

  it('marks Inicio on the home page only', () => {
    renderNav('/');
    for (const list of lists()) {
      expect([...list.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent)).toEqual([
        'Inicio',
      ]);
    }
  });

  it('highlights Transparencia, and only it', () => {
    renderNav();
    for (const list of lists()) {
      expect(
        [...list.querySelectorAll('[data-highlight]')].map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([['Transparencia', '/transparencia']]);
    }
  });

  it('opens external entries in a new tab without opener or referrer', () => {
    renderNav();
    for (const name of [/Boletín académico/, /Trámites de matrícula/]) {
      const links = within(nav()).getAllByRole('link', { name, hidden: true });
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
    expect(
      within(nav()).getAllByRole('link', { name: 'Docentes', hidden: true })[0]!.getAttribute('target'),
    ).toBeNull();
  });

  it('leaves out an external entry whose address the school left empty', () => {
    renderNav('/', { ...SETTINGS, boletinAcademico: '', tramitesMatricula: '' });
    expect(
      within(nav()).queryByRole('link', { name: /Boletín académico|Trámites de matrícula/, hidden: true }),
    ).toBeNull();
    for (const list of lists()) {
      expect(entries(list, 'Servicios').map(([label]) => label)).toEqual([
        'Trámite de retiros',
        'Protocolo de bioseguridad',
        'Contratación',
        'Administrar',
      ]);
    }
  });
});
