/**
 * Whether a live record names a stored file (issue 21, takedown): /media serves the public only
 * files a record in use shows. A deleted record's photo (in the Papelera, in the history) stops
 * being public at once; administrators still read it with their token.
 *
 * File fields are top-level values (model/field-kinds.ts), so one equality query answers: the
 * file's binding (its upload's collection and field, Storage metadata) says where to look; a file
 * without one (stored before bindings) is looked for in every file field of every collection.
 *
 * An album's photos (issue 25) sit inside a list of { image, alt }, which no equality query can
 * match: the list field's names are read from the collection (albums are few) and kept for
 * LIST_TTL_MS per instance, and only a name found is trusted from that copy. So a new album's
 * photos are public at once (a name not found is read again), a thumbnail burst costs one read of
 * the albums, and a deleted album's photos stop being public within LIST_TTL_MS.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTION_NAMES, getCollection, isCollectionName, isFileField } from '../model';
import { withDeadline } from './deadline';

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

export const LIST_TTL_MS = 5_000;
const lists = new Map<string, { at: number; names: Promise<Set<string>> }>();

function readList(db: Firestore, collection: string, field: string): Promise<Set<string>> {
  return withDeadline('Firestore', db.collection(collection).select(field).get()).then(
    (snap) =>
      new Set(
        snap.docs.flatMap((d) => {
          const value: unknown = d.get(field);
          return Array.isArray(value) ? value.flatMap((p: { image?: unknown } | null) => (p && typeof p.image === 'string' ? [p.image] : [])) : [];
        }),
      ),
  );
}

async function inList(db: Firestore, collection: string, field: string, original: string): Promise<boolean> {
  const key = `${collection}/${field}`;
  const cached = lists.get(key);
  if (cached && Date.now() - cached.at < LIST_TTL_MS) {
    // In flight or fresh: shared by the burst of thumbnails one album page asks for.
    if ((await cached.names.catch(() => new Set<string>())).has(original)) return true;
  }
  const names = readList(db, collection, field);
  lists.set(key, { at: Date.now(), names });
  names.catch(() => lists.delete(key));
  return (await names).has(original);
}

async function named(db: Firestore, collection: string, field: string, original: string): Promise<boolean> {
  const snap = await withDeadline('Firestore', db.collection(collection).where(field, '==', original).limit(1).get());
  return !snap.empty;
}

/**
 * True when a live record holds `original` (a stored original's name) in a file field; `where`
 * is the file's binding, when it has a valid one.
 */
export async function isInUse(
  db: Firestore,
  original: string,
  where?: { collection?: unknown; field?: unknown },
): Promise<boolean> {
  const { collection, field } = where ?? {};
  if (typeof collection === 'string' && isCollectionName(collection) && typeof field === 'string') {
    const declared = Object.prototype.hasOwnProperty.call(getCollection(collection).fields, field)
      ? getCollection(collection).fields[field]
      : undefined;
    if (declared && isFileField(declared)) return named(db, collection, field, original);
    if (declared?.kind === 'imageList') return inList(db, collection, field, original);
  }
  const found = await Promise.all([
    ...FILE_FIELDS.map((f) => named(db, f.collection, f.field, original)),
    ...LIST_FIELDS.map((f) => inList(db, f.collection, f.field, original)),
  ]);
  return found.some(Boolean);
}
