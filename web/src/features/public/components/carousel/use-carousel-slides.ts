/**
 * The home carousel's slides from GET /api/carousel. Spec §7/§8: on failure nothing is shown and
 * the console says 'Error fetching carousel data:' — a broken carousel must not hide the rest of
 * the home page.
 */
import { useEffect, useState } from 'react';
import type { PublicRecord } from '../../api/get-collection';
import { getCollection } from '../../api/get-collection';
import { text } from '../../api/fields';

export type Slide = { id: string; image: string; title: string; caption: string };

/** null while loading; [] when there is nothing to show (no slides, or the request failed). */
export function useCarouselSlides(): Slide[] | null {
  const [slides, setSlides] = useState<Slide[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getCollection('carousel', controller.signal).then(
      (records) => {
        if (!controller.signal.aborted) setSlides(toSlides(records));
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error fetching carousel data:', err);
        setSlides([]);
      },
    );
    return () => controller.abort();
  }, []);
  return slides;
}

/** A slide without an image has nothing to show; it is skipped rather than shown broken. */
function toSlides(records: PublicRecord<'carousel'>[]): Slide[] {
  return records
    .map((r) => ({ id: r._id, image: text(r.image), title: text(r.title), caption: text(r.stringone) }))
    .filter((s) => s.image !== '');
}
