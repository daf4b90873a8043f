import { Router } from 'express';
import type { Bucket } from '../files/bucket';
import { notFound } from '../http/errors';
import { MEDIA_PREFIX } from '../files/store';
import { CONTENT_TYPE_OF_EXTENSION, isStoredName } from '../model';

/**
 * GET /media/{name}: streams a stored file. Only generated names are accepted, so traversal,
 * encoded slashes and dot segments never reach Storage. Names are unique, so responses are
 * cached for a year.
 */
export function mediaRouter(bucket: Bucket): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    const name = req.params.name;
    if (!isStoredName(name)) throw notFound('El archivo solicitado no existe.');
    const file = bucket.file(`${MEDIA_PREFIX}${name}`);
    const [exists] = await file.exists();
    if (!exists) throw notFound('El archivo solicitado no existe.');
    const [meta] = await file.getMetadata();
    const [contents] = await file.download();
    const extension = name.slice(name.lastIndexOf('.') + 1);
    res
      .set('Content-Type', CONTENT_TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream')
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('X-Content-Type-Options', 'nosniff')
      .set('ETag', `"${meta.md5Hash ?? meta.generation ?? name}"`)
      .send(contents);
  });
  return router;
}
