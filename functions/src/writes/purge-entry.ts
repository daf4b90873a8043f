/**
 * "Eliminar definitivamente": an administrator removes one Papelera entry for good,
 * before its 30 days, for the takedown requests a school receives (a photo a family asks to
 * remove). Like the hourly purge (docs/decisions/0008): the entry goes, the record's history goes
 * (unless a record lives under that id again), and then the files they named that nothing else
 * names any more, originals and variants, at once rather than after the sweep's grace day.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { storedBaseOf, type CollectionName } from '../model';
import { withDeadline } from '../domain/deadline';
import { forgetVersions, versionsOf } from '../data/history';
import { TRASH, trashId } from '../data/trash';
import { NotFound } from '../domain/errors';
import type { Bucket } from '../files/bucket';
import { MEDIA_PREFIX } from '../files/store';
import { namesIn, referencedBases } from './file-references';

export interface PurgedEntry {
  collection: CollectionName;
  recordId: string;
  title: string;
  /** Stored files removed (originals and variants), sorted. */
  files: string[];
}

export async function purgeTrashEntry(
  db: Firestore,
  bucket: Bucket,
  collection: CollectionName,
  id: string,
): Promise<PurgedEntry> {
  const ref = db.collection(TRASH).doc(trashId(collection, id));
  const entry = await withDeadline('Firestore', ref.get());
  if (!entry.exists || entry.get('collection') !== collection) {
    throw new NotFound(`No hay en la Papelera un registro «${id.slice(0, 60)}» de ${collection}.`);
  }
  const bases = namesIn(entry.get('values'));
  const live = await withDeadline('Firestore', db.collection(collection).doc(id).get());
  if (!live.exists) {
    const versions = await withDeadline('Firestore', versionsOf(db, collection, id).get());
    for (const v of versions.docs) namesIn(v.get('values'), bases);
    await withDeadline('Firestore', forgetVersions(db, collection, id));
  }
  await withDeadline('Firestore', ref.delete());

  // Read after the deletes: only what another record, version or entry still names is kept.
  const referenced = await referencedBases(db);
  const doomed = [...bases].filter((base) => !referenced.has(base));
  const files: string[] = [];
  for (const base of doomed) {
    const [found] = await withDeadline('Storage', bucket.getFiles({ prefix: `${MEDIA_PREFIX}${base}` }));
    for (const file of found) {
      const name = file.name.slice(MEDIA_PREFIX.length);
      if (storedBaseOf(name) !== base) continue;
      await withDeadline('Storage', file.delete({ ignoreNotFound: true }));
      files.push(name);
    }
  }
  return { collection, recordId: id, title: String(entry.get('title') ?? ''), files: files.sort() };
}
