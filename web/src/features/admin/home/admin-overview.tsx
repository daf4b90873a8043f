/**
 * Above the admin select: the latest changes (who, what, when, with a link to the
 * record) and a search across every section's titles, so the secretary finds "the Reseña" or "María"
 * without knowing which menu holds it.
 */
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { getCollection, type CollectionName, type OverviewRow, type OverviewSection } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { formatStamp } from '../lib/format-stamp';
import { Deferred } from '@/components/deferred';

export const OVERVIEW_TEXT = {
  recent: 'Últimos cambios',
  recentLoading: 'Cargando los últimos cambios…',
  recentEmpty: 'Aún no hay cambios guardados.',
  by: 'por',
  search: 'Buscar en todas las secciones',
  searchHint: 'Escriba parte de un título o un nombre (por ejemplo «reseña» o «María»).',
  results: (n: number) => (n === 1 ? '1 resultado' : `${n} resultados`),
  none: 'Nada coincide con la búsqueda.',
} as const;

const RECENT = 5;
const MAX_RESULTS = 12;

/** Lower case, without accents: «reseña» finds «Reseña», «maria» finds «María». */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Row {
  collection: CollectionName;
  record: OverviewRow;
}

/** `sections`: what the home route's loader started reading (GET /api/overview). */
export function AdminOverview({ sections }: { sections: Promise<OverviewSection[]> }) {
  return (
    <Deferred
      resolve={sections}
      loading={<p className="adm-muted">{OVERVIEW_TEXT.recentLoading}</p>}
      failed={() => <Overview sections={[]} />}
      report="Error al cargar los últimos cambios:"
    >
      {(read) => <Overview sections={read} />}
    </Deferred>
  );
}

function Overview({ sections }: { sections: OverviewSection[] }) {
  const searchId = useId();
  const [query, setQuery] = useState('');

  const rows: Row[] = useMemo(
    () => sections.flatMap(({ collection, rows }) => rows.map((record) => ({ collection, record }))),
    [sections],
  );
  const recent = useMemo(
    () =>
      [...rows]
        .filter((r) => r.record.updatedAt)
        .sort((a, b) => (a.record.updatedAt < b.record.updatedAt ? 1 : -1))
        .slice(0, RECENT),
    [rows],
  );
  const wanted = fold(query.trim());
  const found = wanted
    ? rows
        .filter((r) => fold(`${r.record.title} ${getCollection(r.collection).label}`).includes(wanted))
        .slice(0, MAX_RESULTS)
    : [];

  return (
    <div className="adm-overview">
      <section className="adm-overview__box" aria-labelledby={`${searchId}-r`}>
        <h2 id={`${searchId}-r`} className="adm-overview__title">
          {OVERVIEW_TEXT.recent}
        </h2>
        {recent.length === 0 ? (
          <p className="adm-muted">{OVERVIEW_TEXT.recentEmpty}</p>
        ) : (
          <ul className="adm-overview__list">
            {recent.map(({ collection, record }) => (
              <li key={`${collection}/${record._id}`}>
                <Link to={ADMIN_PATHS.edit(collection, record._id)}>{record.title}</Link>
                <span className="adm-muted">
                  {' '}
                  · {getCollection(collection).label} · {formatStamp(record.updatedAt)}
                  {record.updatedBy?.email && ` ${OVERVIEW_TEXT.by} ${record.updatedBy.email}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="adm-overview__box" role="search" aria-labelledby={`${searchId}-l`}>
        <label id={`${searchId}-l`} className="adm-overview__title" htmlFor={searchId}>
          {OVERVIEW_TEXT.search}
        </label>
        <input
          id={searchId}
          className="adm-input"
          type="search"
          autoComplete="off"
          value={query}
          aria-describedby={`${searchId}-h`}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p id={`${searchId}-h`} className="adm-field__hint">
          {OVERVIEW_TEXT.searchHint}
        </p>
        {wanted && (
          <>
            <p className="adm-muted" role="status">
              {found.length ? OVERVIEW_TEXT.results(found.length) : OVERVIEW_TEXT.none}
            </p>
            <ul className="adm-overview__list">
              {found.map(({ collection, record }) => (
                <li key={`${collection}/${record._id}`}>
                  <Link to={ADMIN_PATHS.edit(collection, record._id)}>{record.title}</Link>
                  <span className="adm-muted"> · {getCollection(collection).label}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
