/**
 * The inbox's filters: by state, by type and by due date, and a search over the radicado, the
 * sender's name and the subject. The inbox loads every request at once (GET /api/pqrsd), so the
 * filtering happens here over what was loaded; the page keeps the choice while a request is open.
 */
import { useId } from 'react';
import {
  PQRSD_STATE_LABELS,
  PQRSD_STATES,
  PQRSD_TYPE_LABELS,
  PQRSD_TYPES,
  type PqrsdState,
  type PqrsdType,
} from '@model';
import type { InboxItem } from './pqrsd-api';
import { PQRSD_TEXT as T } from './pqrsd-text';

/** When a request is due: overdue, today, within five business days, or without a running term. */
export const DUE_FILTERS = ['vencidas', 'hoy', 'semana', 'sin-plazo'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export interface InboxFilter {
  estado: PqrsdState | '';
  tipo: PqrsdType | '';
  vence: DueFilter | '';
  q: string;
}

export const NO_FILTER: InboxFilter = { estado: '', tipo: '', vence: '', q: '' };

export const isFiltered = (f: InboxFilter) =>
  f.estado !== '' || f.tipo !== '' || f.vence !== '' || f.q.trim() !== '';

/** Case and accents aside: "perez" finds "Pérez". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function dueMatches(item: InboxItem, due: DueFilter): boolean {
  const left = item.daysLeft;
  if (due === 'sin-plazo') return left === null;
  if (left === null) return false;
  if (due === 'vencidas') return left < 0;
  if (due === 'hoy') return left === 0;
  return left >= 0 && left <= 5;
}

/** The requests the filter lets through, in the order the server gave them (overdue first). */
export function filterInbox(items: readonly InboxItem[], filter: InboxFilter): InboxItem[] {
  const words = fold(filter.q).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filter.estado && item.estado !== filter.estado) return false;
    if (filter.tipo && item.tipo !== filter.tipo) return false;
    if (filter.vence && !dueMatches(item, filter.vence)) return false;
    if (words.length === 0) return true;
    // Every word somewhere in the radicado, the name (an anonymous one is "Anónima") or the subject.
    const haystack = fold([item.radicado, item.anonimo ? T.anonymous : item.nombre, item.asunto].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}

export function InboxFilters({
  filter,
  onChange,
  shown,
  total,
}: {
  filter: InboxFilter;
  onChange: (filter: InboxFilter) => void;
  shown: number;
  total: number;
}) {
  const id = useId();
  const set = <K extends keyof InboxFilter>(key: K, value: InboxFilter[K]) =>
    onChange({ ...filter, [key]: value });
  return (
    <div className="pqrsd-filter">
      {/* A search landmark: submitting it (Enter) changes nothing more than typing did. */}
      <form
        role="search"
        className="pqrsd-filter__form"
        onSubmit={(e) => e.preventDefault()}
        aria-label={T.filterLabel}
      >
        <div className="pqrsd-filter__field pqrsd-filter__field--search">
          <label htmlFor={`${id}-q`}>{T.search}</label>
          <input
            id={`${id}-q`}
            className="adm-input"
            type="search"
            value={filter.q}
            maxLength={100}
            onChange={(e) => set('q', e.target.value)}
          />
        </div>
        <div className="pqrsd-filter__field">
          <label htmlFor={`${id}-estado`}>{T.state}</label>
          <select
            id={`${id}-estado`}
            className="adm-input"
            value={filter.estado}
            onChange={(e) => set('estado', e.target.value as InboxFilter['estado'])}
          >
            <option value="">{T.anyState}</option>
            {PQRSD_STATES.map((s) => (
              <option key={s} value={s}>
                {PQRSD_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="pqrsd-filter__field">
          <label htmlFor={`${id}-tipo`}>{T.type}</label>
          <select
            id={`${id}-tipo`}
            className="adm-input"
            value={filter.tipo}
            onChange={(e) => set('tipo', e.target.value as InboxFilter['tipo'])}
          >
            <option value="">{T.anyType}</option>
            {PQRSD_TYPES.map((t) => (
              <option key={t} value={t}>
                {PQRSD_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="pqrsd-filter__field">
          <label htmlFor={`${id}-vence`}>{T.due}</label>
          <select
            id={`${id}-vence`}
            className="adm-input"
            value={filter.vence}
            onChange={(e) => set('vence', e.target.value as InboxFilter['vence'])}
          >
            <option value="">{T.anyDue}</option>
            {DUE_FILTERS.map((d) => (
              <option key={d} value={d}>
                {T.dueFilter[d]}
              </option>
            ))}
          </select>
        </div>
        {isFiltered(filter) && (
          <button type="button" className="adm-btn pqrsd-filter__clear" onClick={() => onChange(NO_FILTER)}>
            {T.clearFilter}
          </button>
        )}
      </form>
      <p className="adm-muted pqrsd-filter__count" role="status">
        {isFiltered(filter) ? T.shown(shown, total) : ''}
      </p>
    </div>
  );
}
