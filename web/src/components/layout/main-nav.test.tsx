import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import { SEED_CONTENT } from '../../../../scripts/seed/content';
import { MainNav } from './main-nav';

/** jsdom has no PointerEvent; the menus tell mouse hover from touch by pointerType. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeEach(() => vi.stubGlobal('PointerEvent', TestPointerEvent));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nav = () => screen.getByRole('navigation', { name: 'Menú principal' });
const toggle = (menu: string) => screen.getByRole('button', { name: `Submenú ${menu}` });
const submenuOf = (menu: string) => document.getElementById(toggle(menu).getAttribute('aria-controls')!)!;

describe('navigation bar (spec §2)', () => {
  it('has every entry, in order, with the spec targets', async () => {
    await renderPage(<MainNav />);
    const top = within(nav())
      .getAllByRole('link', { hidden: true })
      .filter((a) => !a.closest('ul[id^="submenu-"]'))
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(top).toEqual([
      ['Inicio', '/'],
      // Issue 48: what a parent looks for first, right after Inicio.
      ['Noticias', '/noticias'],
      ['Circulares', '/circulares'],
      ['Eventos', '/eventos'],
      ['Nuestra Institución', '/other'],
      ['Gestión Académica', '/other'],
      ['Gestión Administrativa', '/other'],
      ['Servicios', '/other'],
      ['Transparencia', '/transparencia'],
      // Issue 50: the citizen-participation menu of Anexo 2 (category 6), beside Transparencia.
      ['Participa', '/participa'],
      ['Atención al ciudadano', '/pqrsd'],
      ['Contacto', '/contacto'],
    ]);

    const entries = (menu: string) =>
      within(submenuOf(menu))
        .getAllByRole('link', { hidden: true })
        .map((a) => [a.textContent!.replace(' (se abre en una pestaña nueva)', ''), a.getAttribute('href')]);
    expect(entries('Nuestra Institución')).toEqual([
      ['Reseña histórica', '/resenahistorica'],
      ['Horizonte institucional', '/horizonteinstitucional'],
      ['Directivos', '/directivos'],
      ['Administrativos', '/administrativos'],
      ['Docentes', '/docentes'],
    ]);
    expect(entries('Gestión Académica')).toEqual([
      ['Enfoque pedagógico', '/enfoquepedagogico'],
      ['Modelo pedagógico', '/modelopedagogico'],
      ['Manual de convivencia', '/manualconvivencia'],
      ['Gobierno estudiantil', '/other'],
      ['Aula extendida', '/other'],
      ['Boletín académico', SEED_CONTENT.sitio[0]!.boletinAcademico],
    ]);
    expect(entries('Gestión Administrativa')).toEqual([
      ['Ejecuciones presupuestales', '/other'],
      ['Rendición de cuentas', '/rendicioncuentas'],
    ]);
    expect(entries('Servicios')).toEqual([
      ['Trámites de matrícula', SEED_CONTENT.sitio[0]!.tramitesMatricula],
      ['Trámite de retiros', '/tramiteretiros'],
      ['Protocolo de bioseguridad', '/protocolobioseguridad'],
      ['Contratación', '/convocatorias'],
      ['Administrar', '/login'],
    ]);
  });

  it('marks Participa as the current page on its sections too (issue 50)', async () => {
    await renderPage(<MainNav />, { path: '/participa/:seccion', url: '/participa/consulta' });
    const participa = within(nav()).getByRole('link', { name: 'Participa', hidden: true });
    expect(participa.getAttribute('aria-current')).toBe('page');
    // An ordinary entry is current on its own address only.
    expect(within(nav()).getByRole('link', { name: 'Inicio', hidden: true }).getAttribute('aria-current')).toBeNull();
  });

  it('highlights Transparencia, and only it', async () => {
    await renderPage(<MainNav />);
    const highlighted = nav().querySelectorAll('[data-highlight]');
    expect([...highlighted].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Transparencia', '/transparencia'],
    ]);
  });

  it('opens external entries in a new tab without opener or referrer', async () => {
    await renderPage(<MainNav />);
    for (const name of [/Boletín académico/, /Trámites de matrícula/]) {
      const link = within(nav()).getByRole('link', { name, hidden: true });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const internal = within(nav()).getByRole('link', { name: 'Docentes', hidden: true });
    expect(internal.getAttribute('target')).toBeNull();
  });

  it('opens a submenu on click, closes it on Escape and gives focus back to its toggle', async () => {
    const user = userEvent.setup();
    await renderPage(<MainNav />);
    expect(submenuOf('Servicios').hidden).toBe(true);
    await user.click(toggle('Servicios'));
    expect(toggle('Servicios').getAttribute('aria-expanded')).toBe('true');
    expect(submenuOf('Servicios').hidden).toBe(false);

    // Opening another menu closes the first one.
    await user.click(toggle('Gestión Académica'));
    expect(submenuOf('Servicios').hidden).toBe(true);

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Enfoque pedagógico');
    await user.keyboard('{Escape}');
    expect(submenuOf('Gestión Académica').hidden).toBe(true);
    expect(document.activeElement).toBe(toggle('Gestión Académica'));

    // Keyboard: Enter on the toggle opens it too.
    await user.keyboard('{Enter}');
    expect(submenuOf('Gestión Académica').hidden).toBe(false);
    // A click elsewhere closes it.
    await user.click(document.body);
    expect(submenuOf('Gestión Académica').hidden).toBe(true);
  });

  it('opens a submenu on mouse hover and closes it when the mouse leaves', async () => {
    vi.useFakeTimers();
    await renderPage(<MainNav />);
    const item = toggle('Nuestra Institución').closest('li')!;
    fireEvent.pointerOver(item, { pointerType: 'mouse' });
    expect(submenuOf('Nuestra Institución').hidden).toBe(false);
    fireEvent.pointerOut(item, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(submenuOf('Nuestra Institución').hidden).toBe(true);

    // Touch has no hover: only the toggle opens it.
    fireEvent.pointerOver(item, { pointerType: 'touch' });
    expect(submenuOf('Nuestra Institución').hidden).toBe(true);
  });

  it('collapses into a Menú toggle for narrow screens, operable by keyboard', async () => {
    const user = userEvent.setup();
    await renderPage(<MainNav />);
    const menu = screen.getByRole('button', { name: 'Menú' });
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(list.dataset.open).toBe('true');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    // The phone menu lists Noticias, Circulares and Eventos right after Inicio (issue 48).
    await user.click(menu);
    const phoneTop = within(list)
      .getAllByRole('link')
      .filter((a) => !a.closest('ul[id^="submenu-"]'))
      .slice(0, 4)
      .map((a) => a.textContent);
    expect(phoneTop).toEqual(['Inicio', 'Noticias', 'Circulares', 'Eventos']);
    await user.keyboard('{Escape}');

    // Following a link closes the menu.
    await user.click(menu);
    await user.click(within(list).getByRole('link', { name: 'Contacto' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
