/**
 * One event into the visitor's calendar, as two plain links (no JavaScript): "Agregar a Google
 * Calendar" opens Google's form with the event filled in (model/event-links.ts), and the .ics
 * file, named after the event, opens in an iPhone's, Outlook's or any other calendar. Each link's
 * hidden text names the event, so a list of them reads apart.
 */
import { eventFileName, googleCalendarUrl } from '@model/event-links';
import { ExternalLink } from '@/components/external-link';
import { CalendarIcon } from './calendar-icon';
import { eventFileUrl, eventPath } from './event-addresses';
import type { EventRecord } from './event-dates';
import styles from './eventos.module.css';
import { useSiteHref } from '@/components/site-base';

interface Props {
  event: EventRecord;
  /** The site's origin (https://colegio.edu.co): Google's copy links back to the event's page. */
  origin: string;
}

export function EventCalendarLinks({ event, origin }: Props) {
  const href = useSiteHref();
  const page = eventPath(event);
  const google = googleCalendarUrl(event, `${origin.replace(/\/+$/, '')}${page ?? '/eventos'}`);
  if (!google) return null;
  const named = <span className="sr-only">{`: ${event.title ?? ''}`}</span>;
  return (
    <ul className={styles.addLinks}>
      <li>
        <ExternalLink className={styles.addLink} href={google}>
          <CalendarIcon />
          Agregar a Google Calendar{named}
        </ExternalLink>
      </li>
      <li>
        <a className={styles.addLink} href={href(eventFileUrl(event))} download={eventFileName(event)}>
          <CalendarIcon />
          Descargar para iPhone (.ics){named}
        </a>
      </li>
    </ul>
  );
}
