/**
 * The emulators' content from the end-to-end suite's side: the suite expects the seeded sample
 * content (scripts/seed/content.ts), checks it is there before each file, and puts back whatever
 * a test changed.
 */
import { afterEach, beforeAll } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { clearAll, seedAndCheck } from '../../scripts/seed/seeder';
import { COLLECTION_NAMES, type CollectionName } from '../../functions/src/model';

type Doc = Record<string, unknown>;
export interface ContentSnapshot {
  records: Map<CollectionName, Map<string, Doc>>;
  files: Set<string>;
}

/** Every record and stored file, read with the Admin SDK. */
export async function snapshotContent(): Promise<ContentSnapshot> {
  const { db, bucket } = emulatorDeps();
  const records = new Map<CollectionName, Map<string, Doc>>();
  for (const name of COLLECTION_NAMES) {
    const snap = await db.collection(name).get();
    records.set(name, new Map(snap.docs.map((d) => [d.id, d.data()])));
  }
  const [files] = await bucket.getFiles({ prefix: 'media/' });
  return { records, files: new Set(files.map((f) => f.name)) };
}

/**
 * Puts every record back exactly as in `snapshot` (same ids, fields and updatedAt), removes records
 * and stored files created since, so the other suites see the seeded content.
 */
export async function restoreContent(snapshot: ContentSnapshot): Promise<void> {
  const { db, bucket } = emulatorDeps();
  for (const [name, docs] of snapshot.records) {
    const current = await db.collection(name).get();
    for (const doc of current.docs) {
      const before = docs.get(doc.id);
      if (!before) await doc.ref.delete();
      else if (JSON.stringify(before) !== JSON.stringify(doc.data())) await doc.ref.set(before);
    }
    for (const [id, before] of docs) {
      if (!current.docs.some((d) => d.id === id)) await db.collection(name).doc(id).set(before);
    }
  }
  const [files] = await bucket.getFiles({ prefix: 'media/' });
  await Promise.all(files.filter((f) => !snapshot.files.has(f.name)).map((f) => f.delete({ ignoreNotFound: true })));
}

/**
 * True when every collection holds exactly the seeded records (texts and lists, in order; files
 * are not compared).
 */
export async function isSeeded(): Promise<boolean> {
  const { db } = emulatorDeps();
  for (const name of COLLECTION_NAMES) {
    const rows = SEED_CONTENT[name] as Array<Record<string, unknown>>;
    const docs = (await db.collection(name).get()).docs
      .map((d) => d.data())
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
    if (docs.length !== rows.length) return false;
    for (const [i, row] of rows.entries()) {
      for (const [key, value] of Object.entries(row)) {
        if (JSON.stringify(docs[i]![key] ?? '') !== JSON.stringify(value)) return false;
      }
    }
  }
  return true;
}

/**
 * Makes sure the seeded content is what the emulators hold. An earlier suite that failed half-way
 * may have left its changes behind; then the content is seeded again (and said so), so these
 * tests neither depend on the order of the suites nor fail for another suite's reasons.
 */
export async function ensureSeeded(): Promise<void> {
  if (await isSeeded()) return;
  console.warn('The emulators did not hold the seeded content (left by an earlier suite?): seeding it again.');
  const deps = emulatorDeps();
  await clearAll(deps);
  await seedAndCheck(deps);
}

/**
 * For a test file that changes content: checks the seeded content is there before its first test
 * and puts it back exactly (records, positions, files) after each one. Returns the snapshot.
 */
export function keepSeededContent(): { readonly snapshot: ContentSnapshot } {
  const state = {} as { snapshot: ContentSnapshot };
  beforeAll(async () => {
    await ensureSeeded();
    state.snapshot = await snapshotContent();
  });
  afterEach(async () => {
    await restoreContent(state.snapshot);
  });
  return state;
}
