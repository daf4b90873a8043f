/**
 * Which records a visitor may see now, for collections that declare a `publicWindow` (events
 * until they end, notices between "desde" and "hasta"). Plain code on ISO instants: the function
 * filters its public answers with it, and the public pages re-check a page left open past `until`.
 */
import type { CollectionDef } from './collection';
import { fromSchoolWallClock, toSchoolWallClock } from './date-time';

type Values = Record<string, unknown>;

/** The first instant after the school's day of `iso` (midnight in America/Bogota). */
export function endOfSchoolDay(iso: string): string {
  const [y, m, d] = toSchoolWallClock(iso).date.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
  return fromSchoolWallClock(next, '00:00') ?? iso;
}

/** When the record stops being public, as an ISO instant ('' when it has no end). */
export function publicUntil(window: NonNullable<CollectionDef['publicWindow']>, record: Values): string {
  const until = record[window.until];
  if (typeof until !== 'string' || until === '') return '';
  return window.allDay && record[window.allDay] === 'si' ? endOfSchoolDay(until) : until;
}

/**
 * Whether a visitor sees the record at `nowMs`. A record missing its window's instants is not
 * public: a notice without "hasta" would otherwise stay up forever.
 */
export function isPublicNow(def: CollectionDef, record: Values, nowMs: number): boolean {
  const window = def.publicWindow;
  if (!window) return true;
  const until = publicUntil(window, record);
  if (!until || Date.parse(until) <= nowMs) return false;
  if (!window.from) return true;
  const from = record[window.from];
  return typeof from === 'string' && from !== '' && Date.parse(from) <= nowMs;
}
