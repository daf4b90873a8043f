/**
 * The current notices (`avisos`: "Mañana no hay clases…"): read with every public page
 * (site/load-page.ts; the function answers only those current by its clock) and rendered in the
 * page's HTML, so nothing moves later (docs/decisions/0013-notice-bar.md). A visitor may close one
 * for the rest of the visit (site/frame-script.ts keeps it in sessionStorage).
 */
import type { PublicRecord } from '@model/public';

export type Notice = PublicRecord<'avisos'>;

/** sessionStorage key: the notices this visit closed (id and version, so an edited one shows again). */
export const CLOSED_KEY = 'avisos-cerrados';

/** A notice's key among the closed ones: its id and version. */
export const closeKey = (notice: Notice) => `${notice._id}:${notice.updatedAt ?? ''}`;

/** Urgent first, then the newest; only those with a text and a "hasta" still to come. */
export function noticesInOrder(list: readonly Notice[], nowMs: number): Notice[] {
  return list
    .filter((n) => n.text && n.until && Date.parse(n.until) > nowMs)
    .sort(
      (a, b) =>
        Number(b.level === 'urgente') - Number(a.level === 'urgente') ||
        (b.from ?? '').localeCompare(a.from ?? ''),
    );
}
