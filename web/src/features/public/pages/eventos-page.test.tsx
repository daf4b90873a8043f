import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { PublicRecord } from '@model/public';
import { stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import { addDays, formatDayFull, schoolToday } from '../components/eventos/event-dates';
import EventosPage from './eventos-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stamp = { createdAt: '2026-01-15T12:00:00.000Z', updatedAt: '2026-01-15T12:00:00.000Z' };
/** An instant `days` from now; events are relative to the real clock, as the page's "upcoming" is. */
const inDays = (days: number, hour = 15) => {
  const day = addDays(schoolToday(), days);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`).toISOString();
};
const event = (id: string, title: string, start: string, end: string, extra: Partial<PublicRecord<'eventos'>> = {}) =>
  ({ _id: id, ...stamp, title, start, end, allDay: 'no', location: '', description: '', ...extra }) as PublicRecord<'eventos'>;

const EVENTS = [
  event('e2', 'Feria de la ciencia', inDays(40), inDays(40, 17), { location: 'Patio central' }),
  event('e1', 'Reunión de padres', inDays(1), inDays(1, 17), {
    // Formatted text: drawn as elements (the bold word is a <strong>), never as HTML.
    description: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Traiga el documento.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Hay ' }, { type: 'text', text: 'parqueadero', marks: [{ type: 'bold' }] }] },
      ],
    },
  }),
  // Ended an hour ago: the server would not send it, and the page does not show it either.
  event('e0', 'Evento pasado', inDays(-3), new Date(Date.now() - 3_600_000).toISOString()),
];

async function openPage(events = EVENTS) {
  stubFetch({ '/api/eventos': events });
  await renderPage(<EventosPage />, { loader: collectionLoader('eventos') });
}

it('lists the coming events by month, earliest first, each with its calendar file', async () => {
  await openPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeTruthy();
  const first = await screen.findByRole('article', { name: 'Reunión de padres' });
  expect(screen.queryByText('Evento pasado')).toBeNull();
  const articles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
  expect(articles).toEqual(['evento-e1', 'evento-e2']);
  // Two different months: one heading each (40 days apart), after the subscription box's.
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)[0]).toBe('Tenga el calendario en su celular');
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(3);
  expect(within(first).getByText('Traiga el documento.')).toBeTruthy();
  expect(within(first).getByText('parqueadero').tagName).toBe('STRONG');
  const add = within(first).getByRole('link', { name: /^Agregar a mi calendario ?: Reunión de padres$/ });
  expect(add.getAttribute('href')).toBe('/eventos.ics?evento=e1');
  expect(add.hasAttribute('download')).toBe(true);
  // Issue 48: the calendar as a subscription a phone keeps up to date, from the page's own address.
  const origin = window.location.origin;
  const host = window.location.host;
  const box = screen.getByRole('region', { name: 'Tenga el calendario en su celular' });
  expect(box.textContent).toMatch(/En iPhone .*; en Android .*Google/);
  const href = (name: RegExp) => within(box).getByRole('link', { name }).getAttribute('href');
  expect(href(/^Suscribirse en iPhone$/)).toBe(`webcal://${host}/eventos.ics`);
  expect(href(/^Agregar a Google Calendar/)).toBe(
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://${host}/eventos.ics`)}`,
  );
  expect(href(/^Agregar a Outlook/)).toBe(
    `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(`${origin}/eventos.ics`)}&name=${encodeURIComponent('Eventos: Institución Educativa San José')}`,
  );
  expect(within(box).getByRole('link', { name: /^Agregar a Outlook/ }).getAttribute('target')).toBe('_blank');
  expect(href(/Descargar el archivo/)).toBe('/eventos.ics');
  const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Array<{
    '@type': string;
    name: string;
    description?: string;
  }>;
  expect(ld.map((e) => [e['@type'], e.name])).toEqual([
    ['Event', 'Reunión de padres'],
    ['Event', 'Feria de la ciencia'],
  ]);
  expect(ld[0]!.description).toBe('Traiga el documento.\nHay parqueadero');
});

it('says when nothing is planned', async () => {
  await openPage([]);
  expect(await screen.findByText('No hay eventos programados por ahora.')).toBeTruthy();
});

it('has a month view the keyboard moves through, each day naming its events', async () => {
  await openPage();
  const user = userEvent.setup();
  await screen.findByRole('article', { name: 'Reunión de padres' });
  await user.click(screen.getByRole('button', { name: 'Mes' }));
  expect(screen.getByRole('button', { name: 'Mes' }).getAttribute('aria-pressed')).toBe('true');
  // The month grid is its own chunk, loaded on the click.
  const grid = await screen.findByRole('grid');
  const today = schoolToday();
  const todayCell = within(grid).getByRole('gridcell', { name: `${formatDayFull(today)}: sin eventos` });
  expect(todayCell.getAttribute('tabindex')).toBe('0');
  expect(todayCell.getAttribute('aria-current')).toBe('date');

  todayCell.focus();
  await user.keyboard('{ArrowRight}');
  const tomorrow = addDays(today, 1);
  const focused = document.activeElement as HTMLElement;
  expect(focused.textContent).toContain(`${formatDayFull(tomorrow)}: 1 evento: Reunión de padres`);
  expect(focused.getAttribute('aria-selected')).toBe('true');
  // The chosen day's events, with their times, under the grid.
  expect(screen.getByText('Reunión de padres', { selector: 'strong' })).toBeTruthy();

  await user.keyboard('{ArrowDown}');
  expect((document.activeElement as HTMLElement).dataset.day).toBe(addDays(tomorrow, 7));
  await user.keyboard('{ArrowUp}{ArrowLeft}');
  expect((document.activeElement as HTMLElement).dataset.day).toBe(today);

  // Next month by button: the heading says which month is shown.
  // (The other h2 is the subscription box's.)
  const monthHeading = () => screen.getAllByRole('heading', { level: 2 }).find((h) => h.id !== 'eventos-suscribirse')!;
  const before = monthHeading().textContent;
  await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
  expect(monthHeading().textContent).not.toBe(before);
  await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
  expect(monthHeading().textContent).toBe(before);
});
