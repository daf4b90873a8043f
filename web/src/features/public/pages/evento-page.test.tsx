import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fromSchoolWallClock, type PublicRecord } from '@model/public';
import EventoPage from './evento-page';

const ORIGIN = 'https://colegio.edu.co';
const week = {
  _id: 'e7',
  title: 'Semana cultural',
  start: fromSchoolWallClock('2027-05-26', '00:00')!,
  end: fromSchoolWallClock('2027-05-28', '00:00')!,
  allDay: 'si',
  location: 'Todas las sedes',
  slug: 'semana-cultural',
  description: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Danza, música y teatro.' }] }],
  },
} as PublicRecord<'eventos'>;

it('shows one event with its days, place, words and both ways into a calendar, as plain links', () => {
  render(<EventoPage event={week} origin={ORIGIN} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Semana cultural' })).toBeTruthy();
  const article = screen.getByRole('article', { name: 'Semana cultural' });
  expect(article.textContent).toContain('Del miércoles, 26 de mayo al viernes, 28 de mayo');
  expect(within(article).getByText('Lugar: Todas las sedes')).toBeTruthy();
  expect(within(article).getByText('Danza, música y teatro.')).toBeTruthy();

  const google = within(article).getByRole('link', { name: /^Agregar a Google Calendar/ });
  expect(google.getAttribute('target')).toBe('_blank');
  const params = new URL(google.getAttribute('href')!).searchParams;
  // All day, three days: the dates with the exclusive end day.
  expect(params.get('dates')).toBe('20270526/20270529');
  expect(params.get('location')).toBe('Todas las sedes');
  expect(params.get('details')).toBe(
    `Danza, música y teatro.\n\nMás información: ${ORIGIN}/eventos/semana-cultural`,
  );

  const file = within(article).getByRole('link', { name: /^Descargar para iPhone/ });
  expect(file.getAttribute('href')).toBe('/eventos/semana-cultural.ics');
  expect(file.getAttribute('download')).toBe('semana-cultural-2027-05-26.ics');
  expect(screen.getAllByRole('link', { name: /eventos/i }).map((a) => a.getAttribute('href'))).toContain(
    '/eventos',
  );
});
