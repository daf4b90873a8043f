import { describe, expect, it } from 'vitest';
import { fromSchoolWallClock } from './date-time';
import {
  eventFileDisposition,
  eventFileName,
  eventJsonLd,
  GOOGLE_DETAILS_MAX,
  googleCalendarUrl,
} from './event-links';

const at = (date: string, time: string) => fromSchoolWallClock(date, time)!;
const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

const meeting = {
  title: 'Reunión de padres & acudientes',
  start: at('2027-03-05', '07:00'),
  end: at('2027-03-05', '09:30'),
  allDay: 'no',
  location: 'Auditorio principal',
  description: doc('Entrega de informes.', 'Traiga el documento.'),
};

const params = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe('https://calendar.google.com/calendar/render');
  return parsed.searchParams;
};

describe('googleCalendarUrl', () => {
  it('writes a timed event as the school’s wall clock, with its zone, place and words', () => {
    const url = googleCalendarUrl(meeting, 'https://colegio.edu.co/eventos/reunion-de-padres')!;
    const p = params(url);
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe('Reunión de padres & acudientes');
    // 07:00 in Bogotá, not 12:00 UTC: `ctz` says whose clock it is.
    expect(p.get('dates')).toBe('20270305T070000/20270305T093000');
    expect(p.get('ctz')).toBe('America/Bogota');
    expect(p.get('location')).toBe('Auditorio principal');
    expect(p.get('details')).toBe(
      'Entrega de informes.\nTraiga el documento.\n\nMás información: https://colegio.edu.co/eventos/reunion-de-padres',
    );
    // The title's & is encoded: it cannot cut the query.
    expect(url).toContain('text=Reuni%C3%B3n%20de%20padres%20%26%20acudientes&');
  });

  it('writes an evening event by the school’s day even when UTC has moved on to the next', () => {
    const p = params(
      googleCalendarUrl({ ...meeting, start: at('2027-03-05', '20:00'), end: at('2027-03-05', '22:00') })!,
    );
    expect(p.get('dates')).toBe('20270305T200000/20270305T220000');
  });

  it('writes an all-day event as dates, the end being the day after (exclusive)', () => {
    const day = {
      title: 'Jornada pedagógica',
      start: at('2027-04-12', '00:00'),
      end: at('2027-04-12', '00:00'),
      allDay: 'si',
    };
    expect(params(googleCalendarUrl(day)!).get('dates')).toBe('20270412/20270413');
  });

  it('writes a multi-day all-day event from its first day to the day after its last', () => {
    const week = {
      title: 'Semana cultural',
      start: at('2027-05-26', '00:00'),
      end: at('2027-05-28', '00:00'),
      allDay: 'si',
    };
    expect(params(googleCalendarUrl(week)!).get('dates')).toBe('20270526/20270529');
  });

  it('writes a timed event over several days with both days', () => {
    const camp = { ...meeting, start: at('2027-06-01', '08:00'), end: at('2027-06-03', '16:00') };
    expect(params(googleCalendarUrl(camp)!).get('dates')).toBe('20270601T080000/20270603T160000');
  });

  it('leaves out what the event does not say, and cuts a long description', () => {
    const bare = googleCalendarUrl({ title: 'Izada', start: at('2027-03-08', '07:15') })!;
    const p = params(bare);
    expect(p.get('dates')).toBe('20270308T071500/20270308T071500');
    expect(p.has('location')).toBe(false);
    expect(p.has('details')).toBe(false);
    const long = params(googleCalendarUrl({ ...meeting, description: doc('a'.repeat(5000)) })!);
    expect(long.get('details')!.length).toBe(GOOGLE_DETAILS_MAX);
    expect(long.get('details')!.endsWith('…')).toBe(true);
  });

  it('has nothing to add for a record without a start', () => {
    expect(googleCalendarUrl({ title: 'Sin fecha' })).toBeNull();
  });
});

describe('the event’s file', () => {
  it('is named after the title and the school’s day of the start', () => {
    expect(eventFileName({ title: 'Reunión de padres', start: at('2027-03-05', '07:00') })).toBe(
      'reunion-de-padres-2027-03-05.ics',
    );
    // 21:00 in Bogotá is already the 6th in UTC: the name keeps the school's day.
    expect(eventFileName({ title: '¡Noche de talentos!', start: at('2027-03-05', '21:00') })).toBe(
      'noche-de-talentos-2027-03-05.ics',
    );
    expect(eventFileName({ title: '¿¿??', start: at('2027-03-05', '07:00') })).toBe('evento-2027-03-05.ics');
  });

  it('is offered as a download under that name, in both header forms', () => {
    expect(eventFileDisposition({ title: 'Reunión de padres', start: at('2027-03-05', '07:00') })).toBe(
      `attachment; filename="reunion-de-padres-2027-03-05.ics"; filename*=UTF-8''reunion-de-padres-2027-03-05.ics`,
    );
  });
});

describe('eventJsonLd', () => {
  it('gives a timed event its instants and an all-day one its days', () => {
    const timed = eventJsonLd(meeting, {
      siteName: 'IE San José',
      address: 'Calle 1',
      url: 'https://x/eventos/a',
    });
    expect(timed).toMatchObject({
      '@type': 'Event',
      name: 'Reunión de padres & acudientes',
      startDate: meeting.start,
      endDate: meeting.end,
      location: { '@type': 'Place', name: 'Auditorio principal', address: 'Calle 1' },
      description: 'Entrega de informes.\nTraiga el documento.',
      url: 'https://x/eventos/a',
      organizer: { name: 'IE San José' },
    });
    const allDay = eventJsonLd(
      { title: 'Semana', start: at('2027-05-26', '00:00'), end: at('2027-05-28', '00:00'), allDay: 'si' },
      { siteName: 'IE' },
    );
    expect(allDay).toMatchObject({
      startDate: '2027-05-26',
      endDate: '2027-05-28',
      location: { name: 'IE' },
    });
    expect(allDay).not.toHaveProperty('url');
  });
});
