/**
 * The server's half of a `slug` field (model/slug.ts): what a client sends is ignored; the address
 * is made from the source field (the title), and never reveals a record its reader may not see:
 * - A published record holds its address, unique among the published records of its collection.
 *   Once the record has been public the address never changes, so shared links keep working.
 * - A published record that is not public yet (a scheduled item) holds one in the order the
 *   records of its title go public: the first to go public takes `base`, the next `base-2`… A
 *   scheduled item so gives its address up to a record of the same title that goes public before
 *   it (nobody saw it yet), and a public `base-2` never points to a `base` still hidden.
 * - A draft (or a record in review) holds none: its address is provisional, unique among the
 *   addresses that are or were public and its author's own records (what its author may see), and
 *   settled as above when the record is published. A colaborador's draft titled like somebody's
 *   scheduled item or draft gets the plain address, as if they did not exist.
 * A record that gives up its address, or moves up into a gap a record left, is rewritten in the
 * same commit as the write that moved it (its slug only: no new version, no new `updatedAt`).
 */
import type { DocumentReference, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import {
  CREATED_BY,
  creatorOf,
  isUnpublished,
  scheduleState,
  settleSlugs,
  SLUG_MAX,
  slugify,
  slugNumber,
  uniqueSlug,
  type AnyRecord,
  type CollectionDef,
  type FieldValue,
  type SlugField,
} from '../model';
import { withDeadline } from '../domain/deadline';

type Values = Record<string, FieldValue>;
type Stored = Record<string, unknown>;

const slugFields = (def: CollectionDef) =>
  Object.entries(def.fields).filter((entry): entry is [string, SlugField] => entry[1].kind === 'slug');

/** Whether the collection's records have an address made from their title. */
export const hasSlugs = (def: CollectionDef) => slugFields(def).length > 0;

/** The values without any slug a client sent. */
export function withoutClientSlugs(def: CollectionDef, values: Values): Values {
  const out = { ...values };
  for (const [key] of slugFields(def)) delete out[key];
  return out;
}

/** A draft holds no address; a published record waits for its start, or is (or was) public. */
type Standing = 'draft' | 'waiting' | 'public';

function standingOf(def: CollectionDef, record: Stored, nowMs: number): Standing {
  if (isUnpublished(def, record)) return 'draft';
  return scheduleState(def, record, nowMs) === 'Programada' ? 'waiting' : 'public';
}

/** When a record goes public: its start when it waits for one, else now. */
const startOf = (def: CollectionDef, record: Stored, standing: Standing, nowMs: number) =>
  standing === 'waiting' ? Date.parse(String(record[def.schedule!.from!])) : nowMs;

/** A record another write moves to another address. */
export interface SlugMove {
  ref: DocumentReference;
  key: string;
  slug: string;
  /** Its version when read: a create's batch writes the move only onto that version. */
  readAt: Timestamp;
}

export interface SlugWrite {
  /** The written record's slugs, when they change. */
  values: Values;
  /** The other records whose address this write moves. */
  moves: SlugMove[];
}

interface Member {
  id: string;
  ref: DocumentReference;
  readAt: Timestamp;
  slug: string;
  /** The address its own title makes. */
  base: string;
  standing: Standing;
  start: number;
  author: string | undefined;
}

/** The records (but `exceptId`) whose address is `base` or `base-n`, read in `tx` when there is one. */
async function family(
  db: Firestore,
  tx: Transaction | null,
  collection: string,
  def: CollectionDef,
  [key, field]: [string, SlugField],
  base: string,
  nowMs: number,
  exceptId?: string,
): Promise<Member[]> {
  // `base-n` starts with `base` unless the suffix cut a long one: then with what any cut keeps.
  const short = base.length <= SLUG_MAX - 8;
  const from = short ? base : base.slice(0, SLUG_MAX - 8).replace(/-+$/, '');
  const to = short ? `${base}-\uf8ff` : `${from}\uf8ff`;
  const read = [
    key,
    field.from,
    def.drafts,
    def.schedule?.from,
    def.schedule?.until,
    def.schedule?.allDay,
    CREATED_BY,
  ];
  const query = db
    .collection(collection)
    .where(key, '>=', from)
    .where(key, '<=', to)
    .select(...read.filter((f): f is string => !!f));
  const snap = await withDeadline('Firestore', tx ? tx.get(query) : query.get());
  return snap.docs
    .filter((d) => d.id !== exceptId && slugNumber(base, String(d.get(key) ?? '')) > 0)
    .map((d) => {
      const data = d.data();
      const standing = standingOf(def, data, nowMs);
      return {
        id: d.id,
        ref: d.ref,
        readAt: d.updateTime,
        slug: String(data[key]),
        base: slugify(String(data[field.from] ?? '')),
        standing,
        start: startOf(def, data, standing, nowMs),
        author: creatorOf(data),
      };
    });
}

/** A draft's provisional address: free among the addresses that are or were public and its author's records. */
function provisional(base: string, members: Member[], author: string | undefined): string {
  const seen = members.filter(
    (m) => m.standing === 'public' || (author !== undefined && m.author === author),
  );
  return uniqueSlug(base, new Set(seen.map((m) => m.slug)));
}

/**
 * The addresses of `base`'s waiting records, with `self` among them when given (model/slug.ts
 * settleSlugs): `self`'s own, and the moves of the others. Public records keep theirs, and so do
 * waiting ones of another title whose own address is `base-n` ("Reunión 2"): they are not in line.
 */
function settle(
  key: string,
  base: string,
  members: Member[],
  self?: { id: string; slug: string; start: number },
) {
  const inLine = members.filter((m) => m.standing === 'waiting' && m.base === base);
  const fixed = new Set(
    members.filter((m) => m.standing !== 'draft' && !inLine.includes(m)).map((m) => m.slug),
  );
  const settled = settleSlugs(base, fixed, self ? [...inLine, self] : inLine);
  const moves = inLine
    .filter((m) => settled.get(m.id) !== m.slug)
    .map((m): SlugMove => ({ ref: m.ref, key, slug: settled.get(m.id)!, readAt: m.readAt }));
  return { own: self ? settled.get(self.id)! : '', moves };
}

/**
 * A create's slugs, by `author`. Read outside a transaction (a create is one plain commit): two
 * records of one title created in the same instant could both get an address; the article page
 * then shows the newest. The moves of others are written only onto the versions read here.
 */
export async function slugsForCreate(
  db: Firestore,
  collection: string,
  def: CollectionDef,
  values: Values,
  author: string,
  nowMs: number,
): Promise<SlugWrite> {
  const out: SlugWrite = { values: {}, moves: [] };
  const standing = standingOf(def, values, nowMs);
  for (const entry of slugFields(def)) {
    const [key, field] = entry;
    const base = slugify(String(values[field.from] ?? ''));
    const members = await family(db, null, collection, def, entry, base, nowMs);
    if (standing === 'draft') {
      out.values[key] = provisional(base, members, author);
      continue;
    }
    const settled = settle(key, base, members, {
      id: '',
      slug: '',
      start: startOf(def, values, standing, nowMs),
    });
    out.values[key] = settled.own;
    out.moves.push(...settled.moves);
  }
  return out;
}

/**
 * An update's slugs, inside its transaction: none for a record that has been public (its address
 * stays); for a draft, a provisional one when its title changed; for a published record not public
 * yet (or published by this write), its place in its title's line. A waiting record that leaves
 * its line (a new title, or back to draft) leaves no gap in it either.
 */
export async function slugsForUpdate(
  db: Firestore,
  tx: Transaction,
  collection: string,
  def: CollectionDef,
  values: Values,
  current: AnyRecord,
  nowMs: number,
): Promise<SlugWrite> {
  const out: SlugWrite = { values: {}, moves: [] };
  const after: Stored = { ...current, ...values };
  const was = standingOf(def, current, nowMs);
  const will = standingOf(def, after, nowMs);
  for (const entry of slugFields(def)) {
    const [key, field] = entry;
    const stored = typeof current[key] === 'string' ? (current[key] as string) : '';
    if (was === 'public' && stored !== '') continue;
    const oldBase = slugify(String(current[field.from] ?? ''));
    const base = slugify(String(after[field.from] ?? ''));
    const sourceChanged = field.from in values && values[field.from] !== current[field.from];
    if (will === 'draft') {
      if (stored === '' || sourceChanged) {
        const members = await family(db, tx, collection, def, entry, base, nowMs, current._id);
        out.values[key] = provisional(base, members, creatorOf(current));
      }
    } else {
      const members = await family(db, tx, collection, def, entry, base, nowMs, current._id);
      const settled = settle(key, base, members, {
        id: current._id,
        slug: stored,
        start: startOf(def, after, will, nowMs),
      });
      if (settled.own !== stored) out.values[key] = settled.own;
      out.moves.push(...settled.moves);
    }
    if (was === 'waiting' && (will === 'draft' || base !== oldBase)) {
      out.moves.push(
        ...settle(key, oldBase, await family(db, tx, collection, def, entry, oldBase, nowMs, current._id))
          .moves,
      );
    }
  }
  return out;
}

/** A delete's moves, inside its transaction: a waiting record leaves no gap in its title's line. */
export async function slugsForRemove(
  db: Firestore,
  tx: Transaction,
  collection: string,
  def: CollectionDef,
  current: Stored & { _id: string },
  nowMs: number,
): Promise<SlugMove[]> {
  if (standingOf(def, current, nowMs) !== 'waiting') return [];
  const moves: SlugMove[] = [];
  for (const entry of slugFields(def)) {
    const base = slugify(String(current[entry[1].from] ?? ''));
    moves.push(
      ...settle(entry[0], base, await family(db, tx, collection, def, entry, base, nowMs, current._id)).moves,
    );
  }
  return moves;
}

/** Writes `moves` in `tx` (reads done). */
export function writeMoves(tx: Transaction, moves: SlugMove[]): void {
  for (const move of moves) tx.update(move.ref, { [move.key]: move.slug });
}
