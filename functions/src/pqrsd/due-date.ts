/**
 * The legal clock of a PQRSD (Ley 1755 de 2015, art. 14): terms are counted in business days,
 * Monday to Friday minus Colombia's public holidays, in America/Bogota. The holidays come from
 * `date-holidays` (country CO): it knows the fixed ones, the ones Ley 51 de 1983 moves to the
 * next Monday ("Emiliani") and the Easter-based ones, year after year, which a hand-written table
 * would not. Dates here are ISO calendar dates ('2026-03-24'), compared as strings.
 *
 * - A request received on a Saturday, Sunday or holiday counts as received on the next business day.
 * - The term starts on the business day after receipt; the due date is its last business day.
 * - An extension (prórroga) must be decided before the term ends, may not exceed double the term,
 *   and lands on a business day after the current due date.
 */
import Holidays from 'date-holidays';
import { termDaysOf, type PqrsdType } from '../model/pqrsd';

export const TIME_ZONE = 'America/Bogota';

const holidaysCO = new Holidays('CO', { timezone: TIME_ZONE });
const byYear = new Map<number, Set<string>>();

/** The public holidays of one year as ISO dates (observances such as Palm Sunday are working days). */
function holidaysOf(year: number): Set<string> {
  let set = byYear.get(year);
  if (!set) {
    set = new Set(
      holidaysCO
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, set);
  }
  return set;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Bogotá of an instant (the request's receipt). */
export const bogotaDate = (instant: Date): string => dayFormat.format(instant);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const isIsoDate = (s: unknown): s is string => {
  if (typeof s !== 'string' || !ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The next calendar date (calendar arithmetic in UTC, where no day has 23 or 25 hours). */
function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function isBusinessDay(iso: string): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(iso.slice(0, 4))).has(iso);
}

/** The date itself when it is a business day, else the next one. */
export function sameOrNextBusinessDay(iso: string): string {
  let d = iso;
  while (!isBusinessDay(d)) d = nextDay(d);
  return d;
}

/** The n-th business day after `iso` (n ≥ 1). */
export function addBusinessDays(iso: string, n: number): string {
  let d = iso;
  for (let left = n; left > 0;) {
    d = nextDay(d);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

/** The business day a receipt counts from: the receipt's date in Bogotá, or the next business day. */
export const effectiveReceipt = (receivedAt: Date): string => sameOrNextBusinessDay(bogotaDate(receivedAt));

/** The last business day of a term of `days` business days for a request received at `receivedAt`. */
export const dueDateFor = (receivedAt: Date, days: number): string =>
  addBusinessDays(effectiveReceipt(receivedAt), days);

/** The due date of a request of this type, or null for a type without a legal term (contacto). */
export function dueDate(receivedAt: Date, tipo: PqrsdType): string | null {
  const days = termDaysOf(tipo);
  return days === null ? null : dueDateFor(receivedAt, days);
}

/** The latest date an extension may set: double the term, counted from the same start. */
export function latestExtension(receivedAt: Date, tipo: PqrsdType): string | null {
  const days = termDaysOf(tipo);
  return days === null ? null : dueDateFor(receivedAt, 2 * days);
}

export type ExtensionCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether a request may be extended to `newDate` on `today` (Bogotá dates): only while the term
 * runs (today ≤ current due date), to a business day after the current due date and no later
 * than double the term. A request already extended keeps the same ceiling (double the original
 * term), so a second extension can only move within it.
 */
export function checkExtension(args: {
  receivedAt: Date;
  tipo: PqrsdType;
  currentDue: string | null;
  today: string;
  newDate: string;
}): ExtensionCheck {
  const { receivedAt, tipo, currentDue, today, newDate } = args;
  const latest = latestExtension(receivedAt, tipo);
  if (latest === null || currentDue === null)
    return { ok: false, message: 'Este tipo de solicitud no tiene término legal que prorrogar.' };
  if (!isIsoDate(newDate))
    return { ok: false, message: 'La nueva fecha debe ser una fecha válida (AAAA-MM-DD).' };
  if (today > currentDue)
    return { ok: false, message: 'El término ya venció: la prórroga debe decidirse antes del vencimiento.' };
  if (newDate <= currentDue)
    return { ok: false, message: 'La nueva fecha debe ser posterior al vencimiento actual.' };
  if (!isBusinessDay(newDate)) return { ok: false, message: 'La nueva fecha debe ser un día hábil.' };
  if (newDate > latest)
    return {
      ok: false,
      message: `La prórroga no puede exceder el doble del término: a más tardar ${latest}.`,
    };
  return { ok: true };
}

/** Business days from `from` (exclusive) to `to` (inclusive); negative when `to` is earlier. */
export function businessDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const [a, b, sign] = from < to ? [from, to, 1] : [to, from, -1];
  let n = 0;
  for (let d = a; d < b;) {
    d = nextDay(d);
    if (isBusinessDay(d)) n++;
  }
  return sign * n;
}
