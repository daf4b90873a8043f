/**
 * The `datetime` kind: an instant stored as ISO 8601 in UTC (`2026-03-31T19:30:00.000Z`), entered
 * and shown as the school's wall-clock time in America/Bogota whatever the device's own zone (an
 * administrator travelling, or a laptop left on UTC, must still schedule "7:00 a. m." in Bogotá).
 * Every conversion goes through Intl with an explicit time zone; nothing here reads the device's
 * zone (no Date#getHours, no `new Date('yyyy-mm-ddThh:mm')`).
 */

export const SCHOOL_TIME_ZONE = 'America/Bogota';

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;

/** A UTC instant written as ISO 8601 with `Z` that names a real moment (no 2026-02-30T…, no 25:00). */
export function isIsoInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = m;
  const t = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s, +ms.padEnd(3, '0'));
  const back = new Date(t);
  // Date.UTC rolls over (Feb 30 → Mar 2): a real instant reads back the same fields.
  return (
    back.getUTCFullYear() === +y! &&
    back.getUTCMonth() === +mo! - 1 &&
    back.getUTCDate() === +d! &&
    back.getUTCHours() === +h! &&
    back.getUTCMinutes() === +mi! &&
    back.getUTCSeconds() === +s
  );
}

/** The one stored spelling of an instant (milliseconds and `Z`), so stored values compare as strings. */
export function normalizeInstant(value: string): string {
  return new Date(value).toISOString();
}

export interface WallClock {
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM, 24 h */
  time: string;
}

/**
 * Formatters made on first use, not at module load: a top-level call is a side effect the bundler
 * must keep, and would put this module in every public page's first load.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { timeZone: SCHOOL_TIME_ZONE, ...options }));
}

const partsFormat = /* @__PURE__ */ lazyFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zoneFields(ms: number) {
  const parts = partsFormat().formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  };
}

/** The school's date and time of an instant. */
export function toSchoolWallClock(iso: string): WallClock {
  const f = zoneFields(new Date(iso).getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${f.y}-${pad(f.mo)}-${pad(f.d)}`, time: `${pad(f.h)}:${pad(f.mi)}` };
}

/** Minutes the school's zone is ahead of UTC at an instant (Bogotá: −300). */
function offsetMinutes(ms: number): number {
  const f = zoneFields(ms);
  return Math.round((Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi, f.s) - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The instant the school's clock reads `date` `time` (yyyy-mm-dd, HH:MM), as stored ISO, or null
 * when either is not a real day or time. The offset comes from Intl (Bogotá has kept UTC−5 since
 * 1993, but the time zone database, not this file, is where that fact belongs).
 */
export function fromSchoolWallClock(date: string, time: string): string | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return null;
  const asUtc = Date.UTC(+dm[1]!, +dm[2]! - 1, +dm[3]!, +tm[1]!, +tm[2]!);
  const candidate = new Date(asUtc).toISOString();
  if (!isIsoInstant(candidate) || candidate.slice(0, 16) !== `${date}T${time}`) return null;
  // Two steps, so a zone whose offset differs between the guess and the answer still lands right.
  let ms = asUtc - offsetMinutes(asUtc) * 60_000;
  ms = asUtc - offsetMinutes(ms) * 60_000;
  return new Date(ms).toISOString();
}

const displayFormat = /* @__PURE__ */ lazyFormat('es-CO', { dateStyle: 'long', timeStyle: 'short' });
const dayFormat = /* @__PURE__ */ lazyFormat('es-CO', { dateStyle: 'long' });

/** "31 de marzo de 2026, 2:30 p. m." in the school's zone, for lists and public pages. */
export function formatSchoolDateTime(iso: string): string {
  return isIsoInstant(iso) ? displayFormat().format(new Date(iso)) : '';
}

/** "31 de marzo de 2026": the school's day of an instant. */
export function formatSchoolDay(iso: string): string {
  return isIsoInstant(iso) ? dayFormat().format(new Date(iso)) : '';
}

/**
 * The admin widget's two inputs and the field's value. A complete pair is the stored instant; a
 * half-typed one stays in the value as `date` + 'T' + `time` (never a valid instant, so the form's
 * validation names the field and nothing typed is lost); both empty is ''.
 */
export function wallClockOfValue(value: string): WallClock {
  if (isIsoInstant(value)) return toSchoolWallClock(value);
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.replace(/Z$/, '') };
}

export function valueOfWallClock({ date, time }: WallClock): string {
  if (date === '' && time === '') return '';
  return fromSchoolWallClock(date, time) ?? `${date}T${time}`;
}

/**
 * "2026-12-22" → "22 de diciembre de 2026": a calendar date (a due date, a day of receipt) in
 * words, for mail and pages; '' when it is not a real yyyy-mm-dd date.
 */
export function formatCalendarDate(date: string): string {
  // Noon in Bogotá of that day, so the school's zone reads back the same date.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(date) ? fromSchoolWallClock(date, '12:00') : null;
  return instant ? formatSchoolDay(instant) : '';
}
