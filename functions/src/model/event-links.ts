/**
 * One event into a visitor's calendar, said once for the page, the function and the tests: the
 * Google Calendar "add this event" link, the name of the event's iCalendar file
 * (`reunion-de-padres-2027-03-05.ics`: its title and its day in the school) and its schema.org
 * `Event` data. Plain functions without zod: public pages import them (`@model/event-links`).
 *
 * Days and times are the school's (America/Bogota), whatever the device or server says: a timed
 * event goes to Google as the school's wall clock with `ctz=America/Bogota`, an all-day one as
 * dates with the exclusive end day that Google, like RFC 5545, expects.
 */
import { SCHOOL_TIME_ZONE, toSchoolWallClock } from './date-time';
import { richTextPlain } from './rich-text';
import { slugify } from './slug';

/** What the links read of an event record (an older record may lack a field). */
export interface CalendarEventFields {
  [field: string]: unknown;
  title?: unknown;
  start?: unknown;
  end?: unknown;
  allDay?: unknown;
  location?: unknown;
  /** The formatted text (rich text); the links take its words. */
  description?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Google's "details" are kept short: the whole link must stay well under a browser's and Google's limits. */
export const GOOGLE_DETAILS_MAX = 1000;

/** The day after a yyyy-mm-dd day. */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

const compactDay = (day: string) => day.replace(/-/g, '');

/** The start and end as Google's `dates` value: `20270305T070000/20270305T090000`, or `20270305/20270306`. */
function googleDates(start: string, end: string, allDay: boolean): string {
  if (allDay) {
    const first = toSchoolWallClock(start).date;
    const last = toSchoolWallClock(end).date;
    return `${compactDay(first)}/${compactDay(nextDay(last < first ? first : last))}`;
  }
  const local = (iso: string) => {
    const { date, time } = toSchoolWallClock(iso);
    return `${compactDay(date)}T${time.replace(':', '')}00`;
  };
  return `${local(start)}/${local(end)}`;
}

/** The description's words, cut at GOOGLE_DETAILS_MAX, then the event's page. */
function googleDetails(description: unknown, pageUrl: string | undefined): string {
  let words = richTextPlain(description).trim();
  if (words.length > GOOGLE_DETAILS_MAX) words = `${words.slice(0, GOOGLE_DETAILS_MAX - 1).trimEnd()}…`;
  const more = pageUrl ? `Más información: ${pageUrl}` : '';
  return [words, more].filter(Boolean).join('\n\n');
}

/**
 * "Agregar a Google Calendar" for one event: Google's template link, which opens the event filled
 * in for the visitor to save. null for a record without a start (nothing to add).
 */
export function googleCalendarUrl(event: CalendarEventFields, pageUrl?: string): string | null {
  const start = text(event.start);
  if (!start) return null;
  const end = text(event.end) || start;
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', text(event.title)],
    ['dates', googleDates(start, end, event.allDay === 'si')],
    ['details', googleDetails(event.description, pageUrl)],
    ['location', text(event.location)],
    ['ctz', SCHOOL_TIME_ZONE],
  ];
  const query = params
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The event's iCalendar file name: its title as an address and its day, `reunion-de-padres-2027-03-05.ics`. */
export function eventFileName(event: CalendarEventFields): string {
  const start = text(event.start);
  const day = start ? `-${toSchoolWallClock(start).date}` : '';
  return `${slugify(text(event.title), 'evento')}${day}.ics`;
}

/**
 * The download's Content-Disposition: the plain name for every browser, and the RFC 6266/8187
 * `filename*` form beside it (the name is ASCII already: slugify leaves nothing to escape).
 */
export function eventFileDisposition(event: CalendarEventFields): string {
  const name = eventFileName(event);
  return `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface EventJsonLdContext {
  /** The school's name: the organizer, and the place when the event names none. */
  siteName: string;
  /** The school's address (settings), for the place. */
  address?: string;
  /** The event's own page (absolute). */
  url?: string;
}

/** The school's day of an instant (yyyy-mm-dd). */
const dayOf = (iso: string) => toSchoolWallClock(iso).date;

/** schema.org `Event` data of one event, for search engines (on /eventos and on its own page). */
export function eventJsonLd(
  event: CalendarEventFields,
  context: EventJsonLdContext,
): Record<string, unknown> {
  const start = text(event.start);
  const end = text(event.end) || start;
  const allDay = event.allDay === 'si';
  const description = richTextPlain(event.description).trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: text(event.title),
    // An all-day event is a date; a timed one an instant.
    startDate: allDay && start ? dayOf(start) : start,
    endDate: allDay && end ? dayOf(end) : end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: text(event.location) || context.siteName,
      ...(context.address ? { address: context.address } : {}),
    },
    ...(description ? { description } : {}),
    ...(context.url ? { url: context.url } : {}),
    organizer: { '@type': 'EducationalOrganization', name: context.siteName },
  };
}
