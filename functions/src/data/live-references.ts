/**
 * Whether a visitor may see a stored file: /media serves the public only files that a record a
 * visitor can see right now shows (published, inside its visibility window: model/schedule.ts
 * `isPublicAt`, the predicate every public read uses). A file named only by a draft, a record in
 * review, a scheduled or withdrawn record, a deleted record (in the Papelera, in the history) or
 * no record at all is not public; staff still read it with their token (routes/media.ts).
 *
 * Nothing here is cached: the verdict is read from Firestore on every request, so the first
 * request after a write that publishes, unpublishes or deletes a record gets the new verdict
 * (the public answer itself is cached by the CDN, docs/api.md "When a file is public"). Since only
 * editors and administrators publish, only they make a file public; a colaborador's draft naming
 * a file that was taken down leaves it taken down.
 *
 * File fields are top-level values (model/field-kinds.ts), so one equality query finds the records
 * that name the file: the file's binding (its upload's collection and field, Storage metadata)
 * says where to look; a file without one (stored before bindings) is looked for in every file
 * field of every collection. An album's photos sit inside a list of { image, alt }, which no
 * equality query can match: that collection's records are read (their list and visibility fields
 * only; albums are few).
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTION_NAMES,
  getCollection,
  isCollectionName,
  isFileField,
  isPublicAt,
  type CollectionName,
} from '../model';
import { pdfNameSources } from '../model/pdf-name';
import { withDeadline } from '../domain/deadline';

/** Every (collection, file field) pair of the model. */
export const FILE_FIELDS = COLLECTION_NAMES.flatMap((collection) =>
  Object.entries(getCollection(collection).fields)
    .filter(([, field]) => isFileField(field))
    .map(([field]) => ({ collection, field })),
);

/** Every (collection, image-list field) pair of the model. */
const LIST_FIELDS = COLLECTION_NAMES.flatMap((collection) =>
  Object.entries(getCollection(collection).fields)
    .filter(([, field]) => field.kind === 'imageList')
    .map(([field]) => ({ collection, field })),
);

/** The fields that decide whether a record of the collection is public now (its state, its dates). */
function visibilityFields(collection: CollectionName): string[] {
  const def = getCollection(collection);
  return [def.drafts, def.schedule?.from, def.schedule?.until, def.schedule?.allDay].filter(
    (f): f is string => !!f,
  );
}

const shown = (collection: CollectionName, data: DocumentData, nowMs: number) =>
  isPublicAt(getCollection(collection), data, nowMs);

/**
 * A record a visitor can see now that shows the file: where, and its fields that say so (its
 * visibility) and, for a PDF, those its saved name is read from (model/pdf-name.ts).
 */
export interface ShownIn {
  collection: CollectionName;
  field: string;
  data: DocumentData;
}

async function namedByVisible(
  db: Firestore,
  collection: CollectionName,
  field: string,
  original: string,
  nowMs: number,
): Promise<ShownIn | null> {
  const declared = getCollection(collection).fields[field];
  const names = declared?.kind === 'pdf' && !declared.saveAs ? pdfNameSources(field) : [];
  const query = db
    .collection(collection)
    .where(field, '==', original)
    .select(...new Set([...visibilityFields(collection), ...names]));
  const snap = await withDeadline('Firestore', query.get());
  const doc = snap.docs.find((d) => shown(collection, d.data(), nowMs));
  return doc ? { collection, field, data: doc.data() } : null;
}

async function listedByVisible(
  db: Firestore,
  collection: CollectionName,
  field: string,
  original: string,
  nowMs: number,
): Promise<ShownIn | null> {
  const snap = await withDeadline(
    'Firestore',
    db
      .collection(collection)
      .select(field, ...visibilityFields(collection))
      .get(),
  );
  const doc = snap.docs.find((d) => {
    const value: unknown = d.get(field);
    const names = Array.isArray(value) ? value.map((p: { image?: unknown } | null) => p?.image) : [];
    return names.includes(original) && shown(collection, d.data(), nowMs);
  });
  return doc ? { collection, field, data: doc.data() } : null;
}

/**
 * A record a visitor can see at `nowMs` that holds `original` (a stored original's name) in a
 * file field, or null; `where` is the file's binding, when it has a valid one.
 */
export async function visibleRecordShowing(
  db: Firestore,
  original: string,
  nowMs: number,
  where?: { collection?: unknown; field?: unknown },
): Promise<ShownIn | null> {
  const { collection, field } = where ?? {};
  if (typeof collection === 'string' && isCollectionName(collection) && typeof field === 'string') {
    const declared = Object.prototype.hasOwnProperty.call(getCollection(collection).fields, field)
      ? getCollection(collection).fields[field]
      : undefined;
    if (declared && isFileField(declared)) return namedByVisible(db, collection, field, original, nowMs);
    if (declared?.kind === 'imageList') return listedByVisible(db, collection, field, original, nowMs);
  }
  const found = await Promise.all([
    ...FILE_FIELDS.map((f) => namedByVisible(db, f.collection, f.field, original, nowMs)),
    ...LIST_FIELDS.map((f) => listedByVisible(db, f.collection, f.field, original, nowMs)),
  ]);
  return found.find((f) => f !== null) ?? null;
}
