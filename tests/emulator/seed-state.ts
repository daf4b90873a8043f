/**
 * The seeded state every emulator and end-to-end test file starts from (issue 22): the global
 * setup seeds once and records it (`recordSeed`), and before each file's first test the setup file
 * (tests/emulator/seeded.ts) puts back whatever differs (`restoreSeed`): records rewritten exactly,
 * records and stored files an earlier file created removed, the seeded administrator's claim.
 * Comparing costs one read per collection, so a file that left everything as it found it costs
 * well under a second; only stored files that went missing make it seed again.
 */
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { clearAll, ensureAdmin, SEED_ADMIN, SEED_META_PATH, seedAndCheck } from '../../scripts/seed/seeder';
import { COLLECTION_NAMES } from '../../functions/src/model';

type Doc = Record<string, unknown>;

/** JSON-safe (vitest hands it from the global setup to the test files): collection → id → fields. */
export interface SeedRecord {
  collections: Record<string, Record<string, Doc>>;
  files: string[];
}

/**
 * The content collections, the seed's own bookkeeping (`npm start` reads it) and the test clock
 * (api-trash moves it; a file stopped half-way must not leave it moved). The Papelera, history,
 * administrators' log and maintenance notes are left as they are: tests that count them compare
 * with what they read first.
 */
const COLLECTIONS = [...COLLECTION_NAMES, SEED_META_PATH.split('/')[0]!, '_test'];
const MEDIA = 'media/';

/** Same data, same string, whatever order the fields come in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Doc).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

async function storedFiles(): Promise<string[]> {
  const [files] = await emulatorDeps().bucket.getFiles({ prefix: MEDIA });
  return files.map((f) => f.name).sort();
}

/** Reads what the seed stored (right after the global setup seeded). */
export async function recordSeed(): Promise<SeedRecord> {
  const { db } = emulatorDeps();
  const collections: SeedRecord['collections'] = {};
  await Promise.all(
    COLLECTIONS.map(async (name) => {
      const snap = await db.collection(name).get();
      collections[name] = Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
    }),
  );
  return { collections, files: await storedFiles() };
}

/**
 * Puts the emulators back to `seed` where they differ; returns what it had to change (empty when
 * nothing), so a caller can say so.
 */
export async function restoreSeed(seed: SeedRecord): Promise<string[]> {
  const deps = emulatorDeps();
  const { db, bucket } = deps;
  const changed: string[] = [];
  let files = await storedFiles();
  const missing = seed.files.filter((f) => !files.includes(f));
  if (missing.length > 0) {
    // A stored sample file is gone (deleted, swept): only the seeder can make it again.
    changed.push(`${missing.length} sample files missing: seeded again`);
    await clearAll(deps);
    await seedAndCheck(deps);
    files = await storedFiles();
  }
  await Promise.all(
    COLLECTIONS.map(async (name) => {
      const want = seed.collections[name] ?? {};
      const current = await db.collection(name).get();
      const writes: Array<Promise<unknown>> = [];
      for (const doc of current.docs) {
        const before = want[doc.id];
        if (!before) writes.push(doc.ref.delete());
        else if (canonical(before) !== canonical(doc.data())) writes.push(doc.ref.set(before));
      }
      const present = new Set(current.docs.map((d) => d.id));
      for (const [id, before] of Object.entries(want)) {
        if (!present.has(id)) writes.push(db.collection(name).doc(id).set(before));
      }
      if (writes.length > 0) changed.push(`${name}: ${writes.length} records`);
      await Promise.all(writes);
    }),
  );
  const extra = files.filter((f) => !seed.files.includes(f));
  if (extra.length > 0) changed.push(`${extra.length} stored files an earlier file uploaded`);
  await Promise.all(extra.map((f) => bucket.file(f).delete({ ignoreNotFound: true })));
  // The seeded administrator, with its claim (a file may have revoked it). Its password is only
  // set when the account is missing: setting it revokes the sessions signed in before.
  try {
    const user = await deps.auth.getUserByEmail(SEED_ADMIN.email);
    if (user.customClaims?.admin !== true) {
      await deps.auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
      changed.push('the seeded administrator had lost its claim');
    }
  } catch {
    await ensureAdmin(deps.auth, SEED_ADMIN.email, SEED_ADMIN.password);
    changed.push('the seeded administrator was missing');
  }
  return changed;
}
