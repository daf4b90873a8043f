/**
 * What an uploaded picture becomes before it is stored: checked by the decoder itself,
 * and without the metadata a phone puts in it.
 *
 * - image-size reads a header, and a header can lie: a JPEG can tell image-size 1920x650 while
 *   libjpeg decodes 8000x8000 (a fill byte before the real frame; tests/emulator/hostile-images.ts).
 *   So sharp, which makes the variants, must see the rule's exact dimensions (or its size range,
 *   for gallery photos) too, and never decodes more than the rule's pixels (`limitInputPixels`):
 *   a bomb costs a header read, not 4 GB.
 * - Originals are served to anyone: EXIF (GPS position, camera, date), XMP and comments go. The
 *   picture is re-encoded by sharp, which keeps no metadata, after turning it upright from its
 *   EXIF orientation (the tag goes with the rest). JPEG and WebP step their quality down until the
 *   file fits the rule's byte limit again; PNG is lossless and re-encoded at full compression.
 */
import type { Sharp } from 'sharp';
import { FileRejected } from '../domain/errors';
import { dimensionsFit, dimensionsMessage, maxPixels, UPLOAD_MESSAGES, type UploadRule } from '../model';

type ImageType = 'jpeg' | 'png' | 'webp';

/** Qualities tried in turn; the first that fits the rule's byte limit is kept. */
const QUALITIES = [92, 85, 78, 70, 60] as const;

/** Loaded on first use: only image uploads need it, and it costs every cold start ~100 ms. */
export const loadSharp = async () => (await import('sharp')).default;

/** A decoder for a checked picture: never more pixels than its rule's (the cap on any upload). */
export async function decoderFor(bytes: Buffer, rule: UploadRule): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: maxPixels(rule) });
}

const rejected = (rule: UploadRule) => new FileRejected('invalid', dimensionsMessage(rule));

/**
 * JPEG with libjpeg-turbo's defaults, not mozjpeg: mozjpeg's trellis search took 0.7 s of a
 * 2048x1536 photo's upload (0.07 s without) for 6 % fewer bytes, on a file the pages rarely fetch
 * (they take its WebP and AVIF variants); forty album photos are forty of those seconds.
 */
function encode(img: Sharp, type: ImageType, quality: number): Sharp {
  if (type === 'png') return img.png({ compressionLevel: 9, adaptiveFiltering: true });
  if (type === 'webp') return img.webp({ quality });
  return img.jpeg({ quality });
}

/**
 * The bytes to store for an image already accepted by its header (`checkUpload`): refused with
 * the rule's Spanish 400 unless the decoder agrees on the dimensions; otherwise re-encoded
 * upright, without metadata, within the rule's byte limit (else the rule's 413).
 */
export async function cleanImage(bytes: Buffer, type: ImageType, rule: UploadRule): Promise<Buffer> {
  const sharp = await loadSharp();
  let meta;
  try {
    // The header only (no pixels decoded), read without the cap, which would refuse a bomb with
    // a vaguer message than the dimensions it really has.
    meta = await sharp(bytes).metadata();
  } catch {
    throw new FileRejected('invalid', UPLOAD_MESSAGES.notImage);
  }
  // Raw (pre-orientation) dimensions, as image-size reports them and the rule was checked (a
  // gallery photo's range has no orientation).
  if (!dimensionsFit(rule, meta.width, meta.height) || (meta.pages ?? 1) > 1) throw rejected(rule);
  const img = await decoderFor(bytes, rule);
  const qualities = type === 'png' ? [100] : QUALITIES;
  for (const quality of qualities) {
    let out: Buffer;
    try {
      out = await encode(img.clone().rotate(), type, quality).toBuffer();
    } catch {
      // The decoder refused it after all (pixel limit, truncated data): no picture we can store.
      throw rejected(rule);
    }
    if (out.length <= rule.maxBytes) return out;
  }
  throw new FileRejected('too-large', UPLOAD_MESSAGES.tooLarge(rule));
}
