/**
 * The admin list's columns (spec §2: Título, Texto uno, Texto dos, Texto tres, Texto cuatro,
 * Imágen, then Modificar), and which field of a declaration fills each. Every collection shows the
 * same headers; its declaration says which of its fields goes under each (`listColumns`), and by
 * default the field names the spec's collections share do.
 */
import type { CollectionDef } from './collection';
import type { FieldDef } from './field-kinds';

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

/** One column of a collection's list: its header, and the field under it (null: none). */
export interface ListColumnOf {
  label: ListColumn;
  field: { key: string; def: FieldDef } | null;
}

export function listColumnsOf(def: CollectionDef): ListColumnOf[] {
  return LIST_COLUMNS.map((label) => {
    const key = def.listColumns?.[label] === undefined ? DEFAULT_LIST_COLUMNS[label] : def.listColumns[label];
    const field = key ? def.fields[key] : undefined;
    return { label, field: key && field ? { key, def: field } : null };
  });
}
