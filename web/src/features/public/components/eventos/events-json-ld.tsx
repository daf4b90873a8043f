/**
 * schema.org `Event` structured data for events (model/event-links.ts), so search engines can
 * list them: /eventos' coming events, each with its page's address. JSON in a script element of
 * type application/ld+json (data, never run; the CSP allows no inline script anyway), written as
 * text: `<` is escaped so no stored text can close the element.
 */
import { eventJsonLd } from '@model/event-links';
import type { SiteSettings } from '@/lib/site-settings';
import { eventPath } from './event-addresses';
import type { EventRecord } from './event-dates';

export function EventsJsonLd({
  events,
  settings,
  origin,
}: {
  events: EventRecord[];
  settings: Pick<SiteSettings, 'title' | 'address'>;
  /** The site's origin, for each event page's absolute address. */
  origin?: string;
}) {
  if (events.length === 0) return null;
  const data = events.map((event) => {
    const page = eventPath(event);
    return eventJsonLd(event, {
      siteName: settings.title,
      address: settings.address,
      url: page && origin ? `${origin.replace(/\/+$/, '')}${page}` : undefined,
    });
  });
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
