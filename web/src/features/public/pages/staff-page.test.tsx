import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as fx from '@/testing/fixtures';
import { StaffPage } from './staff-page';

describe('staff pages (directivos, administrativos, docentes)', () => {
  it('shows one card per person, with photo, names, position and only the links that are set', () => {
    render(<StaffPage collection="directivos" people={fx.directivos} />);
    expect(screen.getByRole('heading', { level: 1, name: 'DIRECTIVOS' })).toBeTruthy();

    const [rectora, coordinador] = screen.getAllByRole('article');
    const r = within(rectora!);
    expect(r.getByRole('heading', { level: 2 }).textContent).toBe('María FernandaGómez Restrepo');
    expect(r.getByText('Rectora')).toBeTruthy();
    const photo = r.getByRole('img', { name: 'Foto de María Fernanda Gómez Restrepo' });
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1040', '1040']);
    // The first photo is the page's largest element on a phone: fetched at once.
    expect(photo.getAttribute('loading')).toBe('eager');
    const links = r.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.facebook.com/mfgomez',
      'tel:+576044410000',
      'https://wa.me/573005550000',
      'mailto:mfgomez@colegio.edu.co',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[1]!.textContent).toMatch(/Llamar a María Fernanda Gómez Restrepo/);

    // Empty links are not shown, nor is a link that is not http(s), tel: or mailto:.
    const c = within(coordinador!);
    expect(c.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['tel:+576044410037']);
    // A missing photo keeps its square box instead of a broken image.
    expect(c.getByRole('img', { name: 'Foto de Carlos Andrés Pérez Díaz' }).tagName).toBe('SPAN');
  });

  it.each([
    ['administrativos', 'ADMINISTRATIVOS'],
    ['docentes', 'DOCENTES'],
  ] as const)(
    '%s uses the same page with its own collection and the title of the page registry',
    (collection, title) => {
      render(<StaffPage collection={collection} people={fx.directivos.slice(0, 1)} />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText('Rectora')).toBeTruthy();
    },
  );

  it('has an empty state', () => {
    render(<StaffPage collection="docentes" people={[]} />);
    expect(screen.getByText(/Pronto publicaremos aquí/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});
