/**
 * Writing files to Cloud Storage under generated names (media/{name}). Names are unique, so a
 * stored object never changes and can be cached for a year.
 */
import { randomBytes } from 'node:crypto';
import { CONTENT_TYPE_OF_EXTENSION, EXTENSION_OF, makeStoredName, type FileFacts } from '../model';
import type { Bucket } from './bucket';

export const MEDIA_PREFIX = 'media/';

export async function storeFile(
  bucket: Bucket,
  bytes: Buffer,
  detected: NonNullable<FileFacts['detected']>,
): Promise<string> {
  const extension = EXTENSION_OF[detected];
  const name = makeStoredName(extension, randomBytes(10).toString('hex'));
  await bucket.file(`${MEDIA_PREFIX}${name}`).save(bytes, {
    resumable: false,
    // Fails instead of overwriting if the (random) name were ever taken.
    preconditionOpts: { ifGenerationMatch: 0 },
    metadata: {
      contentType: CONTENT_TYPE_OF_EXTENSION[extension],
      cacheControl: 'public, max-age=31536000, immutable',
    },
  });
  return name;
}

/** Removes stored files, ignoring those already gone (used to undo a failed create). */
export async function removeFiles(bucket: Bucket, names: string[]): Promise<void> {
  await Promise.all(
    names.map((name) => bucket.file(`${MEDIA_PREFIX}${name}`).delete({ ignoreNotFound: true })),
  );
}
