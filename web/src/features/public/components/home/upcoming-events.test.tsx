import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PublicRecord } from '@model/public';
import { UpcomingEvents } from './upcoming-events';

const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();
const events = ['Cuarto', 'Primero', 'Tercero', 'Segundo'].map(
  (title, i) =>
    ({
      _id: `e${i}`,
      title,
      start: at([96, 24, 72, 48][i]!),
      end: at([97, 25, 73, 49][i]!),
      allDay: 'no',
      slug: title.toLowerCase(),
    }) as PublicRecord<'eventos'>,
);

it('shows the next three events, earliest first, and links to the calendar', () => {
  render(<UpcomingEvents records={events} />);
  const section = screen.getByRole('region', { name: 'Próximos eventos' });
  expect([...section.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
    'Primero',
    'Segundo',
    'Tercero',
  ]);
  expect(screen.getByRole('link', { name: 'Ver todos los eventos' }).getAttribute('href')).toBe('/eventos');
});

it('links each event to its own page (an older one without an address stays text)', () => {
  const [, first, , second] = events;
  render(<UpcomingEvents records={[first!, { ...second!, slug: undefined }]} />);
  expect(screen.getByRole('link', { name: 'Primero' }).getAttribute('href')).toBe('/eventos/primero');
  expect(screen.queryByRole('link', { name: 'Segundo' })).toBeNull();
  expect(screen.getByText('Segundo')).toBeTruthy();
});

it('leaves no empty section when nothing is planned', () => {
  const { container } = render(<UpcomingEvents records={[]} />);
  expect(container.querySelector('section')).toBeNull();
});
