/**
 * The home page's next three events, each a link to its own page (where it is added to a
 * calendar), and a link to the whole calendar. Last on the page; no section at all when nothing
 * is planned.
 */
import type { PublicRecord } from '@model/public';
import { PUBLIC_PATHS } from '@/config/paths';
import { eventPath } from '../eventos/event-addresses';
import { dayOf, formatMonthShort, formatWhen, upcomingEvents } from '../eventos/event-dates';
import styles from './home.module.css';
import { useSiteHref } from '@/components/site-base';

export function UpcomingEvents({ records }: { records: PublicRecord<'eventos'>[] }) {
  const href = useSiteHref();
  const next = upcomingEvents(records).slice(0, 3);
  if (next.length === 0) return null;
  return (
    <section className={styles.upcoming} aria-labelledby="proximos-eventos">
      <div className="container">
        <h2 id="proximos-eventos">Próximos eventos</h2>
        <ul className={styles.upcomingList}>
          {next.map((event) => {
            const day = dayOf(event.start!);
            const page = eventPath(event);
            return (
              <li key={event._id} className={styles.upcomingItem}>
                <span className={styles.badge} aria-hidden="true">
                  <span>{Number(day.slice(8))}</span>
                  <span>{formatMonthShort(day)}</span>
                </span>
                <span>
                  <strong>{page ? <a href={href(page)}>{event.title}</a> : event.title}</strong>
                  <span className={styles.upcomingWhen}>{formatWhen(event)}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <a href={href(PUBLIC_PATHS.eventos)}>Ver todos los eventos</a>
      </div>
    </section>
  );
}
