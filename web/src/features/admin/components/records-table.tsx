/**
 * The admin list (spec §2): Título, Texto uno…cuatro, Imágen, Modificar. The collection's
 * declaration says which field fills each column (listColumnsOf); an image field shows its
 * thumbnail, lists are shown joined. On narrow screens each row becomes a card (CSS), with the
 * column name before each value.
 */
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  getCollection,
  LAST_MODIFIED_COLUMN,
  listColumnsOf,
  richTextPlain,
  updatedByOf,
  type AnyRecord,
  type CollectionName,
  type ListColumnOf,
} from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { mediaUrl } from '@/lib/api-client';
import { formatStamp } from '../lib/format-stamp';

export const TABLE_TEXT = {
  empty: 'No hay datos disponibles',
  edit: 'Editar',
} as const;

/**
 * Optional order controls (components/order/): a first column and the element of each row (a
 * draggable one). Kept as a slot so the table itself knows nothing about dragging.
 */
export interface RowOrderSlot {
  label: string;
  Row: ComponentType<{ id: string; children: ReactNode }>;
  cell: (record: AnyRecord, index: number) => ReactNode;
}

function PlainRow({ children }: { id: string; children: ReactNode }) {
  return <tr>{children}</tr>;
}

function cellText(value: unknown): string {
  if (Array.isArray(value)) return value.join(' · ');
  // A formatted text shows its words, its blocks run together as a list's items are.
  if (typeof value === 'object' && value !== null) return richTextPlain(value).split('\n').filter(Boolean).join(' · ');
  return typeof value === 'string' ? value : '';
}

export function RecordsTable({
  collection,
  records,
  caption,
  order,
}: {
  collection: CollectionName;
  records: AnyRecord[];
  caption: string;
  order?: RowOrderSlot;
}) {
  if (records.length === 0) return <p className="adm-empty">{TABLE_TEXT.empty}</p>;
  const columns = listColumnsOf(getCollection(collection));
  const Row = order?.Row ?? PlainRow;
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="adm-sr-only">{caption}</caption>
        <thead>
          <tr>
            {order && <th scope="col">{order.label}</th>}
            {columns.map(({ label }) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">{LAST_MODIFIED_COLUMN}</th>
            <th scope="col" className="adm-table__edit">Modificar</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <Row key={record._id} id={record._id}>
              {order && (
                <td data-label={order.label} className="adm-table__order">
                  {order.cell(record, index)}
                </td>
              )}
              {columns.map((column) => (
                <Cell key={column.label} column={column} record={record} />
              ))}
              <LastModifiedCell record={record} />
              <td data-label="Modificar" className="adm-table__edit">
                <Link className="adm-btn adm-btn--small" to={ADMIN_PATHS.edit(collection, record._id)}>
                  {TABLE_TEXT.edit}
                  <span className="adm-sr-only">{` «${cellText(record.title) || record._id}»`}</span>
                </Link>
              </td>
            </Row>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ column: { label, field }, record }: { column: ListColumnOf; record: AnyRecord }) {
  const value = field ? record[field.key] : undefined;
  if (field?.def.kind !== 'image') {
    return (
      <td data-label={label}>
        <div className="adm-table__clamp">{cellText(value)}</div>
      </td>
    );
  }
  const image = typeof value === 'string' ? value : '';
  return (
    <td data-label={label} className="adm-table__image">
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
  );
}

/** When and by whom the record was last saved; records saved before issue 13 show the date only. */
function LastModifiedCell({ record }: { record: AnyRecord }) {
  const author = updatedByOf(record)?.email;
  return (
    <td data-label={LAST_MODIFIED_COLUMN} className="adm-table__modified">
      <span>{formatStamp(record.updatedAt)}</span>
      {author && <span className="adm-muted">{author}</span>}
    </td>
  );
}
