/**
 * The school's events as iCalendar (RFC 5545): the whole calendar that phones subscribe to at
 * /eventos.ics, or one event's file (/eventos/{slug}.ics). Written by ical-generator (escaping,
 * line folding, CRLF and the DATE/DATE-TIME forms are the library's, not ours).
 *
 * Timed events are written in UTC (`DTSTART:20261201T130000Z`): an instant needs no VTIMEZONE
 * and every calendar shows it in its owner's zone; X-WR-TIMEZONE names the school's zone for
 * the calendars that display a subscribed calendar in it. An all-day event is a DATE (no zone at
 * all): the school's day of its start, and the day after the school's day of its end (DTEND is
 * exclusive in RFC 5545).
 */
import ical, { type ICalCalendar } from 'ical-generator';
import { SCHOOL_TIME_ZONE, toSchoolWallClock } from '../model';

/** What the feed reads of an event record (older records may lack a field). */
export interface FeedEvent {
  _id: string;
  title?: string;
  start?: string;
  end?: string;
  allDay?: string;
  location?: string;
  /** The description as plain text (the caller flattens the formatted text). */
  descriptionText?: string;
  /** The event's own page (`/eventos/{slug}`); the calendar's page for one without. */
  path?: string;
  updatedAt?: string;
}

export interface FeedOptions {
  /** The site's origin (https://colegio.edu.co), for each event's UID and URL. */
  origin: string;
  /** The school's name: the calendar's name in the subscriber's list. */
  schoolName: string;
  /** DTSTAMP: when this file was made. */
  now: Date;
}

/** The UTC midnight of the school's day of an instant: the DATE value ical-generator writes. */
function schoolDay(iso: string, plusDays = 0): Date {
  const [y, m, d] = toSchoolWallClock(iso).date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + plusDays));
}

function addEvent(calendar: ICalCalendar, event: FeedEvent, { origin, now }: FeedOptions) {
  if (!event.start) return;
  const allDay = event.allDay === 'si';
  const end = event.end || event.start;
  calendar.createEvent({
    // Stable across downloads, so a phone that adds it twice updates one entry.
    id: `${event._id}@${new URL(origin).host}`,
    stamp: now,
    lastModified: event.updatedAt ? new Date(event.updatedAt) : null,
    start: allDay ? schoolDay(event.start) : new Date(event.start),
    end: allDay ? schoolDay(end, 1) : new Date(end),
    allDay,
    summary: event.title ?? '',
    location: event.location || null,
    description: event.descriptionText || null,
    url: `${origin}${event.path ?? '/eventos'}`,
  });
}

function newCalendar(options: FeedOptions): ICalCalendar {
  const name = options.schoolName ? `Eventos: ${options.schoolName}` : 'Eventos del colegio';
  return ical({
    name,
    prodId: { company: new URL(options.origin).host, product: 'eventos', language: 'ES' },
    // A hint for clients that show a subscribed calendar in its own zone; the times are UTC, so
    // no VTIMEZONE: ical-generator writes one only with a time-zone library converting the times
    // to local ones (with plain Dates it would write UTC digits as Bogotá's), and an instant
    // needs none.
    x: { 'X-WR-TIMEZONE': SCHOOL_TIME_ZONE },
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: a subscribed phone asks again every hour,
    // so a meeting moved in the morning is right by the afternoon; the answer is cached at the
    // edge (routes/calendar.ts), so the polling costs the function little.
    ttl: 60 * 60,
  });
}

/** The whole calendar: every event given, earliest first. */
export function calendarFeed(events: readonly FeedEvent[], options: FeedOptions): string {
  const calendar = newCalendar(options);
  [...events]
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))
    .forEach((event) => addEvent(calendar, event, options));
  return calendar.toString();
}

/** One event, for its own file. */
export function singleEventFeed(event: FeedEvent, options: FeedOptions): string {
  return calendarFeed([event], options);
}
