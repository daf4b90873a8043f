/**
 * The admin home's overview: for each section the role may edit, one row per record
 * with only what the latest changes and the search show (its name, when and by whom it was last
 * saved). GET /api/overview answers it in one request; the home used to read the 23 sections'
 * full records one after another on every visit.
 */
import { COLLECTION_NAMES, getCollection, type CollectionName } from './collections';
import { listColumnsOf } from './list-columns';
import { canWriteCollection, type Role } from './roles';
import { updatedByOf, type Actor } from './updated-by';

export interface OverviewRow {
  _id: string;
  /** What the administrator recognises the record by (see overviewTitle). */
  title: string;
  updatedAt: string;
  /** Who saved it last, when known (staff only: the answer is never public). */
  updatedBy?: Actor;
}

export interface OverviewSection {
  collection: CollectionName;
  rows: OverviewRow[];
}

/** A stored record as read (its `updatedBy` included), whatever its collection. */
type Stored = { _id: string } & Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * "María Gómez" for a docente (title and titleone), else the text under the list's first column,
 * else the record's id: never empty, so every row can be a link.
 */
export function overviewTitle(collection: CollectionName, record: Stored): string {
  const named = [record.title, record.titleone].map(text).filter(Boolean).join(' ');
  if (named) return named.slice(0, 200);
  const key = listColumnsOf(getCollection(collection))[0]?.field?.key;
  return (key ? text(record[key]) : '').slice(0, 200) || record._id;
}

export function overviewRowOf(collection: CollectionName, record: Stored): OverviewRow {
  const updatedBy = updatedByOf(record);
  return {
    _id: record._id,
    title: overviewTitle(collection, record),
    updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : '',
    ...(updatedBy ? { updatedBy } : {}),
  };
}

/** The sections a role edits, in the declarations' order (an editor's have no settings): the overview's and the admin select's. */
export const editableCollections = (role: Role | null | undefined): CollectionName[] =>
  COLLECTION_NAMES.filter((name) => canWriteCollection(role, name));
