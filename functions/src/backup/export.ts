/**
 * The backup export: a zip written as a stream, one entry after the other, so the
 * function holds at most one page of documents and a few chunks of one file at a time, whatever
 * the size of the school's files (a site with 2 GB of files exports on the function's 512 MiB:
 * the measured figure is in the README). Each entry is hashed (SHA-256) and measured while it
 * streams; `manifest.json`, written last, lists them all for the restore to check.
 */
import { createHash } from 'node:crypto';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { ZipFile } from 'yazl';
import { CONTENT_MODEL_VERSION, storedBaseOf } from '../model';
import { withDeadline } from '../domain/deadline';
import type { Bucket } from '../files/bucket';
import { MEDIA_PREFIX } from '../files/store';
import { currentSchool } from '../tenancy/current-school';
import { referencedBases } from '../writes/file-references';
import { currentSiteId, documentSets, filePrefixes, FILES_DIR, HISTORY_ROOT } from './contents';
import {
  BACKUP_FORMAT,
  MANIFEST_ENTRY,
  type BackupManifest,
  type ManifestDocuments,
  type ManifestFile,
} from './manifest';

/** Documents read per page: a collection (or the history) is never held whole. */
const PAGE = 300;

export interface ExportOptions {
  /** Include the citizens' personal data (PERSONAL_DATA). */
  personal: boolean;
  at?: Date;
  /** The school the manifest names (the command line's export); else the request's school, if any. */
  school?: string;
}

/** Firestore values as JSON: timestamps tagged so the restore puts back timestamps. */
export function encode(value: unknown): unknown {
  if (value instanceof Timestamp) return { __timestamp: value.toDate().toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as DocumentData).map(([k, v]) => [k, encode(v)]));
  }
  return value;
}

/**
 * What a handle's document paths start with: `schools/{id}/` for a school's scoped Firestore
 * (its references are the project's), '' for the project's own. A backup names its documents
 * without it, so a school's backup restores into any school, or into a project of its own.
 */
function scopePrefix(db: Firestore): string {
  return db.collection('_').path.slice(0, -1);
}

/** Every document of a query, page by page, as the lines of a JSON array; paths as the school names them. */
async function* documentsJson(
  query: Query,
  prefix: string,
  keep: (path: string) => boolean,
  counted: { n: number },
) {
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  yield '[';
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snap = await withDeadline('Firestore', page.get());
    for (const doc of snap.docs) {
      // A scoped query answers only the school's documents: each starts with its prefix.
      if (!doc.ref.path.startsWith(prefix)) continue;
      const path = doc.ref.path.slice(prefix.length);
      if (!keep(path)) continue;
      yield `${counted.n === 0 ? '\n' : ',\n'}${JSON.stringify({ path, data: encode(doc.data()) })}`;
      counted.n += 1;
    }
    if (snap.size < PAGE) break;
    last = snap.docs[snap.docs.length - 1];
  }
  yield '\n]\n';
}

/** A version is history's when it sits at `_history/{doc}/versions/{id}`. */
const isHistoryVersion = (path: string) =>
  path.startsWith(`${HISTORY_ROOT}/`) && path.split('/').length === 4;

/**
 * Streams the whole backup into `out` (an HTTP answer, a Storage upload) and answers its
 * manifest once the zip is complete. Rejects (and ends `out` with an error) when Firestore or
 * Storage fails half-way: a partial zip has no manifest, so the restore refuses it.
 */
export async function exportBackup(
  db: Firestore,
  bucket: Bucket,
  out: Writable,
  options: ExportOptions,
): Promise<BackupManifest> {
  const createdAt = (options.at ?? new Date()).toISOString();
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, out);
  // Without a listener an early failure of `out` would be an unhandled rejection.
  written.catch(() => undefined);

  /** Adds one entry and waits until the zip has taken all of it: one source open at a time. */
  async function addEntry(path: string, source: Readable, compress: boolean) {
    const hash = createHash('sha256');
    let size = 0;
    // A transform, not a 'data' listener: that would start the flow before the zip reads, and lose chunks.
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const done = new Promise<void>((resolve, reject) => {
      tap.on('end', resolve);
      tap.on('error', reject);
      source.on('error', (err) => tap.destroy(err));
    });
    zip.addReadStream(source.pipe(tap), path, { compress, mtime: new Date(createdAt) });
    await Promise.race([
      done,
      written.then(() => Promise.reject(new Error('La salida de la copia se cerró antes de terminar.'))),
    ]);
    return { path, size, sha256: hash.digest('hex') };
  }

  const documents: ManifestDocuments[] = [];
  const files: ManifestFile[] = [];
  const prefix = scopePrefix(db);
  const school = options.school ?? currentSchool()?.id;
  try {
    // The sets the restore accepts, from the same list (contents.ts).
    for (const s of documentSets(options.personal)) {
      const history = s.kind === 'history';
      const query = history ? db.collectionGroup('versions') : (db.collection(s.set) as Query);
      const counted = { n: 0 };
      const entry = await addEntry(
        s.path,
        Readable.from(documentsJson(query, prefix, history ? isHistoryVersion : () => true, counted)),
        true,
      );
      documents.push({ ...entry, set: s.set, count: counted.n, personal: s.personal });
    }

    // The files any record, kept version or Papelera entry names, with their variants.
    const referenced = await referencedBases(db);
    const perPrefix = [];
    for (const { prefix, personal } of filePrefixes(options.personal)) {
      const [found] = await withDeadline('Storage', bucket.getFiles({ prefix }));
      // Media: only what a record, a version or a Papelera entry names (personal files: all).
      const kept =
        prefix === MEDIA_PREFIX
          ? found.filter((f) => referenced.has(storedBaseOf(f.name.slice(MEDIA_PREFIX.length))))
          : found;
      perPrefix.push(kept.map((file) => ({ file, personal })));
    }
    const objects = perPrefix.flat();
    objects.sort((a, b) => (a.file.name < b.file.name ? -1 : 1));
    for (const { file, personal } of objects) {
      const meta = file.metadata;
      // Already compressed (images, PDFs): stored as they are, no CPU spent for nothing.
      const entry = await addEntry(`${FILES_DIR}${file.name}`, file.createReadStream(), false);
      files.push({
        ...entry,
        storagePath: file.name,
        ...(meta.contentType ? { contentType: String(meta.contentType) } : {}),
        ...(meta.cacheControl ? { cacheControl: String(meta.cacheControl) } : {}),
        ...(meta.metadata ? { metadata: cleanMetadata(meta.metadata) } : {}),
        personal,
      });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      contentModelVersion: CONTENT_MODEL_VERSION,
      createdAt,
      ...(currentSiteId() ? { site: currentSiteId() } : {}),
      ...(school ? { school } : {}),
      personalData: options.personal,
      counts: Object.fromEntries(documents.map((d) => [d.set, d.count])),
      documents,
      files,
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_ENTRY, {
      mtime: new Date(createdAt),
    });
    zip.end();
    await written;
    return manifest;
  } catch (err) {
    // No manifest: whatever reached `out` is refused by the restore.
    (zip.outputStream as Readable).destroy(err as Error);
    throw err;
  }
}

/** Storage's custom metadata as strings, without the sweep's passing mark. */
function cleanMetadata(metadata: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(metadata)) {
    if (k === 'unreferencedSince' || v === null || v === undefined || v === '') continue;
    kept[k] = String(v);
  }
  return kept;
}
