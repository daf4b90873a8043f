/**
 * Where records live: one Firestore document per record, in a collection named like the content
 * collection; `createdAt`/`updatedAt` are ISO strings set by the server, never by the client.
 * Here: the stored document → the record the API answers (`toRecord`, used by records, history
 * and trash), the stored order, and the reads. Every write goes through writes/record-writes.ts.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  CREATED_BY,
  getCollection,
  isFiltered,
  isPublicAt,
  publicAt,
  REVIEW_NOTE,
  withCurrentKinds,
  type AnyRecord,
  type CollectionName,
  type ListImage,
} from '../model';
import { isTemplateRecord, SAMPLE_FIELD } from '../model/sample-text';
import { now } from './clock';
import { withDeadline } from '../domain/deadline';

/**
 * The stored document → the record the API answers (without the internal `position`). Given its
 * collection, a value stored before its field changed kind is read as the kind declared now
 * (model/legacy-values.ts: a plain long text is answered as formatted text, decision 0011).
 */
export function toRecord(id: string, data: DocumentData, collection?: CollectionName): AnyRecord {
  const record = { ...data, _id: id } as AnyRecord & { position?: unknown };
  delete record.position;
  return collection ? withCurrentKinds(getCollection(collection), record) : record;
}

/** A record as read from Firestore, before `position` is dropped. */
interface Positioned {
  record: AnyRecord;
  position: number | undefined;
}

function positioned(id: string, data: DocumentData, collection?: CollectionName): Positioned {
  const position =
    typeof data.position === 'number' && Number.isFinite(data.position) ? data.position : undefined;
  return { record: toRecord(id, data, collection), position };
}

const byAge = (a: AnyRecord, b: AnyRecord) =>
  a.createdAt === b.createdAt ? (a._id < b._id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * The administrator's order (data/order.ts): positioned records first, by position; the rest
 * after them, oldest first (ties by id).
 */
export function inStoredOrder(
  docs: Array<{ id: string; data: DocumentData }>,
  collection?: CollectionName,
): AnyRecord[] {
  return docs
    .map((d) => positioned(d.id, d.data, collection))
    .sort((a, b) => {
      if (a.position !== undefined && b.position !== undefined && a.position !== b.position)
        return a.position - b.position;
      if (a.position !== undefined && b.position === undefined) return -1;
      if (a.position === undefined && b.position !== undefined) return 1;
      return byAge(a.record, b.record);
    })
    .map((p) => p.record);
}

/** The query whose answer is "the stored order" (GET lists it, a reorder checks against it). */
export const storedOrderQuery = (db: Firestore, collection: CollectionName) =>
  db.collection(collection).orderBy('createdAt');

/**
 * Settings the function uses but no page shows: where the contact mail goes and how long
 * requests are kept. Public reads answer what pages show; staff reads keep everything.
 */
const STAFF_ONLY_FIELDS: Partial<Record<CollectionName, readonly string[]>> = {
  sitio: ['formRecipient', 'pqrsdRetentionYears'],
  // The families' notice of a publication (collections/parts.ts NOTICE_FIELDS): the staff's choice.
  noticias: ['notificar', 'enterado', 'avisoSedes', 'avisoGrados'],
  eventos: ['notificar', 'avisoSedes', 'avisoGrados'],
};

/**
 * Records as a visitor may read them: who saved a record last or created it is for staff only
 * (their e-mails are private), and so are a review's note and the staff-only settings. A photo's
 * original file name (a list image's `name`) is for the album's form only: it may carry a
 * child's name, so a visitor gets each photo's image and text alternative alone.
 */
export function forVisitors(collection: CollectionName, records: AnyRecord[]): AnyRecord[] {
  const hidden = ['updatedBy', CREATED_BY, REVIEW_NOTE, ...(STAFF_ONLY_FIELDS[collection] ?? [])];
  const lists = Object.entries(getCollection(collection).fields)
    .filter(([, field]) => field.kind === 'imageList')
    .map(([key]) => key);
  return records.map((record) => {
    const rest: Record<string, unknown> = { ...record };
    // Who saved it stays private; that it is still a template's text is the page's to say.
    if (isTemplateRecord(record)) rest[SAMPLE_FIELD] = true;
    for (const key of hidden) delete rest[key];
    for (const key of lists) {
      if (Array.isArray(rest[key]))
        rest[key] = (rest[key] as ListImage[]).map(({ image, alt }) => ({ image, alt }));
    }
    return rest as AnyRecord;
  });
}

export class RecordStore {
  constructor(private readonly db: Firestore) {}

  /** Every record, in the administrator's order, then oldest first. */
  async list(collection: CollectionName): Promise<AnyRecord[]> {
    const snap = await withDeadline('Firestore', storedOrderQuery(this.db, collection).get());
    return inStoredOrder(
      snap.docs.map((d) => ({ id: d.id, data: d.data() })),
      collection,
    );
  }

  async get(collection: CollectionName, id: string): Promise<AnyRecord | null> {
    const doc = await withDeadline('Firestore', this.db.collection(collection).doc(id).get());
    return doc.exists ? toRecord(doc.id, doc.data()!, collection) : null;
  }

  /**
   * What a visitor may see: every record, but a scheduled collection's only between their start
   * and end at the server's clock, and never a draft (model/schedule.ts isPublicAt), newest first. Every public answer (the
   * collection GET, the feed, the sitemap, the request-time pages) reads through here.
   */
  async listPublic(collection: CollectionName): Promise<AnyRecord[]> {
    const def = getCollection(collection);
    const all = await this.list(collection);
    return isFiltered(def) ? publicAt(def, all, await now(this.db)) : all;
  }

  /**
   * What a visitor's read answers (GET /api/{collection}, and the data a page is rendered with):
   * the published records without what only staff see.
   */
  async listForVisitors(collection: CollectionName): Promise<AnyRecord[]> {
    return forVisitors(collection, await this.listPublic(collection));
  }

  /** One record as a visitor may see it: null when missing or outside its schedule. */
  async getPublic(collection: CollectionName, id: string): Promise<AnyRecord | null> {
    const def = getCollection(collection);
    const record = await this.get(collection, id);
    if (!record || !isFiltered(def)) return record;
    return isPublicAt(def, record, await now(this.db)) ? record : null;
  }
}
