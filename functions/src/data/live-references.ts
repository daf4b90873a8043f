/**
 * Whether a live record names a stored file (issue 21, takedown): /media serves the public only
 * files a record in use shows. A deleted record's photo (in the Papelera, in the history) stops
 * being public at once; administrators still read it with their token.
 *
 * File fields are top-level values (model/field-kinds.ts), so one equality query answers: the
 * file's binding (its upload's collection and field, Storage metadata) says where to look; a file
 * without one (stored before bindings) is looked for in every file field of every collection.
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
  }
  const found = await Promise.all(FILE_FIELDS.map((f) => named(db, f.collection, f.field, original)));
  return found.some(Boolean);
}
