import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { PublicRecord } from '@model/public';
import { SEED_CONTENT } from '../../../../../scripts/seed/content';
import { CalendarSubscribe } from '../components/eventos/calendar-subscribe';
import { monthEventOf } from '../components/eventos/event-addresses';
import {
  addDays,
  dayOf,
  formatDayFull,
  schoolToday,
  upcomingEvents,
} from '../components/eventos/event-dates';
import { EventsViews } from '../components/eventos/events-views';
import EventosPage, { EventsAgendaOrEmpty } from './eventos-page';

const ORIGIN = 'https://colegio.edu.co';
const SETTINGS = { title: String(SEED_CONTENT.sitio[0]!.title), address: 'Calle 1 # 2-3' };

const stamp = { createdAt: '2026-01-15T12:00:00.000Z', updatedAt: '2026-01-15T12:00:00.000Z' };
/** An instant `days` from now; events are relative to the real clock, as the page's "upcoming" is. */
const inDays = (days: number, hour = 15) => {
  const day = addDays(schoolToday(), days);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`).toISOString();
};
const event = (
  id: string,
  title: string,
  start: string,
  end: string,
  extra: Partial<PublicRecord<'eventos'>> = {},
) =>
  ({
    _id: id,
    ...stamp,
    title,
    start,
    end,
    allDay: 'no',
    location: '',
    description: '',
    ...extra,
  }) as PublicRecord<'eventos'>;

const EVENTS = [
  event('e2', 'Feria de la ciencia', inDays(40), inDays(40, 17), { location: 'Patio central' }),
  event('e1', 'Reunión de padres', inDays(1), inDays(1, 17), {
    slug: 'reunion-de-padres',
    // Formatted text: drawn as elements (the bold word is a <strong>), never as HTML.
    description: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Traiga el documento.' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hay ' },
            { type: 'text', text: 'parqueadero', marks: [{ type: 'bold' }] },
          ],
        },
      ],
    },
  }),
  // Ended an hour ago: the server would not send it, and the page does not show it either.
  event('e0', 'Evento pasado', inDays(-3), new Date(Date.now() - 3_600_000).toISOString()),
];

/** The page as its page file puts it together: the views' island holding the box and the agenda. */
function openPage(records = EVENTS, element: (tree: React.ReactElement) => unknown = render) {
  const events = upcomingEvents(records);
  return element(
    <EventosPage events={events} settings={SETTINGS} origin={ORIGIN}>
      <EventsViews
        events={events.map(monthEventOf)}
        subscribe={<CalendarSubscribe origin={ORIGIN} school={SETTINGS.title} />}
      >
        <EventsAgendaOrEmpty events={events} origin={ORIGIN} />
      </EventsViews>
    </EventosPage>,
  );
}

it('lists the coming events by month, earliest first, each with its calendar file', () => {
  openPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeTruthy();
  const first = screen.getByRole('article', { name: 'Reunión de padres' });
  expect(screen.queryByText('Evento pasado')).toBeNull();
  const articles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
  expect(articles).toEqual(['evento-e1', 'evento-e2']);
  // Two different months: one heading each (40 days apart), after the subscription box's.
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)[0]).toBe(
    'Tenga el calendario en su celular',
  );
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(3);
  expect(within(first).getByText('Traiga el documento.')).toBeTruthy();
  expect(within(first).getByText('parqueadero').tagName).toBe('STRONG');
  // The title leads to the event's own page.
  expect(within(first).getByRole('link', { name: 'Reunión de padres' }).getAttribute('href')).toBe(
    '/eventos/reunion-de-padres',
  );
  // "Agregar a Google Calendar" for this event alone, its details pointing back to its page.
  const google = new URL(
    within(first)
      .getByRole('link', { name: /^Agregar a Google Calendar ?: Reunión de padres/ })
      .getAttribute('href')!,
  );
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  expect(google.searchParams.get('text')).toBe('Reunión de padres');
  expect(google.searchParams.get('ctz')).toBe('America/Bogota');
  expect(google.searchParams.get('details')).toContain(`${ORIGIN}/eventos/reunion-de-padres`);
  // Its file, beside its page's address and named after it.
  const file = within(first).getByRole('link', {
    name: /^Descargar para iPhone \(\.ics\) ?: Reunión/,
  });
  expect(file.getAttribute('href')).toBe('/eventos/reunion-de-padres.ics');
  expect(file.getAttribute('download')).toBe(`reunion-de-padres-${dayOf(inDays(1))}.ics`);
  // An older event without an address yet: no page link, its file by id.
  const second = screen.getByRole('article', { name: 'Feria de la ciencia' });
  expect(within(second).queryByRole('link', { name: 'Feria de la ciencia' })).toBeNull();
  expect(
    within(second)
      .getByRole('link', { name: /^Descargar para iPhone/ })
      .getAttribute('href'),
  ).toBe('/eventos.ics?evento=e2');
  // The calendar as a subscription a phone keeps up to date, from the site's address.
  const origin = ORIGIN;
  const host = new URL(ORIGIN).host;
  const box = screen.getByRole('region', { name: 'Tenga el calendario en su celular' });
  expect(box.textContent).toMatch(/En iPhone .*; en Android .*Google/);
  const href = (name: RegExp) => within(box).getByRole('link', { name }).getAttribute('href');
  expect(href(/^Suscribirse en iPhone$/)).toBe(`webcal://${host}/eventos.ics`);
  expect(href(/^Agregar a Google Calendar/)).toBe(
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://${host}/eventos.ics`)}`,
  );
  expect(href(/^Agregar a Outlook/)).toBe(
    `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(`${origin}/eventos.ics`)}&name=${encodeURIComponent(`Eventos: ${SETTINGS.title}`)}`,
  );
  expect(
    within(box)
      .getByRole('link', { name: /^Agregar a Outlook/ })
      .getAttribute('target'),
  ).toBe('_blank');
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
  expect(JSON.stringify(ld[0])).toContain(`"url":"${ORIGIN}/eventos/reunion-de-padres"`);
  expect(JSON.stringify(ld[0])).toContain('Calle 1 # 2-3');
});

it('says when nothing is planned', () => {
  openPage([]);
  expect(screen.getByText('No hay eventos programados por ahora.')).toBeTruthy();
  expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
});

it('in the server HTML: the agenda, the box and the data, "Mes" disabled until the island is live', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = openPage(EVENTS, renderToString) as string;
  expect(html).toContain('Reunión de padres');
  expect(html).toContain('Tenga el calendario en su celular');
  expect(html).toContain('application/ld+json');
  expect(html).toMatch(/<button type="button" aria-pressed="false" disabled="">Mes<\/button>/);
  expect(html).not.toContain('role="grid"');
});

it('has a month view the keyboard moves through, each day naming its events', async () => {
  openPage();
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: 'Mes' }).hasAttribute('disabled')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Mes' }));
  expect(screen.getByRole('button', { name: 'Mes' }).getAttribute('aria-pressed')).toBe('true');
  // The month grid is its own chunk, loaded on the click; the agenda makes way for it.
  const grid = await screen.findByRole('grid');
  expect(screen.queryByRole('article')).toBeNull();
  const today = schoolToday();
  const tomorrow = addDays(today, 1);
  // It opens on the next event's day: that cell is the one in the tab order, naming its event.
  const opening = within(grid).getByRole('gridcell', {
    name: `${formatDayFull(tomorrow)}: 1 evento: Reunión de padres`,
  });
  expect(opening.getAttribute('tabindex')).toBe('0');
  expect(opening.getAttribute('aria-selected')).toBe('true');
  // Marked for the eye too: its count, and the event's name on a wide screen.
  expect(opening.className).toMatch(/busy/);
  expect(opening.textContent).toContain('Reunión de padres');
  // The chosen day's events under the grid, each a link to its page.
  expect(screen.getByRole('link', { name: 'Reunión de padres' }).getAttribute('href')).toBe(
    '/eventos/reunion-de-padres',
  );
  const todayCell = within(grid).getByRole('gridcell', { name: `${formatDayFull(today)}: sin eventos` });
  expect(todayCell.getAttribute('tabindex')).toBe('-1');
  expect(todayCell.getAttribute('aria-current')).toBe('date');
  expect(todayCell.className).not.toMatch(/busy/);

  opening.focus();
  await user.keyboard('{ArrowLeft}');
  expect((document.activeElement as HTMLElement).dataset.day).toBe(today);
  await user.keyboard('{ArrowRight}');
  const focused = document.activeElement as HTMLElement;
  expect(focused.dataset.day).toBe(tomorrow);
  expect(focused.getAttribute('aria-selected')).toBe('true');

  await user.keyboard('{ArrowDown}');
  expect((document.activeElement as HTMLElement).dataset.day).toBe(addDays(tomorrow, 7));
  await user.keyboard('{ArrowUp}{ArrowLeft}');
  expect((document.activeElement as HTMLElement).dataset.day).toBe(today);

  // Next month by button: the heading says which month is shown.
  // (The other h2 is the subscription box's.)
  const monthHeading = () =>
    screen.getAllByRole('heading', { level: 2 }).find((h) => h.id !== 'eventos-suscribirse')!;
  const before = monthHeading().textContent;
  await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
  expect(monthHeading().textContent).not.toBe(before);
  await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
  expect(monthHeading().textContent).toBe(before);

  // Back to the agenda: the server's HTML again.
  await user.click(screen.getByRole('button', { name: 'Agenda' }));
  expect(screen.getByRole('article', { name: 'Reunión de padres' })).toBeTruthy();
  expect(screen.queryByRole('grid')).toBeNull();
});

it('opens the month view on the next event’s day, in its month, even months away', async () => {
  const later = [event('e9', 'Grados', inDays(70), inDays(70, 17), { slug: 'grados' })];
  openPage(later);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Mes' }));
  const grid = await screen.findByRole('grid');
  const day = dayOf(inDays(70));
  const cell = within(grid).getByRole('gridcell', { name: `${formatDayFull(day)}: 1 evento: Grados` });
  expect(cell.getAttribute('tabindex')).toBe('0');
  expect(cell.dataset.day).toBe(day);
});

it('opens the month view on today when nothing is planned', async () => {
  openPage([]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Mes' }));
  const grid = await screen.findByRole('grid');
  expect(grid.querySelector('[tabindex="0"]')!.getAttribute('data-day')).toBe(schoolToday());
});
