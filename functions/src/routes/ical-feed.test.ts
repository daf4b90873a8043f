import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, singleEventFeed, type FeedEvent } from './ical-feed';

const options = {
  origin: 'https://colegio.edu.co',
  schoolName: 'Institución Educativa San José',
  now: new Date('2026-11-25T12:00:00Z'),
};

/** Reads a feed as a calendar app would (Mozilla's ical.js), not with our own code. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

const meeting: FeedEvent = {
  _id: 'reunion1',
  title: 'Reunión de padres; grado 5°, sede norte',
  // 7:00 to 9:00 in Bogotá (UTC−5).
  start: '2026-12-01T12:00:00.000Z',
  end: '2026-12-01T14:00:00.000Z',
  allDay: 'no',
  location: 'Auditorio',
  descriptionText: 'Primera línea\nSegunda línea con una coma, y un punto y coma; fin. '.repeat(3),
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const holiday: FeedEvent = {
  _id: 'jornada1',
  title: 'Jornada pedagógica',
  // Stored instants late in the evening in Bogotá are already the next day in UTC: the DATE must be Bogotá's.
  start: '2026-12-09T03:30:00.000Z',
  end: '2026-12-10T04:00:00.000Z',
  allDay: 'si',
};

describe('calendarFeed (RFC 5545, read back by ical.js)', () => {
  it('writes a timed event at its instant, with its text escaped and folded', () => {
    const text = calendarFeed([meeting], options);
    expect(text).toContain('\r\n');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Bogota');
    const [event] = events;
    expect(event!.summary).toBe(meeting.title);
    expect(event!.location).toBe('Auditorio');
    expect(event!.description).toBe(meeting.descriptionText);
    expect(event!.uid).toBe('reunion1@colegio.edu.co');
    expect(event!.startDate.isDate).toBe(false);
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(event!.component.getFirstPropertyValue('url')).toBe('https://colegio.edu.co/eventos');
    // An event with a page of its own links to it.
    const [own] = parse(calendarFeed([{ ...meeting, path: '/eventos/reunion-de-padres' }], options)).events;
    expect(own!.component.getFirstPropertyValue('url')).toBe(
      'https://colegio.edu.co/eventos/reunion-de-padres',
    );
  });

  it('writes an all-day event as the school days it covers, DTEND the day after (exclusive)', () => {
    const [event] = parse(calendarFeed([holiday], options)).events;
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2026-12-08');
    expect(event!.endDate.toString()).toBe('2026-12-10');
  });

  it('names the calendar after the school, in its zone, and asks subscribers to refresh every hour', () => {
    const text = calendarFeed([meeting], options);
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Eventos: Institución Educativa San José');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Bogota');
    // RFC 7986's REFRESH-INTERVAL (a DURATION) and the older X-PUBLISHED-TTL many phones read.
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(calendar.getFirstProperty('refresh-interval')!.type).toBe('duration');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
    // The times stay instants (UTC), so no VTIMEZONE is needed, and none is half-written.
    expect(text).not.toContain('VTIMEZONE');
    expect(text).toContain('DTSTART:20261201T120000Z');
    // Without the school's name the calendar still has a name a phone can list.
    expect(
      parse(calendarFeed([], { ...options, schoolName: '' })).calendar.getFirstPropertyValue('x-wr-calname'),
    ).toBe('Eventos del colegio');
  });

  it('lists every event earliest first; one event alone for its own file', () => {
    const all = parse(calendarFeed([holiday, meeting], options)).events;
    expect(all.map((e) => e.summary)).toEqual([meeting.title, holiday.title]);
    expect(parse(singleEventFeed(holiday, options)).events.map((e) => e.summary)).toEqual([holiday.title]);
    expect(parse(calendarFeed([], options)).events).toEqual([]);
  });
});
