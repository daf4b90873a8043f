/**
 * /eventos: the school's coming events, as an agenda (by month) or as a month grid, each with
 * "Agregar a mi calendario", and the whole calendar to subscribe to (/eventos.ics). Ended events
 * are not in the public answer; the page drops one that ends while it is open too.
 */
import { useState } from 'react';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import content from '../components/content.module.css';
import { CalendarIcon } from '../components/eventos/calendar-icon';
import { CALENDAR_URL, upcomingEvents } from '../components/eventos/event-dates';
import { EventsAgenda } from '../components/eventos/events-agenda';
import { EventsJsonLd } from '../components/eventos/events-json-ld';
import { MonthCalendar } from '../components/eventos/month-calendar';
import styles from '../components/eventos/eventos.module.css';

const { title } = pageById('eventos');

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
        <a className={styles.subscribe} href={CALENDAR_URL}>
          <CalendarIcon />
          Suscribirse al calendario (iCalendar)
        </a>
      </div>
      <CollectionRecords data={data} loading={<LoadingBlock lines={6} />}>
        {(records) => {
          const events = upcomingEvents(records);
          return (
            <>
              <EventsJsonLd events={events} />
              {view === 'mes' ? (
                <MonthCalendar events={events} />
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
