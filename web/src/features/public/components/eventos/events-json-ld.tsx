/**
 * schema.org `Event` structured data for the coming events, so search engines can list them.
 * JSON in a script element of type application/ld+json (data, never run; the CSP allows no inline
 * script anyway), written as text: `<` is escaped so no stored text can close the element.
 */
import { richTextPlain } from '@model/public';
import type { SiteSettings } from '@/lib/site-settings';
import { dayOf, isAllDay, type EventRecord } from './event-dates';

export function EventsJsonLd({
  events,
  settings,
}: {
  events: EventRecord[];
  settings: Pick<SiteSettings, 'title' | 'address'>;
}) {
  if (events.length === 0) return null;
  const school = settings.title;
  const data = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    // An all-day event is a date; a timed one an instant.
    startDate: isAllDay(event) ? dayOf(event.start!) : event.start,
    endDate: isAllDay(event) ? dayOf(event.end || event.start!) : event.end || event.start,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location || school,
      ...(settings.address ? { address: settings.address } : {}),
    },
    ...(richTextPlain(event.description).trim()
      ? { description: richTextPlain(event.description).trim() }
      : {}),
    organizer: { '@type': 'EducationalOrganization', name: school },
  }));
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
