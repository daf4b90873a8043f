/**
 * The seeded state every emulator and end-to-end test file starts from: the global
 * setup seeds once and records it (`recordSeed`), and before each file's first test the setup file
 * (tests/emulator/seeded.ts) puts back whatever differs (`restoreSeed`): records rewritten exactly,
 * records and stored files an earlier file created removed, the seeded administrator's claim.
 * Comparing costs one read per collection, so a file that left everything as it found it costs
 * well under a second; only stored files that went missing make it seed again.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Bucket } from '@google-cloud/storage';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { clearAll, ensureAdmin, SEED_ADMIN, SEED_META_PATH, seedAndCheck } from '../../scripts/seed/seeder';
import { COLLECTION_NAMES } from '../../functions/src/model';
import { TRASH } from '../../functions/src/data/trash';
import { HISTORY } from '../../functions/src/maintenance/sweep';
import { OUTBOX_COLLECTION, SEND_APART_COLLECTION } from '../../functions/src/pqrsd/outbox';
import { MAIL_RATE_COLLECTION } from '../../functions/src/pqrsd/mail-caps';
import { ITA_COLLECTION } from '../../functions/src/data/ita';

type Doc = Record<string, unknown>;

/** JSON-safe (vitest hands it from the global setup to the test files): collection → id → fields. */
export interface SeedRecord {
  collections: Record<string, Record<string, Doc>>;
  files: string[];
}

/**
 * The citizens' requests are seeded too, numbered by their year's counter: a request an earlier
 * file filed (or a backup restored without personal data) would change the report's figures and
 * take a sample's radicado, so they are put back like the content (with their queue and locks,
 * and the mail: the outbox, its send-apart marks and the per-address caps, which the seed leaves
 * empty). A mail an earlier file left pending named a radicado the counter then gives again, and a
 * later file's first filing found that mail as if it were its own.
 */
const PQRSD_COLLECTIONS = [
  'pqrsd',
  '_counters',
  '_pqrsdQueue',
  '_pqrsdFiled',
  '_pqrsdLock',
  OUTBOX_COLLECTION,
  SEND_APART_COLLECTION,
  MAIL_RATE_COLLECTION,
];

/**
 * The content collections, the requests (above), the checklist's answers (the seed's "no aplica"
 * reasons are published on the transparency pages), the seed's own bookkeeping (`npm start` reads it) and the test clock
 * (api-trash moves it; a file stopped half-way must not leave it moved). The Papelera, history,
 * administrators' log and maintenance notes are left as they are: tests that count them compare
 * with what they read first.
 */
const COLLECTIONS = [
  ...COLLECTION_NAMES,
  SEED_META_PATH.split('/')[0]!,
  '_test',
  ...PQRSD_COLLECTIONS,
  ITA_COLLECTION,
];
const MEDIA = 'media/';
/** What the seed leaves empty, whatever is nested under it (history versions, trashed records). */
const EMPTY_AT_SEED = [HISTORY, TRASH];

/**
 * Firestore timestamps (a request's receivedAt) as plain JSON and back: the record travels from
 * the global setup to the files as JSON, where a Timestamp would arrive as a bare object.
 */
const TIMESTAMP = '__timestamp';
function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return { [TIMESTAMP]: [value.seconds, value.nanoseconds] };
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  return value;
}
function fromJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value && typeof value === 'object') {
    const stamp = (value as Record<string, unknown>)[TIMESTAMP];
    if (Array.isArray(stamp)) return new Timestamp(stamp[0] as number, stamp[1] as number);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  }
  return value;
}

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

/**
 * Deletes stored files a few at a time: an album's forty photos leave some three hundred files
 * (with their variants), and that many DELETEs at once make the Storage emulator reset
 * connections. A reset connection is tried once more (the delete is idempotent).
 */
export async function deleteStoredFiles(bucket: Bucket, names: string[]): Promise<void> {
  const AT_ONCE = 8;
  const remove = (name: string) => bucket.file(name).delete({ ignoreNotFound: true });
  for (let i = 0; i < names.length; i += AT_ONCE) {
    await Promise.all(names.slice(i, i + AT_ONCE).map((name) => remove(name).catch(() => remove(name))));
  }
}

/** Reads what the seed stored (right after the global setup seeded). */
export async function recordSeed(): Promise<SeedRecord> {
  const { db } = emulatorDeps();
  const collections: SeedRecord['collections'] = {};
  await Promise.all(
    COLLECTIONS.map(async (name) => {
      const snap = await db.collection(name).get();
      collections[name] = Object.fromEntries(snap.docs.map((d) => [d.id, toJson(d.data()) as Doc]));
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
        else if (canonical(before) !== canonical(toJson(doc.data())))
          writes.push(doc.ref.set(fromJson(before) as Doc));
      }
      const present = new Set(current.docs.map((d) => d.id));
      for (const [id, before] of Object.entries(want)) {
        if (!present.has(id))
          writes.push(
            db
              .collection(name)
              .doc(id)
              .set(fromJson(before) as Doc),
          );
      }
      if (writes.length > 0) changed.push(`${name}: ${writes.length} records`);
      await Promise.all(writes);
    }),
  );
  // The change history and the Papelera: the seed writes neither, so each file starts with both
  // empty. (Versions another file left made api-trash count more pruned versions when it ran after
  // it; their parent documents do not exist, so only a recursive delete finds them.)
  for (const name of EMPTY_AT_SEED) {
    const ref = db.collection(name);
    if ((await ref.listDocuments()).length === 0) continue;
    await db.recursiveDelete(ref);
    changed.push(`${name}: emptied`);
  }
  const extra = files.filter((f) => !seed.files.includes(f));
  if (extra.length > 0) changed.push(`${extra.length} stored files an earlier file uploaded`);
  await deleteStoredFiles(bucket, extra);
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
