/**
 * Reading record fields defensively. The API validates what it stores, but a page must never
 * crash on a record written before a field existed, or on a list where a text was expected.
 */
import { LINK_PATTERN, WEB_LINK_PATTERN } from '@model/public';

/** A text field, or '' when missing or not a text. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A list field as its non-empty items; a single text counts as a one-item list. */
export function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const single = text(value);
  return single ? [single] : [];
}

/** An href the page may render: http(s), mailto: or tel: only (never javascript:). */
export function safeLink(value: unknown): string {
  const link = text(value);
  return LINK_PATTERN.test(link) ? link : '';
}

/** Only http(s): for buttons that open another site. */
export function webLink(value: unknown): string {
  const link = text(value);
  return WEB_LINK_PATTERN.test(link) ? link : '';
}

/** "2026-01-30" → "30 de enero de 2026" (the stored date is a calendar day, no time zone). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('es-CO', { day: 'numeric', month: 'long', year: 'numeric' });
}
