/**
 * /eventos: the school's coming events, as an agenda (by month) or as a month grid, each with
 * "Agregar a mi calendario", and the whole calendar to subscribe to (/eventos.ics: webcal, Google, Outlook). Ended events
 * are not in the public answer; the page drops one that ends while it is open too.
 */
import { lazy, Suspense, useState } from 'react';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import content from '../components/content.module.css';
import { CalendarSubscribe } from '../components/eventos/calendar-subscribe';
import { upcomingEvents } from '../components/eventos/event-dates';
import styles from '../components/eventos/eventos.module.css';

const { title } = pageById('eventos');

// The month grid loads when a visitor asks for it: the agenda is the first view, and the page's
// first load stays within the 90 KB budget.
// The agenda and the script for search engines: in the HTML at once, their code only when the
// visitor moves towards them (hydrate-when-near.tsx), which keeps the page's first load in its
// budget. (The subscription links are hydrated at once: they take the visited address.)
const EventsAgenda = hydrateWhenNear(() => import('../components/eventos/events-agenda').then((m) => m.EventsAgenda));
const EventsJsonLd = hydrateWhenNear(() => import('../components/eventos/events-json-ld').then((m) => m.EventsJsonLd));
const MonthCalendar = lazy(() => import('../components/eventos/month-calendar').then((m) => ({ default: m.MonthCalendar })));

type View = 'agenda' | 'mes';

export default function EventosPage() {
  const data = useCollectionData<'eventos'>();
  const [view, setView] = useState<View>('agenda');
  usePageTitle(title);

  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{title}</h1>
      <div className={styles.intro}>
        <div className={styles.views} role="group" aria-label="Vista del calendario">
          <button type="button" aria-pressed={view === 'agenda'} onClick={() => setView('agenda')}>
            Agenda
          </button>
          <button type="button" aria-pressed={view === 'mes'} onClick={() => setView('mes')}>
            Mes
          </button>
        </div>
      </div>
      {/* Issue 48: a subscription the phone keeps up to date, not a file imported once. */}
      <CalendarSubscribe />
      <CollectionRecords data={data} loading={<LoadingBlock lines={6} />}>
        {(records) => {
          const events = upcomingEvents(records);
          return (
            <>
              <EventsJsonLd events={events} />
              {view === 'mes' ? (
                <Suspense fallback={<LoadingBlock lines={6} label="Cargando el calendario del mes…" />}>
                  <MonthCalendar events={events} />
                </Suspense>
              ) : events.length === 0 ? (
                <EmptyState>No hay eventos programados por ahora.</EmptyState>
              ) : (
                <EventsAgenda events={events} />
              )}
            </>
          );
        }}
      </CollectionRecords>
    </main>
  );
}
