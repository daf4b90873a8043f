/** The inbox's list: every request (or those the filters let through) with its type, dates, business days left and state. */
import { Link } from 'react-router-dom';
import { PQRSD_STATE_LABELS, PQRSD_TERM_DAYS, PQRSD_TYPE_LABELS, radicadoParts } from '@model';
import { AdminTable } from '../components/admin-table';
import { filterInbox, InboxFilters, type InboxFilter } from './inbox-filter';
import { openRequestPath, type Inbox, type InboxItem } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';
import { formatDay } from './format-day';

const COLUMNS = [T.radicado, T.type, T.subject, T.from, T.received, T.due, T.left, T.state];

/** "Quedan 3 días hábiles", "Vencida hace 2 días hábiles", or why there is no count. */
export function termLeft(item: Pick<InboxItem, 'daysLeft' | 'tipo'>): string {
  if (item.daysLeft === null) return PQRSD_TERM_DAYS[item.tipo] === null ? T.noTerm : T.closed;
  if (item.daysLeft < 0) return T.overdueBy(-item.daysLeft);
  return item.daysLeft === 0 ? T.dueToday : T.daysLeft(item.daysLeft);
}

/**
 * A radicado with one place to break, after the school's DANE code: PQRSD-105001000101-2026-000050
 * is wider than its column on a phone (and squeezes the others on a wide screen). It reads on two
 * lines, "PQRSD-105001000101-" and "2026-000050", never cut elsewhere (the browser would break
 * after "PQRSD-" by itself); a radicado without the code (PQRSD-2026-000050) stays on one.
 */
function Radicado({ value }: { value: string }) {
  if (!radicadoParts(value)?.dane) return <span>{value}</span>;
  // The year and the number: "2026-000050", the last 11 characters.
  const tail = value.length - 11;
  return (
    <>
      <span>{value.slice(0, tail)}</span>
      <wbr />
      <span>{value.slice(tail)}</span>
    </>
  );
}

export function InboxTable({
  inbox,
  openRadicado,
  filter,
  onFilter,
}: {
  inbox: Inbox;
  openRadicado: string | null;
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
}) {
  if (inbox.items.length === 0) return <p className="adm-muted">{T.empty}</p>;
  const items = filterInbox(inbox.items, filter);
  return (
    <>
      <InboxFilters filter={filter} onChange={onFilter} shown={items.length} total={inbox.items.length} />
      {items.length === 0 ? (
        <p className="adm-muted">{T.noMatch}</p>
      ) : (
        <Rows items={items} openRadicado={openRadicado} />
      )}
    </>
  );
}

function Rows({ items, openRadicado }: { items: InboxItem[]; openRadicado: string | null }) {
  return (
    <AdminTable caption={T.caption} columns={COLUMNS} className="pqrsd-inbox">
      {items.map((item) => (
        <tr
          key={item.radicado}
          className={item.overdue ? 'pqrsd-inbox__row--overdue' : undefined}
          aria-current={item.radicado === openRadicado ? 'true' : undefined}
        >
          <td data-label={T.radicado}>
            <Link
              className="adm-link pqrsd-inbox__radicado"
              to={openRequestPath(item.radicado)}
              aria-label={T.open(item.radicado)}
            >
              <Radicado value={item.radicado} />
            </Link>
          </td>
          <td data-label={T.type}>{PQRSD_TYPE_LABELS[item.tipo]}</td>
          <td data-label={T.subject}>
            <span className="adm-table__clamp">{item.asunto}</span>
          </td>
          <td data-label={T.from}>{item.anonimo ? T.anonymous : item.nombre}</td>
          <td data-label={T.received}>{formatDay(item.receivedDate)}</td>
          <td data-label={T.due}>{item.dueDate ? formatDay(item.dueDate) : '—'}</td>
          <td data-label={T.left}>
            <span className={item.overdue ? 'pqrsd-inbox__overdue' : undefined}>{termLeft(item)}</span>
          </td>
          <td data-label={T.state}>{PQRSD_STATE_LABELS[item.estado]}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
