/**
 * The home carousel's slides from its records: what the island shows and nothing more (its props
 * are written into the page). A slide without an image has nothing to show; it is skipped rather
 * than shown broken.
 */
import type { PublicRecord } from '@model/public';
import { text } from '../../api/fields';

export type Slide = { id: string; image: string; title: string; caption: string };

export function toSlides(records: PublicRecord<'carousel'>[]): Slide[] {
  return records
    .map((r) => ({ id: r._id, image: text(r.image), title: text(r.title), caption: text(r.stringone) }))
    .filter((s) => s.image !== '');
}
