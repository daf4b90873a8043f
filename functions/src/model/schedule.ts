/**
 * Scheduled publishing (`CollectionDef.schedule`): a record is public from its `from` instant
 * until its `until` one. The function filters every public answer with this (the collection
 * GET, the feed, the sitemap, the request-time pages); the admin list shows the state.
 */
import type { CollectionDef } from './collection';

export type ScheduleState = 'Programada' | 'Publicada' | 'Retirada';

type Values = Record<string, unknown>;

const instant = (value: unknown) => (typeof value === 'string' && value !== '' ? Date.parse(value) : NaN);

/** Where a record stands at `nowMs`: null for a collection without a schedule. */
export function scheduleState(def: CollectionDef, record: Values, nowMs: number): ScheduleState | null {
  if (!def.schedule) return null;
  const from = instant(record[def.schedule.from]);
  const until = def.schedule.until ? instant(record[def.schedule.until]) : NaN;
  if (!Number.isNaN(until) && until <= nowMs) return 'Retirada';
  // A record without a start (none stored before the field existed) is simply published.
  if (!Number.isNaN(from) && from > nowMs) return 'Programada';
  return 'Publicada';
}

/** Whether a visitor may see the record at `nowMs` (always, for a collection without a schedule). */
export function isPublicAt(def: CollectionDef, record: Values, nowMs: number): boolean {
  const state = scheduleState(def, record, nowMs);
  return state === null || state === 'Publicada';
}

/** The public records of a list at `nowMs`, newest start first for a scheduled collection. */
export function publicAt<R extends Values>(def: CollectionDef, records: readonly R[], nowMs: number): R[] {
  const visible = records.filter((record) => isPublicAt(def, record, nowMs));
  const schedule = def.schedule;
  if (!schedule) return visible;
  const key = (r: R) => String(r[schedule.from] ?? '');
  return visible.sort((a, b) => key(b).localeCompare(key(a)));
}
