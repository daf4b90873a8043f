/** The agenda view of /eventos: the coming events, by the month they start in. */
import { capitalize, eventsByMonth, formatMonth, type EventRecord } from './event-dates';
import { EventItem } from './event-item';
import styles from './eventos.module.css';

export function EventsAgenda({ events, origin }: { events: EventRecord[]; origin: string }) {
  return (
    <div className={styles.agenda}>
      {eventsByMonth(events).map(([month, list]) => (
        <section key={month} aria-labelledby={`mes-${month}`} className={styles.month}>
          <h2 id={`mes-${month}`} className={styles.monthTitle}>
            {capitalize(formatMonth(month))}
          </h2>
          {list.map((event) => (
            <EventItem key={event._id} event={event} origin={origin} />
          ))}
        </section>
      ))}
    </div>
  );
}
