/** One event of the agenda: title, when, where, its description and "Agregar a mi calendario". */
import { CalendarIcon } from './calendar-icon';
import { eventIcsUrl, formatWhen, type EventRecord } from './event-dates';
import { EventDescription } from './event-description';
import styles from './eventos.module.css';

export function EventItem({ event }: { event: EventRecord }) {
  return (
    <article className={styles.event} aria-labelledby={`evento-${event._id}`}>
      <h3 id={`evento-${event._id}`} className={styles.eventTitle}>
        {event.title}
      </h3>
      <p className={styles.when}>
        <time dateTime={event.start}>{formatWhen(event)}</time>
      </p>
      {event.location && <p className={styles.where}>Lugar: {event.location}</p>}
      <EventDescription value={event.description} />
      <a className={styles.addLink} href={eventIcsUrl(event._id)} download="evento.ics">
        <CalendarIcon />
        Agregar a mi calendario<span className="sr-only">{`: ${event.title ?? ''}`}</span>
      </a>
    </article>
  );
}
