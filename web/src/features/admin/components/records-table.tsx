/**
 * The admin list (spec §2): Título, Texto uno…cuatro, Imágen, Modificar, each header in the spec's
 * words with the field it holds beneath ("Texto uno · Cargo"). The collection's declaration says
 * which field fills each column (listColumnsOf); an image field shows its thumbnail, lists are
 * shown joined. Where a record can be other than published (drafts, a schedule), each row says
 * its state in a word (Borrador, En revisión, Programada, Publicada, Retirada); a list of dated
 * items runs newest first (listOrder). On a phone each row is one
 * compact line: its title, its state and its date, with "Editar" beside them (CSS).
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  columnHeading,
  isPublicAt,
  formatSchoolDateTime,
  getCollection,
  LAST_MODIFIED_COLUMN,
  listColumnsOf,
  listDateOf,
  listOrder,
  listsState,
  overviewTitle,
  recordState,
  richTextPlain,
  STATE_COLUMN,
  updatedByOf,
  type AnyRecord,
  type CollectionDef,
  type CollectionName,
  type FieldDef,
  type ListColumnOf,
  type UploadRule,
  UPLOAD_RULES,
} from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { formatStamp } from '../lib/format-stamp';
import { AdminMediaImage } from './admin-media';

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
  if (typeof value === 'object' && value !== null)
    return richTextPlain(value).split('\n').filter(Boolean).join(' · ');
  return typeof value === 'string' ? value : '';
}

/**
 * What a record is called, for its edit link (so a notice's is not read out as its id): its
 * title (a formatted one's words), else its name or the text under the list's first column (a
 * notice's text), as the admin home's overview names it; the id only when there is no text.
 */
const recordName = (collection: CollectionName, record: AnyRecord) =>
  cellText(record.title) || overviewTitle(collection, record);

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
  // When the list was shown: a record's state (and whether it is public) is judged at that moment.
  const [shownAt] = useState(Date.now);
  if (records.length === 0) return <p className="adm-empty">{TABLE_TEXT.empty}</p>;
  const def = getCollection(collection);
  const columns = listColumnsOf(def);
  // The phone's line shows one date: the list's own (a news item's start), else the last save.
  const dateKey = listDateOf(def);
  const dated = columns.some((c) => c.field && c.field.key === dateKey);
  const withState = listsState(def);
  const Row = order?.Row ?? PlainRow;
  return (
    <div className="adm-table-wrap">
      <table className={`adm-table adm-table--records${withState ? '' : ' adm-table--no-state'}`}>
        <caption className="adm-sr-only">{caption}</caption>
        <thead>
          <tr>
            {order && <th scope="col">{order.label}</th>}
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
                {column.fieldLabel && (
                  <span className="adm-table__field">
                    <span className="adm-sr-only"> · </span>
                    {column.fieldLabel}
                  </span>
                )}
              </th>
            ))}
            {withState && <th scope="col">{STATE_COLUMN}</th>}
            <th scope="col">{LAST_MODIFIED_COLUMN}</th>
            <th scope="col" className="adm-table__edit">
              Modificar
            </th>
          </tr>
        </thead>
        <tbody>
          {/* The ordered list (order) is already in the administrator's order. */}
          {(order ? records : listOrder(def, records)).map((record, index) => (
            <Row key={record._id} id={record._id}>
              {order && (
                <td data-label={order.label} className="adm-table__order">
                  {order.cell(record, index)}
                </td>
              )}
              {columns.map((column) => (
                <Cell
                  key={column.label}
                  column={column}
                  record={record}
                  def={def}
                  shownAt={shownAt}
                  isDate={dated && column.field?.key === dateKey}
                />
              ))}
              {withState && (
                <td data-label={STATE_COLUMN} className="adm-table__state">
                  <span className={`adm-state adm-state--${stateClass(def, record, shownAt)}`}>
                    {recordState(def, record, shownAt)}
                  </span>
                </td>
              )}
              <LastModifiedCell record={record} isDate={!dated} />
              <td data-label="Modificar" className="adm-table__edit">
                <Link className="adm-btn adm-btn--small" to={ADMIN_PATHS.edit(collection, record._id)}>
                  {TABLE_TEXT.edit}
                  <span className="adm-sr-only">{` «${recordName(collection, record)}»`}</span>
                </Link>
              </td>
            </Row>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The state's class: the word's color (a draft and a review stand out, a withdrawn one is muted). */
function stateClass(def: CollectionDef, record: AnyRecord, now: number): string {
  const state = recordState(def, record, now);
  return state === 'En revisión' ? 'revision' : state.toLowerCase();
}

/** What a cell reads: an instant in the school's clock, a choice by its label. */
function readable(key: string, field: FieldDef, record: AnyRecord): string {
  const value = record[key];
  if (field.kind === 'choice') return field.options.find((o) => o.value === value)?.label ?? cellText(value);
  if (field.kind !== 'datetime') return cellText(value);
  return formatSchoolDateTime(cellText(value));
}

function Cell({
  column,
  record,
  def,
  shownAt,
  isDate,
}: {
  column: ListColumnOf;
  record: AnyRecord;
  def: CollectionDef;
  shownAt: number;
  /** The list's date: the phone's line shows it beside the state. */
  isDate: boolean;
}) {
  const { label, field } = column;
  const value = field ? record[field.key] : undefined;
  if (field?.def.kind !== 'image') {
    const role = label === 'Título' ? 'adm-table__title' : isDate ? 'adm-table__date' : undefined;
    return (
      <td data-label={columnHeading(column)} className={role}>
        <div className="adm-table__clamp">{field ? readable(field.key, field.def, record) : ''}</div>
      </td>
    );
  }
  const image = typeof value === 'string' ? value : '';
  const box = thumbBox(field.def.rule);
  return (
    <td data-label={columnHeading(column)} className="adm-table__image">
      {image ? (
        <AdminMediaImage
          className={box.anyShape ? 'adm-table__thumb adm-table__thumb--any' : 'adm-table__thumb'}
          name={image}
          alt={cellText(record.title)}
          width={THUMB_WIDTH}
          height={box.height}
          loading="lazy"
          // A record no visitor sees now: its picture is not public, read with the token at once.
          privateFirst={!isPublicAt(def, record, shownAt)}
        />
      ) : (
        <span className="adm-muted">—</span>
      )}
    </td>
  );
}

const THUMB_WIDTH = 100;

/**
 * The box a thumbnail takes before it loads: the height its rule's exact size gives at 100 px
 * wide (a staff photo 100x100, a slide 100x37), or 100x75 for a photo of any shape, shown whole
 * inside it (adm-table__thumb--any). Without a height the rows grew as the lazy thumbnails arrived,
 * moving the links under the pointer of whoever was about to click "Editar".
 */
function thumbBox(rule: keyof typeof UPLOAD_RULES): { height: number; anyShape: boolean } {
  const r: UploadRule = UPLOAD_RULES[rule];
  if (r.width && r.height) return { height: Math.round((THUMB_WIDTH * r.height) / r.width), anyShape: false };
  return { height: (THUMB_WIDTH * 3) / 4, anyShape: true };
}

/**
 * When and by whom the record was last saved; records saved without `updatedBy` show the date only.
 * `isDate`: the list has no date of its own, so the phone's line shows this one.
 */
function LastModifiedCell({ record, isDate }: { record: AnyRecord; isDate: boolean }) {
  const author = updatedByOf(record)?.email;
  return (
    <td
      data-label={LAST_MODIFIED_COLUMN}
      className={isDate ? 'adm-table__modified adm-table__date' : 'adm-table__modified'}
    >
      <span>{formatStamp(record.updatedAt)}</span>
      {author && <span className="adm-muted">{author}</span>}
    </td>
  );
}
