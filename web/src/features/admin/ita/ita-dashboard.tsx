/**
 * The checklist's picture: the count per status, and a bar per category whose coloured
 * parts are its items by status. A picture, not a table: each bar is one `role="img"` with its
 * figures in words, so a screen reader hears what the eye sees.
 */
import { ITA_CATEGORIES, ITA_STATUSES, type ItaItemView, type ItaStatus } from '@model';
import { ITA_TEXT } from './ita-text';

const zero = (): Record<ItaStatus, number> => ({ cumple: 0, no_cumple: 0, no_aplica: 0, pendiente: 0 });

/** Items per status, in one category or overall. */
export function countByStatus(items: readonly ItaItemView[]): Record<ItaStatus, number> {
  const counts = zero();
  for (const item of items) counts[item.status] += 1;
  return counts;
}

export function ItaDashboard({ items }: { items: readonly ItaItemView[] }) {
  const counts = countByStatus(items);
  const stale = items.filter((i) => i.stale).length;
  return (
    <section className="ita-dashboard" aria-labelledby="ita-summary">
      <h2 id="ita-summary" className="ita-heading">
        {ITA_TEXT.summary}
      </h2>
      <ul className="ita-tiles">
        {ITA_STATUSES.map((status) => (
          <li key={status} className={`ita-tile ita-tile--${status}`}>
            <span className="ita-tile__count">{counts[status]}</span> {ITA_TEXT.status[status]}
          </li>
        ))}
        <li className="ita-tile ita-tile--stale">
          <span className="ita-tile__count">{stale}</span> {ITA_TEXT.stale}
        </li>
      </ul>
      <h2 className="ita-heading">{ITA_TEXT.byCategory}</h2>
      <p className="ita-legend">
        <span className="adm-sr-only">{ITA_TEXT.legend}: </span>
        {(['cumple', 'no_aplica', 'no_cumple', 'pendiente'] as const).map((status) => (
          <span key={status} className="ita-legend__item">
            <span className={`ita-swatch ita-part--${status}`} aria-hidden="true" /> {ITA_TEXT.status[status]}
          </span>
        ))}
      </p>
      <ul className="ita-bars">
        {ITA_CATEGORIES.map((category) => {
          const mine = items.filter((i) => i.category === category.id);
          if (mine.length === 0) return null;
          const c = countByStatus(mine);
          const done = c.cumple + c.no_aplica;
          return (
            <li key={category.id} className="ita-bar">
              <span className="ita-bar__name" aria-hidden="true">
                {category.name}
              </span>
              <span className="ita-bar__figure" aria-hidden="true">
                {done}/{mine.length}
              </span>
              <span
                className="ita-bar__track"
                role="img"
                aria-label={ITA_TEXT.barLabel(category.name, done, mine.length, c)}
              >
                {(['cumple', 'no_aplica', 'no_cumple', 'pendiente'] as const).map((status) =>
                  c[status] ? (
                    <span
                      key={status}
                      className={`ita-part ita-part--${status}`}
                      style={{ width: `${(c[status] / mine.length) * 100}%` }}
                    />
                  ) : null,
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
