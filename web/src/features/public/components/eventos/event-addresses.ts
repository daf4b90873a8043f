/**
 * Where an event lives on the site: its own page (`/eventos/{slug}`, the page registry's
 * `evento`) and its iCalendar file beside it. Server-rendered code only: the month view (an
 * island) receives the page addresses in its props (`monthEventOf`), not the page registry.
 */
import { pageById } from '@/config/pages';
import { CALENDAR_URL, type EventRecord, type MonthEvent } from './event-dates';

/** The event's own page; null for an older record the server has not given an address yet. */
export function eventPath(event: Pick<EventRecord, 'slug'>): string | null {
  return event.slug ? pageById('evento').path.replace(':slug', event.slug) : null;
}

/**
 * The event's iCalendar file, which the function writes and names after the event: its page's
 * address with `.ics`, or the file's older address for an event without a page.
 */
export function eventFileUrl(event: Pick<EventRecord, '_id' | 'slug'>): string {
  const page = eventPath(event);
  return page ? `${page}.ics` : `${CALENDAR_URL}?evento=${encodeURIComponent(event._id)}`;
}

/** What the month view shows of an event: no description, and its page's address. */
export function monthEventOf({ _id, title, start, end, allDay, location, slug }: EventRecord): MonthEvent {
  const href = eventPath({ slug });
  return { _id, title, start, end, allDay, location, ...(href ? { href } : {}) };
}
