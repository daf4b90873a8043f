/**
 * Writing files to Cloud Storage under generated names (media/{name}). Names are unique, so a
 * stored object never changes and can be cached for a year. Images also get WebP variants at a
 * few widths (name-w480.webp…), so phones download a fraction of the original.
 */
import { randomBytes } from 'node:crypto';
import {
  CONTENT_TYPE_OF_EXTENSION,
  EXTENSION_OF,
  makeStoredName,
  VARIANT_WIDTHS,
  variantName,
  type FileFacts,
  type UploadRuleId,
} from '../model';
import { withDeadline } from '../data/deadline';
import type { Bucket } from './bucket';

export const MEDIA_PREFIX = 'media/';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What a file was accepted for, kept on the object as Storage custom metadata: a save may only
 * put the file into that collection's field (bindings.ts), so a photo checked as a 1040x1040
 * staff picture never becomes a carousel slide, nor a PDF an image.
 */
export interface FileBinding {
  collection: string;
  field: string;
  rule: UploadRuleId;
  /** uid of the administrator who uploaded it ('seed' for the sample content). */
  uploader: string;
  originalName: string;
}

/** The custom metadata of a bound object (all strings, as Storage keeps them). */
export type BindingMetadata = FileBinding & { uploadedAt: string };

async function save(
  bucket: Bucket,
  name: string,
  bytes: Buffer,
  contentType: string,
  binding?: BindingMetadata,
): Promise<void> {
  await withDeadline('Storage', bucket.file(`${MEDIA_PREFIX}${name}`).save(bytes, {
    resumable: false,
    // Fails instead of overwriting if the (random) name were ever taken.
    preconditionOpts: { ifGenerationMatch: 0 },
    metadata: { contentType, cacheControl: IMMUTABLE, ...(binding ? { metadata: binding } : {}) },
  }));
}

/**
 * Widths of the variants kept for an image `width` px wide: only smaller ones (never upscale).
 * The public site builds its srcset from the same rule.
 */
export function variantWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w < width);
}

/**
 * Stores a checked file, bound to the collection and field it was checked for, and, for images,
 * its WebP variants (unbound: a variant is never a record's value). Dimensions were already
 * checked against an exact rule (at most 1920 px wide), so decoding here is bounded.
 * `fixed` is only given by the seed: its names are fixed per sample record, so a seed that was
 * interrupted can find and replace the files it stored for a record it never wrote.
 */
export async function storeFile(
  bucket: Bucket,
  bytes: Buffer,
  detected: NonNullable<FileFacts['detected']>,
  binding: FileBinding,
  fixed?: { randomHex: string; now: number },
): Promise<string> {
  const extension = EXTENSION_OF[detected];
  const name = makeStoredName(extension, fixed?.randomHex ?? randomBytes(10).toString('hex'), fixed?.now);
  await save(bucket, name, bytes, CONTENT_TYPE_OF_EXTENSION[extension]!, { ...binding, uploadedAt: new Date().toISOString() });
  if (detected === 'pdf') return name;
  try {
    // Loaded on first use: only image uploads need it, and it costs every cold start ~100 ms.
    const { default: sharp } = await import('sharp');
    const { width = 0 } = await sharp(bytes).metadata();
    await Promise.all(
      variantWidths(width).map(async (w) => {
        const variant = await sharp(bytes).resize({ width: w }).webp({ quality: 78 }).toBuffer();
        await save(bucket, variantName(name, w), variant, 'image/webp');
      }),
    );
  } catch (err) {
    await removeFiles(bucket, [name]).catch(() => undefined);
    throw err;
  }
  return name;
}

/** Removes stored files and their variants, ignoring those already gone (undoing a failed create). */
export async function removeFiles(bucket: Bucket, names: string[]): Promise<void> {
  const all = names.flatMap((n) => (n.endsWith('.pdf') ? [n] : [n, ...VARIANT_WIDTHS.map((w) => variantName(n, w))]));
  await Promise.all(all.map((n) => bucket.file(`${MEDIA_PREFIX}${n}`).delete({ ignoreNotFound: true })));
}
