/**
 * "Tenga el calendario en su celular": the whole calendar (/eventos.ics) as a
 * subscription, which a phone polls, instead of a file downloaded once that most Android phones
 * cannot import. iPhone and macOS subscribe through webcal://; Android's calendar is Google's,
 * which subscribes by URL (`cid=` the webcal address); Outlook has its own "add from web". The
 * plain file stays for any other calendar.
 *
 * webcal:// needs the absolute address, which a relative link cannot give: the page file gives
 * the site's origin (the function's SITE_ORIGIN, the address the visitor is on). Server HTML only.
 */
import { ExternalLink } from '@/components/external-link';
import { CalendarIcon } from './calendar-icon';
import { CALENDAR_URL } from './event-dates';
import styles from './eventos.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

export interface SubscriptionLinks {
  webcal: string;
  google: string;
  outlook: string;
}

/** The subscription addresses of the calendar served at `origin` (https://colegio.edu.co). */
export function subscriptionLinks(origin: string, calendarName: string): SubscriptionLinks {
  const https = `${origin.replace(/\/+$/, '')}${CALENDAR_URL}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(calendarName)}`,
  };
}

interface Props {
  /** The site's origin (https://colegio.edu.co). */
  origin: string;
  /** The school's name (settings.title). */
  school: string;
}

function CalendarSubscribeContent({ origin, school: title }: Props) {
  const href = useSiteHref();
  // The name the feed gives itself (functions/src/routes/ical-feed.ts), so Outlook lists it alike.
  const links = subscriptionLinks(origin, title ? `Eventos: ${title}` : 'Eventos del colegio');
  return (
    <section className={styles.subscribeBox} aria-labelledby="eventos-suscribirse">
      <h2 id="eventos-suscribirse" className={styles.subscribeHeading}>
        <CalendarIcon size={22} />
        Tenga el calendario en su celular
      </h2>
      <p className={styles.subscribeHelp}>
        En iPhone toque «Suscribirse en iPhone» y confirme; en Android toque «Agregar a Google Calendar» con
        su cuenta de Google. Los eventos nuevos y los cambios aparecen solos.
      </p>
      <ul className={styles.subscribeLinks}>
        <li>
          <a className={styles.subscribeLink} href={links.webcal}>
            Suscribirse en iPhone
          </a>
        </li>
        <li>
          <ExternalLink className={styles.subscribeLink} href={links.google}>
            Agregar a Google Calendar
          </ExternalLink>
        </li>
        <li>
          <ExternalLink className={styles.subscribeLink} href={links.outlook}>
            Agregar a Outlook
          </ExternalLink>
        </li>
        <li>
          <a className={styles.subscribeFile} href={href(CALENDAR_URL)}>
            Descargar el archivo (iCalendar)
          </a>
        </li>
      </ul>
    </section>
  );
}

export const CalendarSubscribe = withSiteBase(CalendarSubscribeContent);
