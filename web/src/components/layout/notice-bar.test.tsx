import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Notice } from '@/lib/notices';
import { NoticeBar } from './notice-bar';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const notice = (id: string, fields: Partial<Notice>): Notice =>
  ({
    _id: id,
    updatedAt: '2026-01-15T12:00:00.000Z',
    text: '',
    link: '',
    level: 'info',
    from: hours(-1),
    until: hours(1),
    ...fields,
  }) as Notice;

it('shows nothing without a notice', () => {
  const { container } = render(<NoticeBar notices={[]} />);
  expect(container.innerHTML).toBe('');
});

it('shows the urgent notice first, labelled, with its link, and a close button the frame script shows and runs', () => {
  render(
    <NoticeBar
      notices={[
        notice('a', { text: 'Inscripciones abiertas', level: 'info' }),
        notice('b', {
          text: 'Mañana no hay clases',
          level: 'urgente',
          link: 'https://colegio.edu.co/circular',
        }),
      ]}
    />,
  );
  const region = screen.getByRole('region', { name: 'Avisos del colegio' });
  expect(region.textContent).toMatch(/^Urgente: Mañana no hay clases.*Aviso: Inscripciones abiertas/);
  // The notice's own text is its link: the link says what it opens, on its own.
  const link = screen.getByRole('link');
  expect(link.textContent).toBe('Mañana no hay clases');
  expect(link.getAttribute('href')).toBe('https://colegio.edu.co/circular');
  expect(link.hasAttribute('aria-label')).toBe(false);
  expect(screen.queryByText(/Más información/)).toBeNull();

  // Without the script a close button would do nothing: it is hidden until the script shows it,
  // and names the notice (id and version) it closes for the rest of the visit.
  const close = region.querySelectorAll<HTMLButtonElement>('button[data-close-notice]');
  expect(
    [...close].map((b) => [
      b.hidden,
      b.getAttribute('aria-label'),
      b.getAttribute('aria-describedby'),
      b.dataset.closeNotice,
    ]),
  ).toEqual([
    [true, 'Cerrar aviso', 'aviso-b', 'b:2026-01-15T12:00:00.000Z'],
    [true, 'Cerrar aviso', 'aviso-a', 'a:2026-01-15T12:00:00.000Z'],
  ]);
});

it('names a single notice in the singular and leaves out one with no text', () => {
  render(<NoticeBar notices={[notice('a', { text: 'A tiempo' }), notice('b', { text: '' })]} />);
  const region = screen.getByRole('region', { name: 'Aviso del colegio' });
  expect(region.querySelectorAll('[data-notice]')).toHaveLength(1);
});
