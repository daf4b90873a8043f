/** `/eventos/{slug}`: an event as its link preview (title, when and where) and schema.org Event data. */
import { formatSchoolDateTime, formatSchoolDay, pageById, richTextPlain } from '..';
import { eventJsonLd } from '../event-links';
import type { SharePage } from './registry';
import { bySlug, canonicalUrl, text } from './slug-address';

/** When, in a preview's few words: "5 de marzo de 2027, 7:00 a. m." or the day alone for an all-day event. */
function when(record: Record<string, unknown>): string {
  const start = text(record.start);
  return record.allDay === 'si' ? formatSchoolDay(start) : formatSchoolDateTime(start);
}

export const eventoSharePage: SharePage = {
  ...bySlug(pageById('evento')),
  toMeta(record, { origin, path, siteName, address }) {
    const url = canonicalUrl(origin, path);
    const place = text(record.location);
    const lead = [when(record), place].filter(Boolean).join(' · ');
    const words = richTextPlain(record.description).trim();
    return {
      title: text(record.title),
      description: [lead, words].filter(Boolean).join('. ').slice(0, 200),
      jsonLd: eventJsonLd(record, { siteName, address, url }),
    };
  },
};
