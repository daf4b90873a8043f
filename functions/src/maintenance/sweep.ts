/**
 * The maintenance run (docs/decisions/0008-trash-and-file-sweep.md): purges trash
 * entries past their 30 days, prunes history beyond the newest KEEP_VERSIONS per record, and
 * removes stored files nobody references any more, a grace period after they stopped being
 * referenced. Every age is judged against `now()` (data/clock.ts), so the emulator tests can
 * move time forward.
 *
 * A file is referenced while a live record, a kept history version or a trash entry names it.
 * The sweep does not trust one look: the first run that finds a file unreferenced only marks it
 * (`unreferencedSince`, Storage custom metadata); a later run deletes it once the mark is older
 * than the grace period and the file is still unreferenced. A file referenced again (a form kept
 * open for hours and then saved) loses its mark. Image variants (…-w480.webp, …-wfull.avif) belong to their
 * original: they go with it and are never judged alone, except orphans whose original is gone.
 */
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { isCollectionName, isVariantName, storedBaseOf } from '../model';
import { withDeadline } from '../domain/deadline';
import { guardedTransaction } from '../data/guarded-transaction';
import { now as clockNow } from '../data/clock';
import { forgetVersions, KEEP_VERSIONS } from '../data/history';
import { TRASH } from '../data/trash';
import { FILE_FIELDS } from '../data/live-references';
import { purgeExpiredPreviewSessions } from '../data/preview-sessions';
import { purgeExpiredInvitations } from '../data/invitations';
import type { Bucket } from '../files/bucket';
import { liveAndTrashBases, namesIn } from '../writes/file-references';
import { MEDIA_PREFIX } from '../files/store';
import { runItaCheck } from './ita-check';

export { namesIn };

export const HISTORY = '_history';
export const GRACE_MS = 24 * 60 * 60 * 1000;
/** At most one run per hour, whoever starts it. */
export const RUN_EVERY_MS = 60 * 60 * 1000;
export const LEASE_DOC = '_maintenance/sweep';

export interface SweepReport {
  at: string;
  purged: number;
  pruned: number;
  marked: number;
  deleted: string[];
}

// What ties variants (WebP and AVIF, every width and the full one) to their original: the
// model's naming rule, so a new variant kind can never be swept as an unreferenced original.
export const baseOf = storedBaseOf;
export const isVariant = isVariantName;

/**
 * Deletes trash entries past their 30 days, and with each the history of its record (gone for
 * good, so its versions must not keep its files for ever) unless a record lives under that id
 * again (restored, then deleted and restored: its history is the live record's).
 */
async function purgeTrash(db: Firestore, nowIso: string): Promise<number> {
  const snap = await withDeadline('Firestore', db.collection(TRASH).where('purgeAfter', '<=', nowIso).get());
  await Promise.all(
    snap.docs.map(async (d) => {
      const collection = d.get('collection') as unknown;
      const recordId = d.get('recordId') as unknown;
      if (
        typeof collection === 'string' &&
        isCollectionName(collection) &&
        typeof recordId === 'string' &&
        recordId
      ) {
        const live = await withDeadline('Firestore', db.collection(collection).doc(recordId).get());
        if (!live.exists) await withDeadline('Firestore', forgetVersions(db, collection, recordId));
      }
      await withDeadline('Firestore', d.ref.delete());
    }),
  );
  return snap.size;
}

/** Versions read per page: the history grows with every save, a run must not hold it all at once. */
export const HISTORY_PAGE = 300;

export interface KeptVersion {
  at: string;
  ref: DocumentReference;
  names: Set<string>;
}

/**
 * Every history version, read once per run in pages of HISTORY_PAGE (by document path), keeping
 * of each only its time and the file bases it names: what pruning and the file sweep need.
 */
export async function readHistory(
  db: Firestore,
  pageSize = HISTORY_PAGE,
): Promise<Map<string, KeptVersion[]>> {
  const byRecord = new Map<string, KeptVersion[]>();
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collectionGroup('versions').orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) page = page.startAfter(last);
    const snap = await withDeadline('Firestore', page.get());
    for (const doc of snap.docs) {
      const parent = doc.ref.parent.parent;
      if (!parent || parent.parent.id !== HISTORY) continue;
      const list = byRecord.get(parent.path) ?? [];
      list.push({ at: String(doc.get('at') ?? ''), ref: doc.ref, names: namesIn(doc.data()) });
      byRecord.set(parent.path, list);
    }
    if (snap.size < pageSize) return byRecord;
    last = snap.docs[snap.docs.length - 1];
  }
}

/** Deletes the versions beyond the newest KEEP_VERSIONS of each record, and forgets them in `history`. */
async function pruneHistory(db: Firestore, history: Map<string, KeptVersion[]>): Promise<number> {
  let pruned = 0;
  for (const [path, versions] of history) {
    versions.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    const expired = versions.splice(KEEP_VERSIONS);
    await Promise.all(expired.map((v) => withDeadline('Firestore', v.ref.delete())));
    pruned += expired.length;
    history.set(path, versions);
  }
  return pruned;
}

/** Bases of every file named by a live record, a kept history version or a trash entry. */
async function referencedBases(db: Firestore, history: Map<string, KeptVersion[]>): Promise<Set<string>> {
  const bases = await liveAndTrashBases(db);
  for (const versions of history.values()) for (const v of versions) v.names.forEach((n) => bases.add(n));
  return bases;
}

/**
 * Deletes an unreferenced original and its variants, after looking again, inside a transaction,
 * for a live record that names it: a save that put the file into a record after this run read
 * the references is seen, and one committing meanwhile waits for (or aborts) this transaction,
 * whose read covers the records it would write. Only a live record can name a file again that
 * no record, version or trash entry named (saves, creates and restores write live records).
 * Answers whether it was deleted. Past the deadline the run fails, and an attempt the SDK retries
 * later deletes nothing (guardedTransaction): it judged references that may be stale by then.
 */
export async function deleteIfUnused(
  db: Firestore,
  bucket: Bucket,
  original: string,
  names: string[],
): Promise<boolean> {
  return guardedTransaction(db, 'file sweep', async (tx, guard) => {
    const found = await Promise.all(
      FILE_FIELDS.map(({ collection, field }) =>
        tx.get(db.collection(collection).where(field, '==', original).limit(1)),
      ),
    );
    if (found.some((snap) => !snap.empty)) return false;
    guard.stillWanted();
    await Promise.all(
      names.map((n) =>
        withDeadline('Storage', bucket.file(`${MEDIA_PREFIX}${n}`).delete({ ignoreNotFound: true })),
      ),
    );
    return true;
  });
}

const timeOf = (iso: unknown) => (typeof iso === 'string' && iso ? Date.parse(iso) : NaN);

async function sweepFiles(
  db: Firestore,
  bucket: Bucket,
  at: number,
  history: Map<string, KeptVersion[]>,
): Promise<{ marked: number; deleted: string[] }> {
  const [files] = await withDeadline('Storage', bucket.getFiles({ prefix: MEDIA_PREFIX }));
  // References are read after listing the files: a file saved into a record in between is seen
  // (and deleteIfUnused looks again right before deleting).
  const referenced = await referencedBases(db, history);
  const originals = new Set(
    files
      .map((f) => f.name.slice(MEDIA_PREFIX.length))
      .filter((n) => !isVariant(n))
      .map(baseOf),
  );
  const nowIso = new Date(at).toISOString();
  const doomed = new Set<string>();
  /** Unreferenced originals past their grace period → the original and its variants. */
  const unusedOriginals = new Map<string, string[]>();
  let marked = 0;
  for (const file of files) {
    const name = file.name.slice(MEDIA_PREFIX.length);
    const base = baseOf(name);
    if (referenced.has(base)) {
      if (!isVariant(name) && file.metadata.metadata?.unreferencedSince) {
        await withDeadline('Storage', file.setMetadata({ metadata: { unreferencedSince: '' } }));
      }
      continue;
    }
    const created = timeOf(file.metadata.metadata?.uploadedAt) || timeOf(file.metadata.timeCreated);
    const oldEnough = Number.isFinite(created) && created + GRACE_MS <= at;
    if (isVariant(name)) {
      // A variant whose original is gone (an upload that failed half-way): nothing else removes it.
      if (!originals.has(base) && oldEnough) doomed.add(name);
      continue;
    }
    const since = timeOf(file.metadata.metadata?.unreferencedSince);
    if (!Number.isFinite(since)) {
      await withDeadline('Storage', file.setMetadata({ metadata: { unreferencedSince: nowIso } }));
      marked += 1;
    } else if (since + GRACE_MS <= at && oldEnough) {
      const group = [name];
      for (const other of files) {
        const o = other.name.slice(MEDIA_PREFIX.length);
        if (isVariant(o) && baseOf(o) === base) group.push(o);
      }
      unusedOriginals.set(name, group);
    }
  }
  // Orphan variants have no original any record could name: no second look needed.
  await Promise.all(
    [...doomed].map((n) =>
      withDeadline('Storage', bucket.file(`${MEDIA_PREFIX}${n}`).delete({ ignoreNotFound: true })),
    ),
  );
  for (const [original, group] of unusedOriginals) {
    if (await deleteIfUnused(db, bucket, original, group)) group.forEach((n) => doomed.add(n));
  }
  return { marked, deleted: [...doomed].sort() };
}

/**
 * Takes the hourly lease: true if this caller should run now. A lease set further ahead than one
 * period (the clock was moved back, in a test) counts as expired. A late attempt of an abandoned
 * take writes nothing: it would hold the lease for an hour with no run behind it.
 */
async function takeLease(db: Firestore, at: number): Promise<boolean> {
  const ref = db.doc(LEASE_DOC);
  return guardedTransaction(db, 'sweep lease', async (tx, guard) => {
    const next = Number((await tx.get(ref)).get('nextRunAfter') ?? 0);
    if (next > at && next <= at + RUN_EVERY_MS) return false;
    guard.stillWanted();
    tx.set(ref, { nextRunAfter: at + RUN_EVERY_MS, startedAt: new Date(at).toISOString() }, { merge: true });
    return true;
  });
}

/** One maintenance run, unconditionally (the lease is the caller's business). */
export async function runSweep(db: Firestore, bucket: Bucket, at: number): Promise<SweepReport> {
  const nowIso = new Date(at).toISOString();
  const purged = await purgeTrash(db, nowIso);
  const history = await readHistory(db);
  const pruned = await pruneHistory(db, history);
  const files = await sweepFiles(db, bucket, at, history);
  // Expired preview credentials open nothing already; this only keeps their collection small.
  await purgeExpiredPreviewSessions(db, at);
  // Likewise expired invitations of colleagues (data/invitations.ts).
  await purgeExpiredInvitations(db, at);
  return { at: nowIso, purged, pruned, ...files };
}

/**
 * Runs the maintenance if no run happened in the last hour: what the schedule and the emulator's
 * piggy-back call. Answers the report, or null when another run holds the lease.
 */
export async function maybeSweep(db: Firestore, bucket: Bucket): Promise<SweepReport | null> {
  const at = await clockNow(db);
  if (!(await takeLease(db, at))) return null;
  const report = await runSweep(db, bucket, at);
  // The ITA checklist's evidence check: its failure must not undo the sweep's report.
  const ita = await runItaCheck(db, at).catch((err: unknown) => {
    console.warn('ita check failed', String(err));
    return null;
  });
  await withDeadline(
    'Firestore',
    db
      .doc(LEASE_DOC)
      .set({ lastRun: report, lastItaCheck: ita, runs: FieldValue.increment(1) }, { merge: true }),
  );
  return report;
}
