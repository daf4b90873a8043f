/**
 * The admin home's box of Atención al ciudadano: the requests already overdue and the
 * ones whose term ends this week (up to Sunday), each linked to the inbox with it open. Read by
 * the home route's loader, like the rest of the home.
 */
import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '@/config/paths';
import { Deferred } from '@/components/deferred';
import { openRequestPath, type Inbox, type InboxItem } from '../pqrsd/pqrsd-api';
import { PQRSD_TEXT as T } from '../pqrsd/pqrsd-text';
import { formatDay } from '../pqrsd/format-day';
import '../pqrsd/pqrsd-inbox.css';

/** The Sunday that ends the week of `today` (YYYY-MM-DD). */
export function endOfWeek(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** Overdue ones, and open ones due from today to Sunday. */
export function dueSoon(inbox: Inbox): { overdue: InboxItem[]; thisWeek: InboxItem[] } {
  const sunday = endOfWeek(inbox.today);
  const open = inbox.items.filter((i) => i.daysLeft !== null && i.dueDate);
  return {
    overdue: open.filter((i) => i.overdue),
    thisWeek: open.filter((i) => !i.overdue && i.dueDate! <= sunday),
  };
}

/** One of the box's two lists, headed with its count. */
function RequestList({ title, items }: { title: string; items: InboxItem[] }) {
  return (
    <div>
      <h3>
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="adm-muted">{T.homeNone}</p>
      ) : (
        <ul>
          {items.map((i) => (
            <li key={i.radicado}>
              <Link className="adm-link" to={openRequestPath(i.radicado)}>
                {i.radicado}
              </Link>{' '}
              · {i.asunto} · {T.due.toLowerCase()} {formatDay(i.dueDate)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PqrsdDue({ inbox }: { inbox: Promise<Inbox> }) {
  return (
    <section className="adm-overview__box pqrsd-due" aria-labelledby="pqrsd-due-title">
      <h2 id="pqrsd-due-title" className="adm-overview__title">
        {T.homeTitle}
      </h2>
      <Deferred
        resolve={inbox}
        loading={<p className="adm-muted">{T.homeLoading}</p>}
        failed={() => null}
        report="Error al revisar los plazos de las solicitudes:"
      >
        {(list) => {
          const { overdue, thisWeek } = dueSoon(list);
          return (
            <div className="pqrsd-due__lists">
              <RequestList title={T.homeOverdue} items={overdue} />
              <RequestList title={T.homeWeek} items={thisWeek} />
            </div>
          );
        }}
      </Deferred>
      <p>
        <Link className="adm-link" to={ADMIN_PATHS.pqrsd}>
          {T.homeLink}
        </Link>
      </p>
    </section>
  );
}
