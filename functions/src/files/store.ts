/**
 * Writing files to Cloud Storage under generated names (media/{name}). Names are unique, so a
 * stored object never changes (how long /media lets it be cached is routes/media.ts's business:
 * a file stops being public when no record shows it). Images also get variants at a few
 * widths and at their own (name-w480.webp…, name-wfull.webp, and the AVIF of each where smaller),
 * so visitors download a fraction of the original.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CONTENT_TYPE_OF_EXTENSION,
  EXTENSION_OF,
  UPLOAD_RULES,
  makeStoredName,
  variantName,
  variantNamesOf,
  variantSizes,
  type FileFacts,
  type UploadRuleId,
  type VariantFormat,
  type VariantSize,
} from '../model';
import { withDeadline } from '../domain/deadline';
import { Unavailable } from '../domain/errors';
import type { Bucket } from './bucket';
import { cleanImage, decoderFor, loadSharp } from './clean-image';

export const MEDIA_PREFIX = 'media/';

/** The cache rule of every stored media object (the restore writes it too). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** The custom metadata of a variant: its original's stored name, and what that was uploaded for. */
export interface VariantMetadata {
  variantOf: string;
  collection: string;
  field: string;
}

/** A connection to Storage dropped or refused: worth one more try, and a 503 if it fails again. */
const TRANSIENT_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EAI_AGAIN']);
export function isTransientNetworkError(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (!e) return false;
  return (
    (typeof e.code === 'string' && TRANSIENT_CODES.has(e.code)) ||
    e.name === 'FetchError' ||
    /socket hang up/i.test(String(e.message))
  );
}
/** Pauses before the second and third try of a broken write. */
const RETRY_PAUSES_MS = [100, 400] as const;
const isPreconditionFailed = (err: unknown) => (err as { code?: unknown } | null)?.code === 412;

async function save(
  bucket: Bucket,
  name: string,
  bytes: Buffer,
  contentType: string,
  custom?: BindingMetadata | VariantMetadata,
): Promise<void> {
  const write = () =>
    withDeadline(
      'Storage',
      bucket.file(`${MEDIA_PREFIX}${name}`).save(bytes, {
        resumable: false,
        // Fails instead of overwriting if the (random) name were ever taken.
        preconditionOpts: { ifGenerationMatch: 0 },
        metadata: { contentType, cacheControl: IMMUTABLE, ...(custom ? { metadata: custom } : {}) },
      }),
    );
  // A write whose connection broke (seen under forty uploads at once: "write EPIPE"; and "socket
  // hang up" when a kept-alive connection was closed as it was reused) is tried again after a
  // short pause, twice; a bare network error must never reach the administrator as a 500.
  // The name is ours alone: "already exists" on a retry means an earlier try had landed.
  await withRetries(write, isPreconditionFailed);
}

/**
 * Runs a Storage call, trying it twice more after short pauses when its connection broke; a third
 * break is a 503 (Unavailable). `landed(err)`: an error on a retry that means an earlier try got through.
 */
async function withRetries<T>(
  call: () => Promise<T>,
  landed: (err: unknown) => boolean = () => false,
): Promise<T | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt > 0 && landed(err)) return undefined;
      if (!isTransientNetworkError(err)) throw err;
      if (attempt === RETRY_PAUSES_MS.length)
        throw new Unavailable('Storage: the connection broke three times');
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[attempt]));
    }
  }
}

/**
 * AVIF settings: quality 45 with 4:2:0 chroma is about the look of WebP q78 at half its bytes.
 * Effort (0-9, default 4) by width: below 960 px, effort 2 (~8x faster than 4, within a few % of
 * its size; the small sizes are the ones lists and thumbnails fetch, and flat illustrations come
 * out a third smaller than at effort 0). From 960 px, effort 0: on photos it is 4-6x faster than 2
 * and no larger (a 2048x1536 album photo's 1600 and 2048 px AVIFs: 0.34 s instead of 1.9 s, 809
 * KB instead of 856 KB), which makes an album of forty photos upload in half the time; a flat
 * image's larger AVIF at these sizes is a few KB, and one bigger than its WebP is not kept anyway.
 */
const AVIF_SMALL = { quality: 45, effort: 2, chromaSubsampling: '4:2:0' } as const;
const AVIF_LARGE = { ...AVIF_SMALL, effort: 0 } as const;
const avifOptions = (width: number) => (width >= 960 ? AVIF_LARGE : AVIF_SMALL);
/**
 * WebP at effort 1 (default 4): the WebP is the fallback a browser without AVIF gets (and the
 * variant kept where the AVIF is not smaller). On a 2048x1536 photo its four sizes took 0.64 s
 * instead of 1.40 s for 1-3 % more bytes; on a flat 1920 px illustration 8-20 % more bytes, where
 * the AVIF that browsers fetch is smaller still. An album of forty photos: ~30 CPU-seconds less.
 */
const WEBP = { quality: 78, effort: 1 } as const;

/** One variant of an image, before it has a name. */
export interface EncodedVariant {
  size: VariantSize;
  format: VariantFormat;
  bytes: Buffer;
}

/**
 * The variants of an image: at each size (`variantSizes`: the fixed widths below the original's,
 * and its own), a WebP, and an AVIF only where it is smaller than that WebP (flat illustrations at
 * small widths sometimes are not); /media serves the WebP for an AVIF that was not kept.
 */
async function encodeVariants(
  bytes: Buffer,
  rule: (typeof UPLOAD_RULES)[UploadRuleId],
): Promise<EncodedVariant[]> {
  // Every decoder is capped at the rule's pixels (clean-image.ts), whatever the bytes claim.
  const decoder = await decoderFor(bytes, rule);
  const { width = 0 } = await decoder.metadata();
  const perSize = await Promise.all(
    variantSizes(width).map(async ({ size, width: w }) => {
      const resized = size === 'full' ? decoder.clone() : decoder.clone().resize({ width: w });
      const [webp, avif] = await Promise.all([
        resized.clone().webp(WEBP).toBuffer(),
        resized.clone().avif(avifOptions(w)).toBuffer(),
      ]);
      const kept: EncodedVariant[] = [{ size, format: 'webp', bytes: webp }];
      if (avif.length < webp.length) kept.push({ size, format: 'avif', bytes: avif });
      return kept;
    }),
  );
  return perSize.flat();
}

/** An image as `storeFile` stores it: cleaned (`cleanImage`), and its variants. */
export interface EncodedImage {
  cleaned: Buffer;
  variants: EncodedVariant[];
}

/**
 * Encoded images kept by content, for a caller that stores the same pictures again and again:
 * the seed (scripts/seed/encoded-cache.ts), which redraws the same sample pictures on every run.
 * The same bytes, rule, settings and sharp give the same encoding, which `encodingKey` names.
 */
export interface EncodedImageCache {
  get(key: string): Promise<EncodedImage | undefined>;
  set(key: string, image: EncodedImage): Promise<void>;
}

/** Everything the encoding of `bytes` depends on, hashed: a changed setting or sharp is a new key. */
async function encodingKey(
  bytes: Buffer,
  detected: string,
  rule: (typeof UPLOAD_RULES)[UploadRuleId],
): Promise<string> {
  const { versions } = await loadSharp();
  const settings = JSON.stringify({
    detected,
    rule,
    WEBP,
    AVIF_SMALL,
    AVIF_LARGE,
    sizes: variantSizes(Infinity),
    versions,
  });
  return createHash('sha256').update(settings).update(bytes).digest('hex');
}

/** What an upload stores for an image (its cleaned bytes and variants); the restore stores a backup's images the same way. */
export async function encodeImage(
  bytes: Buffer,
  detected: 'jpeg' | 'png' | 'webp',
  rule: (typeof UPLOAD_RULES)[UploadRuleId],
  cache?: EncodedImageCache,
): Promise<EncodedImage> {
  const key = cache ? await encodingKey(bytes, detected, rule) : '';
  const kept = key ? await cache!.get(key) : undefined;
  if (kept) return kept;
  const cleaned = await cleanImage(bytes, detected, rule);
  const image = { cleaned, variants: await encodeVariants(cleaned, rule) };
  if (key) await cache!.set(key, image);
  return image;
}

/**
 * Stores a checked file, bound to the collection and field it was checked for, and, for images,
 * its variants (`encodeVariants`; unbound: a variant is never a record's value). An image is first
 * checked by the decoder and stripped of its metadata (`cleanImage`): what is stored and served
 * is the cleaned picture, never the uploaded bytes.
 * `fixed` is only given by the seed: its names are fixed per sample record, so a seed that was
 * interrupted can find and replace the files it stored for a record it never wrote; and its
 * `cache` keeps the sample pictures' encodings between runs.
 */
export async function storeFile(
  bucket: Bucket,
  bytes: Buffer,
  detected: NonNullable<FileFacts['detected']>,
  binding: FileBinding,
  fixed?: { randomHex: string; now: number; cache?: EncodedImageCache },
): Promise<string> {
  const extension = EXTENSION_OF[detected];
  const rule = UPLOAD_RULES[binding.rule];
  const encoded = detected === 'pdf' ? undefined : await encodeImage(bytes, detected, rule, fixed?.cache);
  const name = makeStoredName(extension, fixed?.randomHex ?? randomBytes(10).toString('hex'), fixed?.now);
  await save(bucket, name, encoded?.cleaned ?? bytes, CONTENT_TYPE_OF_EXTENSION[extension]!, {
    ...binding,
    uploadedAt: new Date().toISOString(),
  });
  if (!encoded) return name;
  // Each variant names its original and what it was uploaded for, so /media answers a variant
  // with one Storage lookup (routes/media.ts) instead of also looking for the original under each
  // extension. Not a binding: a variant is never a record's value (isStoredFileOf).
  const of: VariantMetadata = { variantOf: name, collection: binding.collection, field: binding.field };
  try {
    await Promise.all(
      encoded.variants.map((v) =>
        save(bucket, variantName(name, v.size, v.format), v.bytes, `image/${v.format}`, of),
      ),
    );
  } catch (err) {
    await removeFiles(bucket, [name]).catch(() => undefined);
    throw err;
  }
  return name;
}

/** A stored file's metadata, or null when there is no such file. */
export async function metadataOf(bucket: Bucket, name: string) {
  try {
    // A read is safe to send again: a kept connection Storage had just closed ("socket hang up")
    // costs a retry, not a 503.
    const [meta] = (await withRetries(() =>
      withDeadline('Storage', bucket.file(`${MEDIA_PREFIX}${name}`).getMetadata()),
    ))!;
    return meta;
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) return null;
    throw err;
  }
}

/** Removes stored files and their variants, ignoring those already gone (undoing a failed create). */
export async function removeFiles(bucket: Bucket, names: string[]): Promise<void> {
  const all = names.flatMap((n) => [n, ...variantNamesOf(n)]);
  // A few at a time, each tried again if its connection broke: hundreds of DELETEs at once (a
  // resumed seed's leftovers, an album's photos and their variants) made the Storage emulator
  // reset connections ("socket hang up": seen failing a resumed seed in CI).
  for (let i = 0; i < all.length; i += REMOVE_AT_ONCE) {
    await Promise.all(
      all
        .slice(i, i + REMOVE_AT_ONCE)
        .map((n) => withRetries(() => bucket.file(`${MEDIA_PREFIX}${n}`).delete({ ignoreNotFound: true }))),
    );
  }
}

const REMOVE_AT_ONCE = 8;
