/**
 * The server's half of a `slug` field (model/slug.ts): what a client sends is ignored; a create
 * gets one made from its source field (the title), unique in the collection (`-2`, `-3`…); an
 * update makes a new one only while the record has never been public (a changed title of a
 * scheduled item), so an address people may have shared never changes once published.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isUnpublished, scheduleState, slugify, uniqueSlug, type AnyRecord, type CollectionDef, type FieldValue, type SlugField } from '../model';
import { withDeadline } from '../data/deadline';

type Values = Record<string, FieldValue>;

const slugFields = (def: CollectionDef) =>
  Object.entries(def.fields).filter((entry): entry is [string, SlugField] => entry[1].kind === 'slug');

/** The values without any slug a client sent. */
export function withoutClientSlugs(def: CollectionDef, values: Values): Values {
  const out = { ...values };
  for (const [key] of slugFields(def)) delete out[key];
  return out;
}

/** The slugs of the collection that start like `base` (base itself and base-N), but record `exceptId`'s. */
async function takenLike(db: Firestore, tx: Transaction | null, collection: string, key: string, base: string, exceptId?: string) {
  const query = db
    .collection(collection)
    .where(key, '>=', base)
    .where(key, '<=', `${base}\uf8ff`)
    .select(key);
  const snap = await withDeadline('Firestore', tx ? tx.get(query) : query.get());
  return new Set(snap.docs.filter((d) => d.id !== exceptId).map((d) => String(d.get(key) ?? '')));
}

/**
 * A create's slugs. Read outside a transaction: two administrators creating the same title in
 * the same instant could both get it; the article page then shows the newest, and the other
 * record gets its own address on its next save while still scheduled (documented risk).
 */
export async function slugsForCreate(db: Firestore, collection: string, def: CollectionDef, values: Values): Promise<Values> {
  const out: Values = {};
  for (const [key, field] of slugFields(def)) {
    const base = slugify(String(values[field.from] ?? ''));
    out[key] = uniqueSlug(base, await takenLike(db, null, collection, key, base));
  }
  return out;
}

/** An update's slugs (inside its transaction): a new one only for a never-public record whose source changed. */
export async function slugsForUpdate(
  db: Firestore,
  tx: Transaction,
  collection: string,
  def: CollectionDef,
  values: Values,
  current: AnyRecord,
  nowMs: number,
): Promise<Values> {
  const out: Values = {};
  for (const [key, field] of slugFields(def)) {
    const stored = typeof current[key] === 'string' ? (current[key] as string) : '';
    const source = field.from in values ? String(values[field.from]) : String(current[field.from] ?? '');
    const sourceChanged = field.from in values && values[field.from] !== current[field.from];
    const neverPublic = isUnpublished(def, current) || scheduleState(def, current, nowMs) === 'Programada';
    if (stored !== '' && !(sourceChanged && neverPublic)) continue;
    const base = slugify(source);
    out[key] = uniqueSlug(base, await takenLike(db, tx, collection, key, base, current._id));
  }
  return out;
}
