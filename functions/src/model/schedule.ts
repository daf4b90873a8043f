/**
 * Scheduled publishing (`CollectionDef.schedule`): a record is public from its `from` instant
 * until its `until` one, if it is published at all (no draft: `CollectionDef.drafts`, drafts.ts). The function filters every public answer with this (the collection
 * GET, the feed, the sitemap, the request-time pages); the admin list shows the state.
 */
import type { CollectionDef } from './collection';
import { fromSchoolWallClock, toSchoolWallClock } from './date-time';
import { isUnpublished } from './drafts';

export type ScheduleState = 'Programada' | 'Publicada' | 'Retirada';

type Values = Record<string, unknown>;

const instant = (value: unknown) => (typeof value === 'string' && value !== '' ? Date.parse(value) : NaN);

/** The first instant after the school's day of `iso` (midnight in America/Bogota). */
export function endOfSchoolDay(iso: string): string {
  const [y, m, d] = toSchoolWallClock(iso).date.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
  return fromSchoolWallClock(next, '00:00') ?? iso;
}

/** When the record stops being public: its `until`, or the end of that day for an all-day record. */
function untilOf(schedule: NonNullable<CollectionDef['schedule']>, record: Values): number {
  if (!schedule.until) return NaN;
  const until = record[schedule.until];
  const allDay = schedule.allDay !== undefined && record[schedule.allDay] === 'si';
  return allDay && typeof until === 'string' && until !== ''
    ? Date.parse(endOfSchoolDay(until))
    : instant(until);
}

/** Where a record stands at `nowMs`: null for a collection without a schedule. */
export function scheduleState(def: CollectionDef, record: Values, nowMs: number): ScheduleState | null {
  if (!def.schedule) return null;
  const from = def.schedule.from ? instant(record[def.schedule.from]) : NaN;
  const until = untilOf(def.schedule, record);
  if (!Number.isNaN(until) && until <= nowMs) return 'Retirada';
  // A record without a start (none stored before the field existed) is simply published.
  if (!Number.isNaN(from) && from > nowMs) return 'Programada';
  return 'Publicada';
}

/**
 * Whether a visitor may see the record at `nowMs` (always, for a collection without a schedule or
 * drafts): never a draft or a record in review (drafts.ts), else as its schedule says.
 */
export function isPublicAt(def: CollectionDef, record: Values, nowMs: number): boolean {
  if (isUnpublished(def, record)) return false;
  const state = scheduleState(def, record, nowMs);
  return state === null || state === 'Publicada';
}

/**
 * The publication date tells when the record became public. When a save takes a draft or a record
 * in review (drafts.ts) to published, its start (`schedule.from`: a news item's «Publicar desde»,
 * which its page shows as "Publicada el") becomes `nowMs` unless it is set later than that (a
 * scheduled item keeps its time): a draft started a week ago and published today is dated today
 * and sorts above what was published meanwhile. The values to write beside the save's own (none
 * when the rule does not apply); `createdAt` is never touched, and the history keeps the version
 * replaced, with its old date. A record whose end has already passed keeps its dates (moving its
 * start past its end would make it invalid, and it is not public either way).
 */
export function publicationStart(
  def: CollectionDef,
  stored: Values,
  written: Values,
  nowMs: number,
): Record<string, string> {
  const from = def.schedule?.from;
  if (!from || !isUnpublished(def, stored)) return {};
  const after = { ...stored, ...written };
  if (isUnpublished(def, after)) return {};
  const start = instant(after[from]);
  if (!Number.isNaN(start) && start > nowMs) return {};
  const until = untilOf(def.schedule!, after);
  if (!Number.isNaN(until) && until <= nowMs) return {};
  return { [from]: new Date(nowMs).toISOString() };
}

/** Whether public answers of the collection are filtered (by its schedule or its drafts). */
export const isFiltered = (def: CollectionDef) => !!def.schedule || !!def.drafts;

/** The public records of a list at `nowMs`, newest start first for a scheduled collection. */
export function publicAt<R extends Values>(def: CollectionDef, records: readonly R[], nowMs: number): R[] {
  const visible = records.filter((record) => isPublicAt(def, record, nowMs));
  const from = def.schedule?.from;
  // Without a start (events: public from their creation) the stored order stays.
  if (!from) return visible;
  const key = (r: R) => String(r[from] ?? '');
  return visible.sort((a, b) => key(b).localeCompare(key(a)));
}
