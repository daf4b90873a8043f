/**
 * /eventos/{slug}: one event (when, where, its description) with "Agregar a Google Calendar" and
 * its .ics file, rendered on the server without any island. The page file finds the published
 * event by its slug (a 404 otherwise) and gives the event's own head (its Event data included).
 */
import { PUBLIC_PATHS } from '@/config/paths';
import content from '../components/content.module.css';
import { EventCalendarLinks } from '../components/eventos/event-calendar-links';
import { formatWhen, type EventRecord } from '../components/eventos/event-dates';
import { EventDescription } from '../components/eventos/event-description';
import styles from '../components/eventos/eventos.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

interface Props {
  event: EventRecord;
  /** The site's origin (Google's copy of the event links back here). */
  origin: string;
}

function EventoPage({ event, origin }: Props) {
  const href = useSiteHref();
  return (
    <main className={`container ${content.page}`}>
      <p className={content.breadcrumb}>
        <a href={href(PUBLIC_PATHS.eventos)}>Eventos</a>
      </p>
      <article className={styles.eventPage} aria-labelledby="evento-titulo">
        <h1 id="evento-titulo" className={content.title}>
          {event.title}
        </h1>
        <p className={styles.when}>
          <time dateTime={event.start}>{formatWhen(event)}</time>
        </p>
        {event.location && <p className={styles.where}>Lugar: {event.location}</p>}
        <EventDescription value={event.description} />
        <h2 className={styles.addHeading}>Agréguelo a su calendario</h2>
        <EventCalendarLinks event={event} origin={origin} />
      </article>
      <p>
        <a href={href(PUBLIC_PATHS.eventos)}>Ver todos los eventos</a>
      </p>
    </main>
  );
}

export default withSiteBase(EventoPage);
