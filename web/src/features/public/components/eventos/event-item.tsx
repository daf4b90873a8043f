/** One event of the agenda: title (a link to its page), when, where, its description and its calendar links. */
import { eventPath } from './event-addresses';
import { EventCalendarLinks } from './event-calendar-links';
import { formatWhen, type EventRecord } from './event-dates';
import { EventDescription } from './event-description';
import styles from './eventos.module.css';
import { useSiteHref } from '@/components/site-base';

export function EventItem({ event, origin }: { event: EventRecord; origin: string }) {
  const href = useSiteHref();
  const page = eventPath(event);
  return (
    <article className={styles.event} aria-labelledby={`evento-${event._id}`}>
      <h3 id={`evento-${event._id}`} className={styles.eventTitle}>
        {page ? <a href={href(page)}>{event.title}</a> : event.title}
      </h3>
      <p className={styles.when}>
        <time dateTime={event.start}>{formatWhen(event)}</time>
      </p>
      {event.location && <p className={styles.where}>Lugar: {event.location}</p>}
      <EventDescription value={event.description} />
      <EventCalendarLinks event={event} origin={origin} />
    </article>
  );
}
