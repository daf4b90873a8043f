/**
 * Firestore access for content records. One document per record, in a collection named like the
 * content collection; `createdAt`/`updatedAt` are ISO strings set here, never by the client.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { AnyRecord, CollectionName } from '../model';

export class RecordStore {
  constructor(private readonly db: Firestore) {}

  /** Every record, oldest first (ties broken by id): a stable order for lists and slides. */
  async list(collection: CollectionName): Promise<AnyRecord[]> {
    const snap = await this.db.collection(collection).orderBy('createdAt').get();
    const records = snap.docs.map((d) => ({ ...(d.data() as AnyRecord), _id: d.id }));
    return records.sort((a, b) =>
      a.createdAt === b.createdAt ? (a._id < b._id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
    );
  }

  async get(collection: CollectionName, id: string): Promise<AnyRecord | null> {
    const doc = await this.db.collection(collection).doc(id).get();
    return doc.exists ? { ...(doc.data() as AnyRecord), _id: doc.id } : null;
  }
}
