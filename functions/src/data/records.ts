/**
 * Firestore access for content records. One document per record, in a collection named like the
 * content collection; `createdAt`/`updatedAt` are ISO strings set here, never by the client.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Conflict, InvalidInput, NotFound, OutcomeUnknown } from '../domain/errors';
import { DeadlineExceeded, withDeadline } from './deadline';
import { newestVersion, recordVersion } from './history';
import { inStoredOrder, toRecord } from './order';
import { putInTrash } from './trash';
import type { Actor, AnyRecord, CollectionName } from '../model';

type Values = Record<string, string | string[]>;

export const CONFLICT_MESSAGE =
  'Otro administrador modificó este registro mientras usted lo editaba. Sus cambios no se guardaron, para no borrar los del otro administrador, y siguen en el formulario.';

/** A time strictly after `previous`, so `updatedAt` always changes on a write (it is the version). */
function nextStamp(previous?: string): string {
  const now = Date.now();
  const prev = previous ? Date.parse(previous) : NaN;
  return new Date(Number.isNaN(prev) || now > prev ? now : prev + 1).toISOString();
}

const missing = (collection: string, id: string) => new NotFound(`No existe el registro «${id}» en ${collection}.`);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

export class RecordStore {
  constructor(private readonly db: Firestore) {}

  /** Every record, in the administrator's order, then oldest first (data/order.ts). */
  async list(collection: CollectionName): Promise<AnyRecord[]> {
    const snap = await withDeadline('Firestore', this.db.collection(collection).orderBy('createdAt').get());
    return inStoredOrder(snap.docs.map((d) => ({ id: d.id, data: d.data() })));
  }

  async get(collection: CollectionName, id: string): Promise<AnyRecord | null> {
    const doc = await withDeadline('Firestore', this.db.collection(collection).doc(id).get());
    return doc.exists ? toRecord(doc.id, doc.data()!) : null;
  }

  /**
   * Applies `values` to an existing record. `expectedUpdatedAt` is the version the editor loaded:
   * if the record changed since, nothing is written (409), so one administrator never silently
   * overwrites another's edit. A transaction makes the check and the write one step, and keeps
   * the replaced version in the history in that same step (data/history.ts).
   * `beforeWrite` sees the stored record inside it and answers the values to write, or refuses the
   * write by throwing (file references are judged against what the record holds when written).
   *
   * The deadline: passed before the commit was sent, the answer is 503 "unavailable" and the
   * `abandoned` flag keeps any later attempt from writing, so "not saved" is true. Passed while
   * the commit was on its way, the outcome is unknown: 503 "outcome-unknown". The form then
   * retries with the same `expectedUpdatedAt`; if that version was replaced by this very
   * administrator with exactly these values (the newest history version says who replaced
   * what), the retry is answered 200 with the stored record instead of a 409.
   */
  async update(
    collection: CollectionName,
    id: string,
    values: Values,
    actor: Actor,
    check: {
      expectedUpdatedAt?: string;
      expectedCreatedAt?: string;
      beforeWrite?: (current: AnyRecord) => Promise<Values>;
    },
  ): Promise<AnyRecord> {
    const ref = this.db.collection(collection).doc(id);
    // Once we have answered 503, a later attempt of this transaction (the SDK retries it when
    // Firestore comes back) must not commit an edit the administrator was told did not happen.
    let abandoned = false;
    // True from the moment an attempt hands its writes to the SDK for the commit.
    let committing = false;
    const work = this.db.runTransaction(async (tx) => {
      committing = false;
      const snap = await tx.get(ref);
      if (abandoned) throw new DeadlineExceeded('Firestore (abandoned update)');
      if (!snap.exists) throw missing(collection, id);
      const stored = snap.data()!;
      const current = toRecord(id, stored);
      if (check.expectedCreatedAt !== undefined && check.expectedCreatedAt !== current.createdAt) {
        throw new InvalidInput('El campo «createdAt» lo asigna el servidor y no se puede modificar.', 'read-only-field');
      }
      if (check.expectedUpdatedAt !== undefined && check.expectedUpdatedAt !== current.updatedAt) {
        const expected = check.expectedUpdatedAt;
        const alreadyStored = Object.entries(values).every(([key, value]) => sameValue(value, current[key]));
        const newest = alreadyStored ? await newestVersion(tx, this.db, collection, id) : undefined;
        const ownSave =
          newest?.op === 'update' && newest.uid === actor.uid && newest.values.updatedAt === expected && newest.at === current.updatedAt;
        if (ownSave) return current;
        throw new Conflict(CONFLICT_MESSAGE);
      }
      const written = check.beforeWrite ? await check.beforeWrite(current) : values;
      if (abandoned) throw new DeadlineExceeded('Firestore (abandoned update)');
      const updatedAt = nextStamp(current.updatedAt);
      recordVersion(tx, this.db, collection, id, stored, actor, 'update', updatedAt);
      tx.update(ref, { ...written, updatedAt, updatedBy: actor });
      committing = true;
      return { ...current, ...written, updatedAt, updatedBy: actor, _id: id } as unknown as AnyRecord;
    });
    try {
      return await withDeadline('Firestore', work);
    } catch (err) {
      if (err instanceof DeadlineExceeded) {
        abandoned = true;
        if (committing) throw new OutcomeUnknown();
      }
      throw err;
    }
  }

  /**
   * Writes a new record. If Firestore does not answer in time the outcome is unknown: the write
   * may still land when it recovers. The caller then removes the record's files, and here, if the
   * late write does land, the record is deleted right after, so neither a record pointing at
   * removed files nor an orphan file remains.
   */
  async create(collection: CollectionName, values: Values, actor: Actor): Promise<AnyRecord> {
    const stamp = nextStamp();
    const ref = this.db.collection(collection).doc();
    const write = ref.create({ ...values, createdAt: stamp, updatedAt: stamp, updatedBy: actor });
    try {
      await withDeadline('Firestore', write);
    } catch (err) {
      if (err instanceof DeadlineExceeded) write.then(() => ref.delete()).catch(() => undefined);
      throw err;
    }
    return { ...values, createdAt: stamp, updatedAt: stamp, updatedBy: actor, _id: ref.id } as unknown as AnyRecord;
  }

  /**
   * Moves a record to the trash (data/trash.ts): the record is deleted, its trash entry and the
   * replaced version of its history (data/history.ts) written in one transaction, so a delete
   * never loses the record nor leaves it in both places.
   */
  async remove(collection: CollectionName, id: string, actor: Actor): Promise<void> {
    const ref = this.db.collection(collection).doc(id);
    // As in update: a delete the administrator was told failed must not land later.
    let abandoned = false;
    const work = this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (abandoned) throw new DeadlineExceeded('Firestore (abandoned delete)');
      if (!snap.exists) throw missing(collection, id);
      const stored = snap.data()!;
      recordVersion(tx, this.db, collection, id, stored, actor, 'delete', nextStamp(String(stored.updatedAt ?? '')));
      putInTrash(tx, this.db, collection, id, stored, actor);
      tx.delete(ref);
    });
    try {
      await withDeadline('Firestore', work);
    } catch (err) {
      if (err instanceof DeadlineExceeded) abandoned = true;
      throw err;
    }
  }
}
