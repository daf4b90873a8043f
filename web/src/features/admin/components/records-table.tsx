/**
 * The admin list (spec §2): Título, Texto uno…cuatro, Imágen, Modificar. Lists are shown joined;
 * on narrow screens each row becomes a card (CSS), with the column name before each value.
 */
import { Link } from 'react-router-dom';
import type { AnyRecord, CollectionName } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { mediaUrl } from '@/lib/api-client';

export const TABLE_TEXT = {
  empty: 'No hay datos disponibles',
  edit: 'Editar',
} as const;

const TEXT_COLUMNS = [
  ['title', 'Título'],
  ['stringone', 'Texto uno'],
  ['stringtwo', 'Texto dos'],
  ['stringthree', 'Texto tres'],
  ['stringfour', 'Texto cuatro'],
] as const;

function cellText(value: unknown): string {
  if (Array.isArray(value)) return value.join(' · ');
  return typeof value === 'string' ? value : '';
}

export function RecordsTable({
  collection,
  records,
  caption,
}: {
  collection: CollectionName;
  records: AnyRecord[];
  caption: string;
}) {
  if (records.length === 0) return <p className="adm-empty">{TABLE_TEXT.empty}</p>;
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="adm-sr-only">{caption}</caption>
        <thead>
          <tr>
            {TEXT_COLUMNS.map(([, label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">Imágen</th>
            <th scope="col">Modificar</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const image = typeof record.image === 'string' ? record.image : '';
            return (
              <tr key={record._id}>
                {TEXT_COLUMNS.map(([key, label]) => (
                  <td key={key} data-label={label}>
                    <div className="adm-table__clamp">{cellText(record[key])}</div>
                  </td>
                ))}
                <td data-label="Imágen" className="adm-table__image">
                  {image ? (
                    <img
                      className="adm-table__thumb"
                      src={mediaUrl(image)}
                      alt={cellText(record.title)}
                      width={100}
                      loading="lazy"
                    />
                  ) : (
                    <span className="adm-muted">—</span>
                  )}
                </td>
                <td data-label="Modificar">
                  <Link className="adm-btn adm-btn--small" to={ADMIN_PATHS.edit(collection, record._id)}>
                    {TABLE_TEXT.edit}
                    <span className="adm-sr-only">{` «${cellText(record.title) || record._id}»`}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
