/**
 * The table of schools: one row per school, a sort button in each column's title (aria-sort says
 * the order), the school's name kept in view while the table scrolls sideways on a phone. What
 * needs attention comes first (overdue, due soon, open; then the ITA), the place last. The
 * PQRSD figures link to the school's inbox when the account may open it (`secretaria`).
 */
import type { ReactNode } from 'react';
import type { PanelRow } from '@model/school-summary';
import { FIRST_DIR, lastStaffSignIn, type SortDir, type SortKey, type TableView } from './panel-order';
import { PANEL_TEXT } from './panel-text';

const DAY = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Bogota',
});
const STAMP = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

export const formatDay = (iso: string | null | undefined) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? PANEL_TEXT.noDate : DAY.format(t);
};
const formatStamp = (iso: string | null | undefined) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? PANEL_TEXT.never : STAMP.format(t);
};

function SortHeader({
  column,
  view,
  onSort,
  numeric = false,
}: {
  column: SortKey;
  view: TableView;
  onSort: (orden: SortKey, dir: SortDir) => void;
  numeric?: boolean;
}) {
  const active = view.orden === column;
  const label = PANEL_TEXT.columns[column];
  const next: SortDir = active ? (view.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIR[column];
  return (
    <th
      scope="col"
      aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`${numeric ? 'sec-panel-table__num' : ''} ${column === 'colegio' ? 'sec-panel-table__first' : ''}`.trim()}
    >
      <button type="button" className="sec-panel-table__sort" onClick={() => onSort(column, next)}>
        {label}
        <span aria-hidden="true" className="sec-panel-table__arrow">
          {active ? (view.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A PQRSD figure: a link to the school's inbox when there is one for this account. */
function Figure({
  n,
  row,
  what,
  alarm = false,
}: {
  n: number;
  row: PanelRow;
  what: string;
  alarm?: boolean;
}) {
  const shown = <span className={alarm && n > 0 ? 'sec-panel-table__alarm' : undefined}>{n}</span>;
  if (!row.pqrsdInbox) return shown;
  return (
    <a href={row.pqrsdInbox} className="sec-panel-table__figure">
      {shown}
      <span className="adm-sr-only">
        {' '}
        {what}: {PANEL_TEXT.inbox(row.name)}
      </span>
    </a>
  );
}

function Badge({ tone, children }: { tone: 'ok' | 'bad' | 'warn' | 'none'; children: ReactNode }) {
  return <span className={`sec-badge sec-badge--${tone}`}>{children}</span>;
}

const ITA_TONE = {
  cumple: 'ok',
  'no cumple': 'bad',
  pendiente: 'warn',
  desactualizado: 'warn',
  'sin datos': 'none',
} as const;

export function PanelTable({
  rows,
  view,
  onSort,
}: {
  rows: PanelRow[];
  view: TableView;
  onSort: (orden: SortKey, dir: SortDir) => void;
}) {
  const header = (column: SortKey, numeric = false) => (
    <SortHeader column={column} view={view} onSort={onSort} numeric={numeric} />
  );
  return (
    <>
      <p className="sec-panel-table__hint">{PANEL_TEXT.scrollHint}</p>
      {/* Focusable, so a keyboard scrolls it sideways too (WCAG 2.1.1). */}
      <div className="sec-panel-table__scroll" role="region" aria-label={PANEL_TEXT.caption} tabIndex={0}>
        <table className="sec-panel-table">
          <caption className="adm-sr-only">{PANEL_TEXT.caption}</caption>
          <thead>
            <tr>
              {header('colegio')}
              {header('vencidas', true)}
              {header('porVencer', true)}
              {header('abiertas', true)}
              {header('ita')}
              {header('itaRevisado')}
              {header('publicacion')}
              {header('personal')}
              {header('conformidad')}
              {header('ocultos', true)}
              {header('municipio')}
              {header('comuna')}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-school={row.id}>
                <th scope="row" className="sec-panel-table__first">
                  <a href={row.url}>{row.name}</a>
                </th>
                <td className="sec-panel-table__num" data-col="vencidas">
                  <Figure n={row.pqrsd.vencidas} row={row} what={PANEL_TEXT.columns.vencidas} alarm />
                </td>
                <td className="sec-panel-table__num" data-col="porVencer">
                  <Figure n={row.pqrsd.porVencer} row={row} what={PANEL_TEXT.columns.porVencer} />
                </td>
                <td className="sec-panel-table__num" data-col="abiertas">
                  <Figure n={row.pqrsd.abiertas} row={row} what={PANEL_TEXT.columns.abiertas} />
                </td>
                <td data-col="ita">
                  <Badge tone={ITA_TONE[row.ita.estado]}>{PANEL_TEXT.ita[row.ita.estado]}</Badge>
                  {row.ita.estado !== 'sin datos' && (
                    <span className="sec-panel-table__small">
                      {PANEL_TEXT.itaCounts(
                        row.ita.cumple,
                        row.ita.noCumple,
                        row.ita.pendiente,
                        row.ita.desactualizado,
                      )}
                    </span>
                  )}
                </td>
                <td>{formatDay(row.ita.revisadoEl)}</td>
                <td>{formatDay(row.ultimaPublicacion)}</td>
                <td data-col="personal">
                  {row.personal.length === 0 ? (
                    PANEL_TEXT.noDate
                  ) : (
                    <details className="sec-panel-table__staff">
                      <summary>
                        {PANEL_TEXT.staff(row.personal.length)} · {formatDay(lastStaffSignIn(row) || null)}
                      </summary>
                      <ul>
                        {row.personal.map((p) => (
                          <li key={p.email}>
                            {p.email} ({p.rol}): {formatStamp(p.ultimoIngreso)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
                <td data-col="conformidad">
                  {row.conformidad.estado === 'sin revisar' ? (
                    <Badge tone="none">{PANEL_TEXT.conformidad['sin revisar']}</Badge>
                  ) : row.conformidad.estado === 'cumple' ? (
                    <Badge tone="ok">{PANEL_TEXT.conformidad.cumple}</Badge>
                  ) : (
                    <Badge tone="bad">{PANEL_TEXT.conformidad.fallos(row.conformidad.fallos)}</Badge>
                  )}
                  {row.conformidad.faltan.length > 0 && (
                    <span className="sec-panel-table__small">
                      {PANEL_TEXT.missingFooter(row.conformidad.faltan)}
                    </span>
                  )}
                  {row.conformidad.revisadoEl && (
                    <span className="sec-panel-table__small">{formatDay(row.conformidad.revisadoEl)}</span>
                  )}
                </td>
                <td className="sec-panel-table__num">{row.ocultosEnInicio.length}</td>
                <td>{row.municipio}</td>
                <td>{row.comuna || PANEL_TEXT.noDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
