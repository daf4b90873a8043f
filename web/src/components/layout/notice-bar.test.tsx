import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CLOSED_KEY, markFirstRender, resetNotices, setNotices, type Notice } from '@/lib/notices';
import { NoticeBar } from './notice-bar';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const notice = (id: string, fields: Partial<Notice>): Notice =>
  ({ _id: id, updatedAt: '2026-01-15T12:00:00.000Z', text: '', link: '', level: 'info', from: hours(-1), until: hours(1), ...fields }) as Notice;

beforeEach(() => {
  sessionStorage.clear();
  resetNotices();
});
afterEach(() => {
  act(() => resetNotices());
});

it('shows nothing without a current notice', () => {
  const { container } = render(<NoticeBar />);
  expect(container.innerHTML).toBe('');
  act(() => setNotices([notice('past', { text: 'Ya pasó', until: hours(-1) })]));
  expect(container.innerHTML).toBe('');
});

it('shows the urgent notice first, labelled, with its link, and closes it for the rest of the visit', async () => {
  render(<NoticeBar />);
  act(() =>
    setNotices([
      notice('a', { text: 'Inscripciones abiertas', level: 'info' }),
      notice('b', { text: 'Mañana no hay clases', level: 'urgente', link: 'https://colegio.edu.co/circular' }),
    ]),
  );
  const region = screen.getByRole('region', { name: 'Avisos del colegio' });
  expect(region.textContent).toMatch(/^Urgente: Mañana no hay clases.*Aviso: Inscripciones abiertas/);
  // The notice's own text is its link: the link says what it opens, on its own.
  const link = screen.getByRole('link');
  expect(link.textContent).toBe('Mañana no hay clases');
  expect(link.getAttribute('href')).toBe('https://colegio.edu.co/circular');
  expect(link.hasAttribute('aria-label')).toBe(false);
  expect(screen.queryByText(/Más información/)).toBeNull();

  const close = screen.getAllByRole('button', { name: 'Cerrar aviso' });
  expect(close[0]!.getAttribute('aria-describedby')).toBe('aviso-b');
  await userEvent.setup().click(close[0]!);
  expect(screen.queryByText(/Mañana no hay clases/)).toBeNull();
  expect(screen.getByRole('region', { name: 'Aviso del colegio' })).toBeTruthy();
  expect(JSON.parse(sessionStorage.getItem(CLOSED_KEY)!)).toEqual(['b:2026-01-15T12:00:00.000Z']);

  // Another page of the same visit (the store read again from sessionStorage): still closed.
  act(() => resetNotices());
  act(() => setNotices([notice('b', { text: 'Mañana no hay clases', level: 'urgente' })]));
  expect(screen.queryByRole('region')).toBeNull();
});

it('lays notices that came after the first render over the page, and those before it in its flow', () => {
  render(<NoticeBar />);
  act(() => setNotices([notice('a', { text: 'A tiempo' })]));
  const inTime = screen.getByRole('region', { name: 'Aviso del colegio' }).className;
  act(() => resetNotices());
  // main.tsx renders the page, then the notices answer (past the 4 s wait).
  markFirstRender();
  act(() => setNotices([notice('b', { text: 'Tarde' })]));
  const late = screen.getByRole('region', { name: 'Aviso del colegio' }).className;
  expect(late).toMatch(/over/);
  expect(inTime).not.toMatch(/over/);
});
