/**
 * GET /media/{name}: streams a stored file. Only generated names are accepted, so traversal,
 * encoded slashes and dot segments never reach Storage. Names are unique, so responses are
 * cached for a year; PDFs (read page by page by the viewer) answer Range requests.
 * A variant that is not stored (an AVIF that was not smaller than its WebP; an upload from before
 * the full-width and AVIF variants) is answered with the next best stored file of the same
 * picture (`variantFallbacks`), with that file's Content-Type: pages offer every variant name
 * without knowing which exist, and never get a broken image.
 */
import { Router, type Request } from 'express';
import type { Bucket } from '../files/bucket';
import { withDeadline } from '../data/deadline';
import { MEDIA_PREFIX, metadataOf } from '../files/store';
import { HttpError, notFound } from '../http/errors';
import { CONTENT_TYPE_OF_EXTENSION, isStoredName, variantFallbacks } from '../model';

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

/** The file to serve for `requested`: itself, or for a missing variant its first stored fallback. */
async function resolve(bucket: Bucket, requested: string) {
  const meta = await metadataOf(bucket, requested);
  if (meta) return { name: requested, meta };
  // Looked up together: one round trip to Storage instead of up to four in a row.
  const candidates = variantFallbacks(requested);
  const found = await Promise.all(candidates.map((name) => metadataOf(bucket, name)));
  const i = found.findIndex(Boolean);
  return i < 0 ? null : { name: candidates[i]!, meta: found[i]! };
}

export function mediaRouter(bucket: Bucket): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    if (!isStoredName(req.params.name)) throw gone();
    const resolved = await resolve(bucket, req.params.name);
    if (!resolved) throw gone();
    const { name, meta } = resolved;
    const file = bucket.file(`${MEDIA_PREFIX}${name}`);
    const size = Number(meta.size ?? 0);
    const etag = `"${meta.md5Hash ?? meta.generation ?? name}"`;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    res
      .set('Content-Type', CONTENT_TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream')
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('X-Content-Type-Options', 'nosniff')
      .set('Accept-Ranges', 'bytes')
      .set('ETag', etag);
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
      const [part] = await withDeadline('Storage', file.download({ start: range.start, end: range.end }));
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`).send(part);
      return;
    }
    const [contents] = await withDeadline('Storage', file.download());
    res.send(contents);
  });
  return router;
}
