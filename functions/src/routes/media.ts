/**
 * GET /media/{name}: streams a stored file. Only generated names are accepted, so traversal,
 * encoded slashes and dot segments never reach Storage. PDFs (read page by page by the viewer)
 * and everything else answer Range requests; the bytes are streamed from Storage, never held
 * whole in memory.
 *
 * A file is public exactly while a record a visitor can see right now shows it
 * (data/live-references.ts): a deleted record's photo, a replaced one, an upload never saved, a
 * draft's or a scheduled item's file are 404 for the public, from the first request after the
 * write, so a family asking for a child's photo to be removed is served as soon as the record is
 * deleted. Staff read such a file (history, Papelera, their drafts) with their ID token, and the
 * preview with its own credential (routes/preview.ts), never cached. Public answers are cached a
 * bounded time, a day, by the CDN and browsers (docs/api.md, "When a file is public"), then
 * revalidated: a 304 while the file is public, a 404 once it is not.
 *
 * A variant that is not stored (an AVIF that was not smaller than its WebP; an upload from before
 * the full-width and AVIF variants) is answered with the next best stored file of the same
 * picture (`variantFallbacks`), with that file's Content-Type: pages offer every variant name
 * without knowing which exist, and never get a broken image. A variant is public exactly when its
 * original is.
 *
 * A PDF is named by what it is (model/pdf-name.ts), read from the record that shows it: a saved
 * circular is "Circular 002 - reunión de padres.pdf", not its stored code. It opens in the
 * browser (`inline`); `?descargar=1` asks for it as a download (`attachment`). The name comes
 * from the record on the server, never from the address, so nobody puts text of their choice in
 * the header. A file no visitor sees (staff's read of a draft's PDF) is "documento.pdf".
 */
import type { Readable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../files/bucket';
import { BACKEND_DEADLINE_MS, DeadlineExceeded } from '../domain/deadline';
import { now } from '../data/clock';
import { visibleRecordShowing, type ShownIn } from '../data/live-references';
import { contentDisposition } from '../http/content-disposition';
import { pdfDownloadName, pdfFileName } from '../model/pdf-name';
import { isTransientNetworkError, MEDIA_PREFIX, metadataOf } from '../files/store';
import { HttpError, isBackendUnavailable, notFound } from '../http/errors';
import {
  CONTENT_TYPE_OF_EXTENSION,
  getCollection,
  type CollectionName,
  isStoredName,
  isVariantName,
  storedBaseOf,
  variantFallbacks,
} from '../model';

/** Public answers: a day in the CDN and in browsers, then revalidated against the ETag. */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=86400, s-maxage=86400';
/** Staff's read of a file no visitor may see: never kept anywhere. */
export const PRIVATE_MEDIA_CACHE = 'private, no-store';
/** Firestore could not say whether the file is in use: served, but kept only a minute. */
export const UNCHECKED_MEDIA_CACHE = 'public, max-age=60, s-maxage=60';

const gone = () => notFound('El archivo solicitado no existe.');

/**
 * req.fresh (If-None-Match against the ETag just set), minus one rule: `fresh` treats a request's
 * `Cache-Control: no-cache` as "always stale", and the Hosting proxy adds exactly that to every
 * request it forwards. The bytes behind a stored name never change, so a matching ETag is a 304.
 */
function isFresh(req: Request): boolean {
  const headers = { ...req.headers };
  delete headers['cache-control'];
  return (Object.create(req, { headers: { value: headers } }) as Request).fresh;
}

const unique = (names: string[]) => [...new Set(names)];

/** The PDF field's own name for a saved copy, where its declaration gives one (PdfField.saveAs). */
function pdfSaveAs(collection: CollectionName, field: string): string | undefined {
  const declared = getCollection(collection).fields[field];
  return declared?.kind === 'pdf' ? declared.saveAs : undefined;
}

/**
 * The file to serve for `requested` (itself, or for a missing variant its first stored fallback)
 * and the original it belongs to, with its metadata (where its binding says it was uploaded for).
 * A variant stored since its metadata names its original (store.ts) answers with that one
 * lookup; otherwise (an AVIF that was not kept, a variant uploaded before) the candidates are
 * looked up together: one more round trip to Storage instead of up to five in a row.
 */
async function resolve(bucket: Bucket, requested: string) {
  const known = new Map<string, Awaited<ReturnType<typeof metadataOf>>>();
  if (isVariantName(requested)) {
    const meta = await metadataOf(bucket, requested);
    const variantOf = meta?.metadata?.variantOf;
    if (meta && typeof variantOf === 'string') {
      return { name: requested, meta, original: { name: variantOf, binding: meta.metadata ?? {} } };
    }
    known.set(requested, meta);
  }
  const originals = isVariantName(requested)
    ? ['jpg', 'png', 'webp'].map((ext) => `${storedBaseOf(requested)}.${ext}`)
    : [requested];
  const servable = [requested, ...variantFallbacks(requested)];
  const names = unique([...servable, ...originals]).filter((name) => !known.has(name));
  const metas = new Map([
    ...known,
    ...(await Promise.all(names.map((name) => metadataOf(bucket, name)))).map(
      (meta, i) => [names[i]!, meta] as const,
    ),
  ]);
  const name = servable.find((n) => metas.get(n));
  if (!name) return null;
  const original = originals.find((n) => metas.get(n));
  return {
    name,
    meta: metas.get(name)!,
    original: original ? { name: original, binding: metas.get(original)!.metadata ?? {} } : null,
  };
}

/**
 * Pipes a Storage read into the answer. A failure before the first byte (Storage unreachable, or
 * silent past the deadline) rejects while the answer is unsent, so the error handler still answers
 * 503; after it, the status is out and the answer can only be cut short.
 */
function send(stream: Readable, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stream.destroy(new DeadlineExceeded('Storage')), BACKEND_DEADLINE_MS);
    stream.once('error', (err) => {
      clearTimeout(timer);
      stream.unpipe(res);
      if (res.headersSent) {
        res.destroy(err);
        resolve();
      } else reject(err);
    });
    res.once('close', () => {
      clearTimeout(timer);
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
    stream.once('data', () => clearTimeout(timer));
  });
}

/**
 * The record a visitor can see now that shows the file (null: none); 'unknown' when Firestore
 * cannot be reached. The site's pictures keep showing through a Firestore outage (Storage still serves
 * them) rather than all breaking: a file is then served for a minute of cache at most, the one
 * window in which a deleted record's photo could be fetched again by whoever has its (random)
 * address.
 */
async function checkPublic(
  db: Firestore,
  original: string,
  binding: Record<string, unknown>,
): Promise<ShownIn | null | 'unknown'> {
  try {
    return await visibleRecordShowing(db, original, await now(db), binding);
  } catch (err) {
    if (isBackendUnavailable(err)) return 'unknown';
    throw err;
  }
}

/**
 * Sends a stored file, opening its read a second time when the first broke before any byte on a
 * dropped connection (a kept connection Storage had just closed: "socket hang up", seen failing a
 * PDF's read in CI). A read is safe to repeat; after the first byte the answer is out and can only
 * be cut short, and any other failure is the caller's 503.
 */
export async function sendStored(open: () => Readable, res: Response): Promise<void> {
  try {
    await send(open(), res);
  } catch (err) {
    if (res.headersSent || !isTransientNetworkError(err)) throw err;
    await send(open(), res);
  }
}

/** Whether the request may read a file no visitor may see (staff with a token, the preview's credential). */
export type PrivateReader = (req: Request) => Promise<boolean>;

/**
 * GET /:name of a stored file. `mayReadPrivate` says who else reads a file that is not public:
 * /media takes the staff's ID token, the preview its own credential (routes/preview.ts).
 */
export function mediaRouter(bucket: Bucket, db: Firestore, mayReadPrivate: PrivateReader): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    if (!isStoredName(req.params.name)) throw gone();
    const resolved = await resolve(bucket, req.params.name);
    if (!resolved) throw gone();
    const { name, meta, original } = resolved;
    const shownIn = original === null ? null : await checkPublic(db, original.name, original.binding);
    const inUse = shownIn === 'unknown' ? 'unknown' : shownIn !== null;
    if (!inUse) {
      // Not public: only staff see it. Nobody may cache the refusal either, so a record
      // published or restored a moment later shows its picture at once.
      res.set('Cache-Control', PRIVATE_MEDIA_CACHE);
      if (!(await mayReadPrivate(req))) throw gone();
    }
    const size = Number(meta.size ?? 0);
    const etag = `"${meta.md5Hash ?? meta.generation ?? name}"`;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    res
      .set('Content-Type', CONTENT_TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream')
      .set(
        'Cache-Control',
        inUse === 'unknown' ? UNCHECKED_MEDIA_CACHE : inUse ? PUBLIC_MEDIA_CACHE : PRIVATE_MEDIA_CACHE,
      )
      .set('X-Content-Type-Options', 'nosniff')
      .set('Accept-Ranges', 'bytes')
      .set('ETag', etag);
    if (extension === 'pdf') {
      const fileName =
        shownIn && shownIn !== 'unknown'
          ? pdfDownloadName(shownIn.field, shownIn.data, pdfSaveAs(shownIn.collection, shownIn.field))
          : pdfFileName('');
      res.set(
        'Content-Disposition',
        contentDisposition(req.query.descargar === '1' ? 'attachment' : 'inline', fileName),
      );
    }
    if (isFresh(req)) {
      res.status(304).end();
      return;
    }
    // -1: no range within the file; -2 (malformed) or several ranges: the whole file, as allowed.
    const ranges = req.range(size, { combine: true });
    if (ranges === -1) {
      res.set('Content-Range', `bytes */${size}`);
      throw new HttpError(416, 'range-not-satisfiable', 'El rango solicitado no existe en el archivo.');
    }
    const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;
    if (range) {
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    }
    res.set('Content-Length', String(range ? range.end - range.start + 1 : size));
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    const file = bucket.file(`${MEDIA_PREFIX}${name}`);
    const open = () =>
      file.createReadStream({ validation: false, ...(range ? { start: range.start, end: range.end } : {}) });
    try {
      await sendStored(open, res);
    } catch (err) {
      res.removeHeader('Content-Length');
      res.removeHeader('Content-Range');
      throw err;
    }
  });
  return router;
}
