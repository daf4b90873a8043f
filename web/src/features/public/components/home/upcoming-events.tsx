/**
 * The home page's next three events, with a link to the whole calendar. Last on the page; no
 * section at all when nothing is planned.
 */
import type { PublicRecord } from '@model/public';
import { PUBLIC_PATHS } from '@/config/paths';
import { dayOf, formatMonthShort, formatWhen, upcomingEvents } from '../eventos/event-dates';
import styles from './home.module.css';

export function UpcomingEvents({ records }: { records: PublicRecord<'eventos'>[] }) {
  const next = upcomingEvents(records).slice(0, 3);
  if (next.length === 0) return null;
  return (
    <section className={styles.upcoming} aria-labelledby="proximos-eventos">
      <div className="container">
        <h2 id="proximos-eventos">Próximos eventos</h2>
        <ul className={styles.upcomingList}>
          {next.map((event) => {
            const day = dayOf(event.start!);
            return (
              <li key={event._id} className={styles.upcomingItem}>
                <span className={styles.badge} aria-hidden="true">
                  <span>{Number(day.slice(8))}</span>
                  <span>{formatMonthShort(day)}</span>
                </span>
                <span>
                  <strong>{event.title}</strong>
                  <span className={styles.upcomingWhen}>{formatWhen(event)}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <a href={PUBLIC_PATHS.eventos}>Ver todos los eventos</a>
      </div>
    </section>
  );
}
