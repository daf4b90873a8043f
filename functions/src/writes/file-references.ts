/**
 * Which stored files the records name (docs/decisions/0008): every stored name found in a live
 * record, a history version or a trash entry. The hourly sweep and "Eliminar definitivamente"
 * both keep a file while anything here names it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTION_NAMES, isStoredName, storedBaseOf } from '../model';
import { withDeadline } from '../domain/deadline';
import { TRASH } from '../data/trash';

/** Every stored file name found anywhere in a document's values (fields, lists, nested values). */
export function namesIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (isStoredName(value)) into.add(storedBaseOf(value));
  } else if (Array.isArray(value)) {
    for (const v of value) namesIn(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value as Record<string, unknown>)) namesIn(v, into);
  }
  return into;
}

/** Bases of every file named by a live record or a trash entry (the sweep adds its paged history). */
export async function liveAndTrashBases(db: Firestore, bases: Set<string> = new Set()): Promise<Set<string>> {
  const snaps = await Promise.all([
    ...COLLECTION_NAMES.map((name) => withDeadline('Firestore', db.collection(name).get())),
    withDeadline('Firestore', db.collection(TRASH).get()),
  ]);
  for (const snap of snaps) snap.docs.forEach((d) => namesIn(d.data(), bases));
  return bases;
}

/** Bases of every file named by a live record, a history version or a trash entry. */
export async function referencedBases(db: Firestore): Promise<Set<string>> {
  const bases = await liveAndTrashBases(db);
  const versions = await withDeadline('Firestore', db.collectionGroup('versions').get());
  versions.docs.forEach((d) => namesIn(d.data(), bases));
  return bases;
}
