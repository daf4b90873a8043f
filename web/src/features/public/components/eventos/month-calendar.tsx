/**
 * The month view of /eventos: a grid of the month's days (ARIA grid pattern). One day at a time
 * is in the tab order; the arrow keys move a day or a week, Home/End to the week's ends,
 * PageUp/PageDown a month, and moving past the month's edge turns the page. Each day's cell
 * names its events, so a screen reader says them as focus arrives; the chosen day's events are
 * listed under the grid with their times, each a link to its page. It opens on the next event's
 * day (today when none is planned, or one is on now), so the first month shown is never empty
 * when something is planned. A day with events is filled and outlined, with the events' names on
 * a wide screen and their count on a phone.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  capitalize,
  dayOf,
  eventsByDay,
  formatDayFull,
  formatMonth,
  formatTimes,
  monthGrid,
  schoolToday,
  weekdayOf,
  type MonthEvent,
} from './event-dates';
import styles from './eventos.module.css';
import { useSiteHref } from '@/components/site-base';

const WEEKDAYS = [
  ['lun', 'lunes'],
  ['mar', 'martes'],
  ['mié', 'miércoles'],
  ['jue', 'jueves'],
  ['vie', 'viernes'],
  ['sáb', 'sábado'],
  ['dom', 'domingo'],
] as const;

const KEY_MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekdayOf(day)),
  End: (day) => addDays(day, 6 - weekdayOf(day)),
  PageUp: (day) => sameDayIn(day, -1),
  PageDown: (day) => sameDayIn(day, 1),
};

/** The same day of the month `n` months away, or that month's last day (31 → 30). */
function sameDayIn(day: string, n: number): string {
  const month = addMonths(day.slice(0, 7), n);
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const wanted = `${month}-${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

/** The day the view opens on: the next event's first day, or today when none is coming or one is on now. */
export function openingDay(events: readonly MonthEvent[], today: string): string {
  const next = events.find((event) => event.start && dayOf(event.end || event.start) >= today);
  if (!next) return today;
  const first = dayOf(next.start!);
  return first > today ? first : today;
}

function cellLabel(day: string, events: MonthEvent[] | undefined): string {
  const date = formatDayFull(day);
  if (!events?.length) return `${date}: sin eventos`;
  const count = events.length === 1 ? '1 evento' : `${events.length} eventos`;
  return `${date}: ${count}: ${events.map((e) => e.title).join('; ')}`;
}

export function MonthCalendar({ events, today = schoolToday() }: { events: MonthEvent[]; today?: string }) {
  const href = useSiteHref();
  const [focused, setFocused] = useState(() => openingDay(events, today));
  const month = focused.slice(0, 7);
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the chosen day only after a key in the grid, never on the first render.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(move(focused));
  }

  const dayEvents = byDay.get(focused) ?? [];
  return (
    <section className={styles.calendar} aria-labelledby="mes-visible">
      <div className={styles.monthNav}>
        <button type="button" className="button" onClick={() => setFocused(sameDayIn(focused, -1))}>
          <span aria-hidden="true">‹ </span>Mes anterior
        </button>
        <h2 id="mes-visible" className={styles.monthTitle} aria-live="polite">
          {capitalize(formatMonth(month))}
        </h2>
        <button type="button" className="button" onClick={() => setFocused(sameDayIn(focused, 1))}>
          Mes siguiente<span aria-hidden="true"> ›</span>
        </button>
      </div>
      <p className="sr-only" id="ayuda-calendario">
        Use las flechas para moverse entre los días, Inicio y Fin para ir al comienzo o al final de la semana,
        y Re Pág y Av Pág para cambiar de mes.
      </p>
      <table
        ref={grid}
        role="grid"
        className={styles.grid}
        aria-labelledby="mes-visible"
        aria-describedby="ayuda-calendario"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const list = byDay.get(day);
                const classes = [
                  styles.day,
                  day.startsWith(month) ? '' : styles.otherMonth,
                  day === today ? styles.today : '',
                  list?.length ? styles.busy : '',
                ];
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-selected={day === focused}
                    aria-current={day === today ? 'date' : undefined}
                    className={classes.filter(Boolean).join(' ')}
                    onClick={() => setFocused(day)}
                  >
                    {/* What a screen reader says as focus arrives: the date and its events. */}
                    <span className="sr-only">{cellLabel(day, list)}</span>
                    <span className={styles.dayNumber} aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                    {list?.length ? (
                      <span className={styles.dayCount} aria-hidden="true">
                        {list.length}
                      </span>
                    ) : null}
                    {list?.map((event) => (
                      <span key={event._id} className={styles.chip} aria-hidden="true">
                        {event.title}
                      </span>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.dayDetails}>
        <h3>{capitalize(formatDayFull(focused))}</h3>
        {dayEvents.length === 0 ? (
          <p>No hay eventos este día.</p>
        ) : (
          <ul>
            {dayEvents.map((event) => (
              <li key={event._id}>
                {event.href ? (
                  <a href={href(event.href)}>
                    <strong>{event.title}</strong>
                  </a>
                ) : (
                  <strong>{event.title}</strong>
                )}{' '}
                · {formatTimes(event)}
                {event.location && ` · ${event.location}`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
