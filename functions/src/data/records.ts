/**
 * Firestore access for content records. One document per record, in a collection named like the
 * content collection; `createdAt`/`updatedAt` are ISO strings set here, never by the client.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError, notFound } from '../http/errors';
import { DeadlineExceeded, withDeadline } from './deadline';
import type { AnyRecord, CollectionName } from '../model';

type Values = Record<string, string | string[]>;

export const CONFLICT_MESSAGE =
  'Otro administrador modificó este registro mientras usted lo editaba. Sus cambios no se guardaron, para no borrar los del otro administrador, y siguen en el formulario.';

/** A time strictly after `previous`, so `updatedAt` always changes on a write (it is the version). */
function nextStamp(previous?: string): string {
  const now = Date.now();
  const prev = previous ? Date.parse(previous) : NaN;
  return new Date(Number.isNaN(prev) || now > prev ? now : prev + 1).toISOString();
}

const missing = (collection: string, id: string) => notFound(`No existe el registro «${id}» en ${collection}.`);

export class RecordStore {
  constructor(private readonly db: Firestore) {}

  /** Every record, oldest first (ties broken by id): a stable order for lists and slides. */
  async list(collection: CollectionName): Promise<AnyRecord[]> {
    const snap = await withDeadline('Firestore', this.db.collection(collection).orderBy('createdAt').get());
    const records = snap.docs.map((d) => ({ ...(d.data() as AnyRecord), _id: d.id }));
    return records.sort((a, b) =>
      a.createdAt === b.createdAt ? (a._id < b._id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
    );
  }

  async get(collection: CollectionName, id: string): Promise<AnyRecord | null> {
    const doc = await withDeadline('Firestore', this.db.collection(collection).doc(id).get());
    return doc.exists ? { ...(doc.data() as AnyRecord), _id: doc.id } : null;
  }

  /**
   * Applies `values` to an existing record. `expectedUpdatedAt` is the version the editor loaded:
   * if the record changed since, nothing is written (409), so one administrator never silently
   * overwrites another's edit. A transaction makes the check and the write one step.
   */
  async update(
    collection: CollectionName,
    id: string,
    values: Values,
    check: {
      expectedUpdatedAt?: string;
      expectedCreatedAt?: string;
      /** Judges the record as it would be after the write (rules across fields); throws to refuse. */
      merged?: (record: AnyRecord) => void;
    },
  ): Promise<AnyRecord> {
    const ref = this.db.collection(collection).doc(id);
    // Once we have answered 503, a later attempt of this transaction (the SDK retries it when
    // Firestore comes back) must not commit an edit the administrator was told did not happen.
    let abandoned = false;
    const work = this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (abandoned) throw new DeadlineExceeded('Firestore (abandoned update)');
      if (!snap.exists) throw missing(collection, id);
      const current = snap.data() as AnyRecord;
      if (check.expectedCreatedAt !== undefined && check.expectedCreatedAt !== current.createdAt) {
        throw new HttpError(400, 'read-only-field', 'El campo «createdAt» lo asigna el servidor y no se puede modificar.');
      }
      if (check.expectedUpdatedAt !== undefined && check.expectedUpdatedAt !== current.updatedAt) {
        throw new HttpError(409, 'conflict', CONFLICT_MESSAGE);
      }
      check.merged?.({ ...current, ...values, _id: id } as AnyRecord);
      const updatedAt = nextStamp(current.updatedAt);
      tx.update(ref, { ...values, updatedAt });
      return { ...current, ...values, updatedAt, _id: id } as AnyRecord;
    });
    try {
      return await withDeadline('Firestore', work);
    } catch (err) {
      if (err instanceof DeadlineExceeded) abandoned = true;
      throw err;
    }
  }

  /**
   * Writes a new record. If Firestore does not answer in time the outcome is unknown: the write
   * may still land when it recovers. The caller then removes the record's files, and here, if the
   * late write does land, the record is deleted right after, so neither a record pointing at
   * removed files nor an orphan file remains.
   */
  async create(collection: CollectionName, values: Values): Promise<AnyRecord> {
    const stamp = nextStamp();
    const ref = this.db.collection(collection).doc();
    const write = ref.create({ ...values, createdAt: stamp, updatedAt: stamp });
    try {
      await withDeadline('Firestore', write);
    } catch (err) {
      if (err instanceof DeadlineExceeded) write.then(() => ref.delete()).catch(() => undefined);
      throw err;
    }
    return { ...values, createdAt: stamp, updatedAt: stamp, _id: ref.id } as AnyRecord;
  }

  async remove(collection: CollectionName, id: string): Promise<void> {
    try {
      // The precondition makes a missing record a 404 instead of a silent no-op.
      await withDeadline('Firestore', this.db.collection(collection).doc(id).delete({ exists: true }));
    } catch (err) {
      if ((err as { code?: unknown }).code === 5) throw missing(collection, id);
      throw err;
    }
  }
}
