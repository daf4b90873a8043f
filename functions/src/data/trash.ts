/**
 * The trash: a deleted record is moved, not destroyed, to
 * `_trash/{collection}__{recordId}` with its full stored document (position included, so a
 * restore puts it back in its place), who deleted it and when. The purge (maintenance/) removes
 * entries for good once `purgeAfter` has passed.
 */
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { Forbidden, NotFound } from '../domain/errors';
import {
  broadcastOf,
  getCollection,
  isCollectionName,
  listColumnsOf,
  type Actor,
  type AnyRecord,
  type CollectionName,
  type TrashEntry,
} from '../model';
import { withDeadline } from '../domain/deadline';
import { guardedTransaction } from './guarded-transaction';
import { toRecord } from './records';

export const TRASH = '_trash';
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const trashId = (collection: string, id: string) => `${collection}__${id}`;

/**
 * What the Papelera shows as the record's name: the field under the admin list's first column
 * ("Título"), else its first non-empty text, so a note without a title is still recognisable.
 */
export function trashTitle(collection: CollectionName, values: DocumentData): string {
  const def = getCollection(collection);
  const key = listColumnsOf(def)[0]?.field?.key;
  const named = key ? values[key] : undefined;
  if (typeof named === 'string' && named.trim()) return named.trim().slice(0, 200);
  for (const field of Object.keys(def.fields)) {
    const v = values[field];
    if (typeof v === 'string' && v.trim() && !/^[a-z0-9]+-[a-f0-9]{20}/.test(v))
      return v.trim().slice(0, 200);
  }
  return def.label;
}

/** Writes the trash entry of a record being deleted, inside the caller's transaction. */
export function putInTrash(
  tx: Transaction,
  db: Firestore,
  collection: CollectionName,
  id: string,
  stored: DocumentData,
  actor: Actor,
  at: number = Date.now(),
): void {
  tx.set(db.collection(TRASH).doc(trashId(collection, id)), {
    collection,
    recordId: id,
    title: trashTitle(collection, stored),
    values: stored,
    deletedAt: new Date(at).toISOString(),
    uid: actor.uid,
    email: actor.email,
    purgeAfter: new Date(at + TRASH_DAYS * DAY_MS).toISOString(),
  });
}

function entryOf(data: DocumentData): TrashEntry {
  const { collection, recordId, title, deletedAt, uid, email, purgeAfter } = data as TrashEntry;
  return { collection, recordId, title, deletedAt, uid, email, purgeAfter };
}

/** Every entry, newest first. */
export async function listTrash(db: Firestore): Promise<TrashEntry[]> {
  const snap = await withDeadline('Firestore', db.collection(TRASH).orderBy('deletedAt', 'desc').get());
  return snap.docs.map((d) => entryOf(d.data())).filter((e) => isCollectionName(e.collection));
}

const unknownEntry = (collection: string, id: string) =>
  new NotFound(`No hay en la Papelera un registro «${id.slice(0, 60)}» de ${collection.slice(0, 60)}.`);

/**
 * Puts a trashed record back with its stored values (createdAt and position too, so it returns
 * to its place) and removes the entry, in one transaction. If its id was taken meanwhile, the
 * record comes back under a new id: a restore never overwrites a record.
 */
export async function restoreFromTrash(
  db: Firestore,
  collection: CollectionName,
  id: string,
): Promise<AnyRecord> {
  const entryRef = db.collection(TRASH).doc(trashId(collection, id));
  return guardedTransaction(db, 'restore', async (tx, guard) => {
    const entry = await tx.get(entryRef);
    if (!entry.exists || entry.get('collection') !== collection) throw unknownEntry(collection, id);
    const original = db.collection(collection).doc(id);
    const taken = (await tx.get(original)).exists;
    guard.stillWanted();
    const target = taken ? db.collection(collection).doc() : original;
    const values = entry.get('values') as DocumentData;
    // A copy the Secretaría withdrew stays withdrawn: only the Secretaría publishes it again.
    if (broadcastOf(values))
      throw new Forbidden(
        'Este comunicado lo retiró la Secretaría de Educación: no se puede restaurar desde la Papelera.',
        'broadcast-copy',
      );
    tx.create(target, values);
    tx.delete(entryRef);
    return toRecord(target.id, values, collection);
  });
}
