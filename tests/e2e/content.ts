/**
 * The emulators' content from the end-to-end suite's side: the suite expects the seeded sample
 * content (scripts/seed/content.ts), which the setup file restores before each file
 * (tests/emulator/seeded.ts); a file that changes content puts it back after each test.
 */
import { afterEach, beforeAll, inject } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { deleteStoredFiles, restoreSeed } from '../emulator/seed-state';
import { closeTestTabs } from './browser';
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
  await deleteStoredFiles(
    bucket,
    files.filter((f) => !snapshot.files.has(f.name)).map((f) => f.name),
  );
}

/**
 * Makes sure the emulators hold the seeded content (tests/emulator/seed-state.ts): what an earlier
 * file or test left behind is put back, so these tests neither depend on the order of the files
 * nor fail for another file's reasons. The setup file does this before every file already.
 */
export async function ensureSeeded(): Promise<void> {
  await restoreSeed(inject('seed'));
}

/**
 * For a test file that changes content: puts the seeded content back exactly (records, positions,
 * files, the seeded administrator) after each of its tests. Returns a snapshot taken before the
 * first test, for tests that compare with it.
 */
export function keepSeededContent(): { readonly snapshot: ContentSnapshot } {
  const state = {} as { snapshot: ContentSnapshot };
  beforeAll(async () => {
    state.snapshot = await snapshotContent();
  });
  afterEach(async ({ task }) => {
    await closeTestTabs(task);
    await ensureSeeded();
  });
  return state;
}
