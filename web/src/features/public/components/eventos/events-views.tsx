/**
 * /eventos' two views (the page's island, `client:visible`): the buttons "Agenda" and "Mes", the
 * subscription box under them (`subscribe`) and the chosen view. The agenda is the server's HTML
 * (`children`, the page file's), shown first and with JavaScript off; the month grid is this
 * island's own, its code loaded on the first press of "Mes". Until the island is live "Mes" is
 * disabled: without JavaScript it could do nothing.
 */
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MonthEvent } from './event-dates';
import styles from './eventos.module.css';
import { withSiteBase } from '@/components/site-base';

const MonthCalendar = lazy(() => import('./month-calendar').then((m) => ({ default: m.MonthCalendar })));

/** No store to follow: `useSyncExternalStore` only tells the server's HTML from the live island. */
const noChange = () => () => {};

type View = 'agenda' | 'mes';

export interface EventsViewsProps {
  /** The coming events, as the month view shows them (event-addresses.ts `monthEventOf`). */
  events: MonthEvent[];
  /** The subscription box (server HTML). */
  subscribe?: ReactNode;
  /** The agenda, or its empty state (server HTML). */
  children?: ReactNode;
}

function EventsViewsContent({ events, subscribe, children }: EventsViewsProps) {
  const [view, setView] = useState<View>('agenda');
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return (
    <>
      <div className={styles.intro}>
        <div className={styles.views} role="group" aria-label="Vista del calendario">
          <button type="button" aria-pressed={view === 'agenda'} onClick={() => setView('agenda')}>
            Agenda
          </button>
          <button type="button" aria-pressed={view === 'mes'} disabled={!live} onClick={() => setView('mes')}>
            Mes
          </button>
        </div>
      </div>
      {/* A subscription the phone keeps up to date, not a file imported once. */}
      {subscribe}
      {view === 'mes' ? (
        <Suspense
          fallback={
            <p role="status" className={styles.loadingMonth}>
              Cargando el calendario del mes…
            </p>
          }
        >
          <MonthCalendar events={events} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}

export const EventsViews = withSiteBase(EventsViewsContent);
