/**
 * The shape of a collection declaration, and the types derived from it. A declaration is plain
 * data: it drives the server's validation (schema.ts), the admin table and form, and the seed.
 */
import type { FieldDef, FieldValue, ValueOfKind } from './field-kinds';
import type { ListColumn } from './list-columns';

export interface CollectionDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Firestore collection and API path segment: /api/{name}. */
  name: string;
  /** Spanish name shown in the admin select. */
  label: string;
  /**
   * What one record is called, and its grammatical gender, for the create screen's title ("Nuevo
   * evento", "Nueva noticia"). Every collection that can create declares it (a model test checks).
   */
  singular?: string;
  gender?: 'm' | 'f';
  /** Many records (slides, staff, calls) or one record that is a page. */
  cardinality: 'many' | 'single';
  /** POST /api/{name} and the admin create form exist (spec §2, §7). */
  canCreate: boolean;
  /** DELETE /api/{name}/{id} and the 'Eliminar' button exist (spec §2, §6). */
  canDelete: boolean;
  /**
   * The administrator sets the records' order (PUT /api/{name}/order, Subir/Bajar and drag in the
   * admin table); lists and public pages follow it. Absent: oldest first.
   */
  orderable?: boolean;
  fields: F;
  /**
   * Which field fills each column of the admin list (spec §2), where it differs from
   * DEFAULT_LIST_COLUMNS (list-columns.ts); a column without a field stays empty (the model's
   * tests check that every named field exists).
   */
  listColumns?: Partial<Record<ListColumn, string | null>>;
  /**
   * Groups of fields of which a record must fill at least one (a transparency entry needs a PDF
   * or a link). Checked on creates and, on the merged record, on updates.
   */
  requireOneOf?: readonly (readonly string[])[];
  /**
   * Scheduled publishing (schedule.ts): public answers show a record only from its `from`
   * datetime field (if declared) until its `until` one; administrators see all, with the state.
   * `allDay` names a choice field whose `si` stretches `until` to the end of that day in the
   * school's zone (an all-day event lasts its whole last day).
   */
  schedule?: { from?: string; until?: string; allDay?: string };
  /**
   * Pairs of date-time fields in order: `field` may not be before `than` (an event's end, a
   * notice's "visible hasta"). Checked on both sides like requireOneOf, when both are filled.
   */
  notBefore?: readonly { field: string; than: string }[];
  /**
   * A field that is required only when another is filled (a picture's alternative text):
   * `{ imageAlt: 'image' }`. Checked like `requireOneOf`: creates whole, updates merged.
   */
  requireWith?: Readonly<Record<string, string>>;
  /**
   * Drafts and review (drafts.ts): the choice field (DRAFT_FIELD) that says whether a
   * record is a draft, in review or published. Only published records are ever public.
   */
  drafts?: string;
  /**
   * The Secretaría de Educación may send records of this collection to many schools at once
   * (model/broadcast.ts): each school gets its own record, marked «De la Secretaría de
   * Educación», which the school cannot change or delete, only hide from its home page.
   */
  broadcast?: true;
}

/** Keeps the literal field names and kinds, so the record types below are exact. */
export function defineCollection<const F extends Record<string, FieldDef>>(
  def: CollectionDef<F>,
): CollectionDef<F> {
  return def;
}

/** The fields an administrator edits, typed from a declaration. */
export type RecordValues<C extends CollectionDef> = {
  -readonly [K in keyof C['fields']]: ValueOfKind[C['fields'][K]['kind']];
};

/** Set by the server on every write; `_id` is the Firestore document id. */
export interface ServerFields {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

export type StoredRecord<C extends CollectionDef = CollectionDef> = RecordValues<C> & ServerFields;

/** A record of any collection, as the generic admin pieces see it. */
export type AnyRecord = ServerFields & Record<string, FieldValue>;
