/**
 * /eventos: the school's coming events, as an agenda (by month) or as a month grid, each a link
 * to its own page and with "Agregar a Google Calendar" and its .ics file, and the whole calendar to subscribe to (/eventos.ics: webcal,
 * Google, Outlook). Ended events are not in the public answer, nor on the page rendered from it
 * (`upcomingEvents`). The agenda, the subscription box and the events' JSON-LD are server HTML;
 * the switch to the month view is the page's island (events-views.tsx), which the page file
 * places as `children` with the agenda inside it.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/status-message';
import { pageById } from '@/config/pages';
import type { SiteSettings } from '@/lib/site-settings';
import content from '../components/content.module.css';
import type { EventRecord } from '../components/eventos/event-dates';
import { EventsAgenda } from '../components/eventos/events-agenda';
import { EventsJsonLd } from '../components/eventos/events-json-ld';
import { withSiteBase } from '@/components/site-base';

const { title } = pageById('eventos');

interface Props {
  /** The coming events, earliest first (event-dates.ts `upcomingEvents`). */
  events: EventRecord[];
  settings: Pick<SiteSettings, 'title' | 'address'>;
  /** The site's origin (the events' absolute addresses in their data). */
  origin: string;
  /** The views (the island), holding the agenda (`EventsAgendaOrEmpty`). */
  children: ReactNode;
}

function EventosPage({ events, settings, origin, children }: Props) {
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{title}</h1>
      {children}
      <EventsJsonLd events={events} settings={settings} origin={origin} />
    </main>
  );
}

/** The agenda view: the events by month, or the empty state. */
function EventsAgendaOrEmptyContent({ events, origin }: { events: EventRecord[]; origin: string }) {
  return events.length === 0 ? (
    <EmptyState>No hay eventos programados por ahora.</EmptyState>
  ) : (
    <EventsAgenda events={events} origin={origin} />
  );
}

export default withSiteBase(EventosPage);

export const EventsAgendaOrEmpty = withSiteBase(EventsAgendaOrEmptyContent);
