/**
 * Days and times of events as the school lives them: every date here is a day in America/Bogota
 * (yyyy-mm-dd strings, moved with UTC arithmetic so the device's own zone never shifts one), and
 * every time is formatted with the school's zone whatever the visitor's device says.
 */
import { fromSchoolWallClock, SCHOOL_TIME_ZONE, toSchoolWallClock, type PublicRecord } from '@model/public';

export type EventRecord = PublicRecord<'eventos'>;

/** A day as yyyy-mm-dd, `n` days later (negative: earlier). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** The month (yyyy-mm) `n` months after the one given. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1 + n, 1)).toISOString().slice(0, 7);
}

/** Today in the school. */
export function schoolToday(nowMs = Date.now()): string {
  return toSchoolWallClock(new Date(nowMs).toISOString()).date;
}

/** The school's day of an instant. */
export const dayOf = (iso: string): string => toSchoolWallClock(iso).date;

/** 0 = Monday … 6 = Sunday (weeks start on Monday in Colombia). */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The days a month's grid shows: whole weeks, Monday first, padded with the next/previous month's days. */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayOf(first));
  const weeks: string[][] = [];
  for (let day = start; weeks.length === 0 || day.startsWith(month);) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  }
  return weeks;
}

// The formats read a yyyy-mm-dd day at noon UTC in the UTC zone: the same calendar day everywhere.
const dayLong = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const dayFull = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const monthName = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const monthShort = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', month: 'short' });
const timeOnly = new Intl.DateTimeFormat('es-CO', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "martes, 1 de diciembre" */
export const formatDay = (day: string): string => dayLong.format(noon(day));
/** "martes, 1 de diciembre de 2026" */
export const formatDayFull = (day: string): string => dayFull.format(noon(day));
/** "diciembre de 2026" */
export const formatMonth = (month: string): string => monthName.format(noon(`${month}-01`));
/** "dic" (the home page's date badge) */
export const formatMonthShort = (day: string): string => monthShort.format(noon(day)).replace('.', '');
/** "7:00 a. m." in the school's zone */
export const formatTime = (iso: string): string => timeOnly.format(new Date(iso));

export const isAllDay = (event: EventRecord): boolean => event.allDay === 'si';

/** When the event happens, in words: "martes, 1 de diciembre, 7:00 a. m. a 9:00 a. m.", "Todo el día". */
export function formatWhen(event: EventRecord): string {
  if (!event.start) return '';
  const end = event.end || event.start;
  const [startDay, endDay] = [dayOf(event.start), dayOf(end)];
  if (isAllDay(event)) {
    return startDay === endDay
      ? `${formatDay(startDay)}, todo el día`
      : `Del ${formatDay(startDay)} al ${formatDay(endDay)}`;
  }
  if (startDay === endDay) return `${formatDay(startDay)}, ${formatTime(event.start)} a ${formatTime(end)}`;
  return `Del ${formatDay(startDay)}, ${formatTime(event.start)}, al ${formatDay(endDay)}, ${formatTime(end)}`;
}

/** The time part alone, for a day's list in the month view: "7:00 a. m. a 9:00 a. m." or "Todo el día". */
export function formatTimes(event: EventRecord): string {
  if (!event.start) return '';
  if (isAllDay(event)) return 'Todo el día';
  return `${formatTime(event.start)} a ${formatTime(event.end || event.start)}`;
}

/** Until when a visitor sees the event: its end, or the end of its last day when all-day. */
function visibleUntil(event: EventRecord): number {
  const end = event.end || event.start || '';
  if (!isAllDay(event)) return Date.parse(end);
  return Date.parse(fromSchoolWallClock(addDays(dayOf(end), 1), '00:00') ?? end);
}

/**
 * The events that have not ended, earliest first. The server already leaves ended ones out; this
 * keeps a page left open past an event's end honest too.
 */
export function upcomingEvents(events: readonly EventRecord[], nowMs = Date.now()): EventRecord[] {
  return events
    .filter((event) => event.start && visibleUntil(event) > nowMs)
    .sort((a, b) => a.start!.localeCompare(b.start!));
}

/** The days (yyyy-mm-dd) an event covers in the school's calendar. */
export function daysOf(event: EventRecord): string[] {
  if (!event.start) return [];
  const last = dayOf(event.end || event.start);
  const days: string[] = [];
  // Bounded: a year-long "event" must not freeze the page.
  for (let day = dayOf(event.start); day <= last && days.length < 366; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Events by school day, for the month view. */
export function eventsByDay<E extends EventRecord>(events: readonly E[]): Map<string, E[]> {
  const byDay = new Map<string, E[]>();
  for (const event of events) {
    for (const day of daysOf(event)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

/** Events grouped by the month they start in (yyyy-mm), in order: the agenda's sections. */
export function eventsByMonth(events: readonly EventRecord[]): [string, EventRecord[]][] {
  const byMonth = new Map<string, EventRecord[]>();
  for (const event of events) {
    const month = dayOf(event.start!).slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
  }
  return [...byMonth];
}

/** The whole calendar, to subscribe to. */
export const CALENDAR_URL = '/eventos.ics';

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What the month view shows of an event (no description; its page's address): the island's props stay small. */
export type MonthEvent = Pick<EventRecord, '_id' | 'title' | 'start' | 'end' | 'allDay' | 'location'> & {
  /** The event's own page (event-addresses.ts), when it has one. */
  href?: string;
};
