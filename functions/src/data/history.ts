/**
 * Version history of records. Every update and delete keeps the document it replaces,
 * written in the same transaction as the record write, so there is never one without the other:
 * `_history/{collection}__{recordId}/versions/{auto id}` (server-only, firestore.rules denies clients).
 * A version is "kept" while it is among the newest KEEP_VERSIONS of its record; older ones are
 * pruned by the file sweep (data of the trash feature), never here, so a write stays one small step.
 */
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { isCollectionName, type Actor, type CollectionName, type RecordVersion } from '../model';
import { toRecord } from './records';
import { withDeadline } from '../domain/deadline';

export const KEEP_VERSIONS = 50;

export type VersionOp = RecordVersion['op'];

export const versionsOf = (db: Firestore, collection: CollectionName, id: string) =>
  db.collection('_history').doc(`${collection}__${id}`).collection('versions');

/**
 * Forgets a record's versions: when its trash entry is purged the record is gone for good, and
 * its history must not keep its files (or its texts) for ever.
 */
export async function forgetVersions(db: Firestore, collection: CollectionName, id: string): Promise<number> {
  const snap = await versionsOf(db, collection, id).get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  return snap.size;
}

/**
 * Queues the version `current` (the stored document being replaced) in the caller's transaction.
 * `at` is the time of the replacing write: for an update pass its new `updatedAt`, so versions
 * sort exactly like the record's own versions.
 */
export function recordVersion(
  tx: Transaction,
  db: Firestore,
  collection: CollectionName,
  id: string,
  current: DocumentData,
  actor: Actor,
  op: VersionOp,
  at = new Date().toISOString(),
): void {
  tx.create(versionsOf(db, collection, id).doc(), {
    collection,
    recordId: id,
    at,
    uid: actor.uid,
    email: actor.email,
    op,
    values: current,
  });
}

function toVersion(id: string, data: DocumentData): RecordVersion {
  return {
    id,
    at: String(data.at),
    uid: String(data.uid ?? ''),
    email: String(data.email ?? ''),
    op: data.op === 'delete' ? 'delete' : 'update',
    // As the API shows records: without the internal `position`.
    // Read as the fields are declared now (a long text kept from before it was formatted text).
    values: toRecord(
      String(data.recordId),
      (data.values ?? {}) as DocumentData,
      isCollectionName(String(data.collection)) ? (data.collection as CollectionName) : undefined,
    ),
  };
}

/** The newest `limit` versions of a record, newest first. */
export async function listVersions(
  db: Firestore,
  collection: CollectionName,
  id: string,
  limit = KEEP_VERSIONS,
): Promise<RecordVersion[]> {
  const snap = await withDeadline(
    'Firestore',
    versionsOf(db, collection, id).orderBy('at', 'desc').limit(limit).get(),
  );
  return snap.docs.map((d) => toVersion(d.id, d.data()));
}

/** The newest version, read inside a transaction (the idempotent retry of an update needs it). */
export async function newestVersion(
  tx: Transaction,
  db: Firestore,
  collection: CollectionName,
  id: string,
): Promise<RecordVersion | undefined> {
  const snap = await tx.get(versionsOf(db, collection, id).orderBy('at', 'desc').limit(1));
  const doc = snap.docs[0];
  return doc ? toVersion(doc.id, doc.data()) : undefined;
}
