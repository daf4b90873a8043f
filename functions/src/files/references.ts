/**
 * Which stored files the records name (docs/decisions/0008): every stored name found in a live
 * record, a history version or a trash entry. The hourly sweep and "Eliminar definitivamente"
 * (issue 27) both keep a file while anything here names it.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { COLLECTION_NAMES, isStoredName, storedBaseOf } from '../model';
import { withDeadline } from '../data/deadline';
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

/** Bases of every file named by a live record, a history version or a trash entry. */
export async function referencedBases(db: Firestore): Promise<Set<string>> {
  const bases = new Set<string>();
  const add = (docs: Array<{ data(): DocumentData }>) => docs.forEach((d) => namesIn(d.data(), bases));
  const snaps = await Promise.all([
    ...COLLECTION_NAMES.map((name) => withDeadline('Firestore', db.collection(name).get())),
    withDeadline('Firestore', db.collection(TRASH).get()),
    withDeadline('Firestore', db.collectionGroup('versions').get()),
  ]);
  for (const snap of snaps) add(snap.docs);
  return bases;
}

