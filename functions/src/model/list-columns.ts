/**
 * The admin list's columns (spec §2: Título, Texto uno, Texto dos, Texto tres, Texto cuatro,
 * Imágen, then Modificar), and which field of a declaration fills each. Every collection shows the
 * same headers, the spec's words as the original site has them; its declaration says which of its
 * fields goes under each (`listColumns`), and by default the field names the spec's collections
 * share do. Beneath each header the list names that field ("Texto uno · Cargo"), so a person knows
 * what the column holds. Also here: the order of a list and the state word of each row.
 */
import type { CollectionDef } from './collection';
import { draftStateOf } from './drafts';
import type { FieldDef } from './field-kinds';
import { isFiltered, scheduleState } from './schedule';

export const LIST_COLUMNS = [
  'Título',
  'Texto uno',
  'Texto dos',
  'Texto tres',
  'Texto cuatro',
  'Imágen',
] as const;

export type ListColumn = (typeof LIST_COLUMNS)[number];

/**
 * After the field columns, every collection's list shows when and by whom each record was last
 * saved: from the server fields `updatedAt` and `updatedBy`, never from a declaration.
 */
export const LAST_MODIFIED_COLUMN = 'Última modificación';

export const DEFAULT_LIST_COLUMNS: Record<ListColumn, string> = {
  Título: 'title',
  'Texto uno': 'stringone',
  'Texto dos': 'stringtwo',
  'Texto tres': 'stringthree',
  'Texto cuatro': 'stringfour',
  Imágen: 'image',
};

/**
 * One column of a collection's list: its header, the field under it (null: none), and what the
 * field is called beneath the header (null when it would repeat the header, as "Título" does).
 */
export interface ListColumnOf {
  label: ListColumn;
  field: { key: string; def: FieldDef } | null;
  fieldLabel: string | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A field's label as a column names it: without its parenthesis, which tells the form's user a
 * size or a use ("Imagen (1200x630 px)" → "Imagen").
 */
export function shortFieldLabel(label: string): string {
  return label.replace(/\s*\([^)]*\)/g, '').trim() || label;
}

export function listColumnsOf(def: CollectionDef): ListColumnOf[] {
  return LIST_COLUMNS.map((label) => {
    const key = def.listColumns?.[label] === undefined ? DEFAULT_LIST_COLUMNS[label] : def.listColumns[label];
    const field = key ? def.fields[key] : undefined;
    if (!key || !field) return { label, field: null, fieldLabel: null };
    const short = shortFieldLabel(field.label);
    return { label, field: { key, def: field }, fieldLabel: fold(short) === fold(label) ? null : short };
  });
}

/** A column's header in one line: "Texto uno · Cargo", or the spec's word alone. */
export const columnHeading = (column: Pick<ListColumnOf, 'label' | 'fieldLabel'>) =>
  column.fieldLabel ? `${column.label} · ${column.fieldLabel}` : column.label;

/** The column of each row's state, after the field columns. */
export const STATE_COLUMN = 'Estado';

/**
 * Whether a collection's list has the state column: only where a record can be something else
 * than published (drafts, a schedule: news, events, notices, albums). Elsewhere every row would
 * read "Publicada", and the column would cost the room that keeps "Modificar" on screen.
 */
export const listsState = (def: CollectionDef) => isFiltered(def);

/** How a row says where its record stands, in one word. */
export type RecordState = 'Borrador' | 'En revisión' | 'Programada' | 'Publicada' | 'Retirada';

/**
 * Where a record stands at `nowMs`: a draft or a record in review says so first (whatever its
 * dates), else its schedule (Programada, Publicada, Retirada); a collection without drafts or a
 * schedule is always public: Publicada.
 */
export function recordState(def: CollectionDef, record: Record<string, unknown>, nowMs: number): RecordState {
  const draft = draftStateOf(def, record);
  if (draft === 'borrador') return 'Borrador';
  if (draft === 'revision') return 'En revisión';
  return scheduleState(def, record, nowMs) ?? 'Publicada';
}

/**
 * The date a list of dated items runs by, newest first: the start of its schedule (a news item's
 * "Publicar desde", a notice's "Visible desde"), else its first date field (an event's start, an
 * album's date). None for a collection the administrator orders (the carousel: their order is the
 * list's) or for a single record.
 */
export function listDateOf(def: CollectionDef): string | null {
  if (def.orderable || def.cardinality !== 'many') return null;
  if (def.schedule?.from) return def.schedule.from;
  const dated = Object.entries(def.fields).find(([, f]) => f.kind === 'date' || f.kind === 'datetime');
  return dated ? dated[0] : null;
}

/**
 * The records as the admin list shows them: newest first by the list's date (a record without one
 * last, then the newest created first), or as stored when the collection has no such date.
 */
export function listOrder<R extends Record<string, unknown>>(def: CollectionDef, records: readonly R[]): R[] {
  const key = listDateOf(def);
  if (!key) return [...records];
  // Dates and date-times are ISO strings: their text order is their time order.
  const dateOf = (r: R) => (typeof r[key] === 'string' ? (r[key] as string) : '');
  const created = (r: R) => (typeof r.createdAt === 'string' ? r.createdAt : '');
  return [...records].sort(
    (a, b) => dateOf(b).localeCompare(dateOf(a)) || created(b).localeCompare(created(a)),
  );
}
