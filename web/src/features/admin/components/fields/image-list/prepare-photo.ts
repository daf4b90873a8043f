/**
 * A photo made ready in the browser before it goes up: decoded with its EXIF
 * orientation applied, scaled down so its long side is at most the rule's `maxSide`, and encoded
 * again as JPEG. A 4 MB phone photo goes up as a few hundred KB, upright, and without its
 * metadata (the server strips it again whatever arrives). The same rule is checked here as on
 * the server: type first, then each side at least `minSide`.
 */
import { UPLOAD_MESSAGES, type UploadRule } from '@model';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const QUALITY = 0.85;

export class PhotoRefused extends Error {}

/** The target size: the long side brought down to `maxSide`, never up. */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoRefused('No se pudo preparar la foto.'))),
      'image/jpeg',
      QUALITY,
    ),
  );
}

export async function preparePhoto(file: File, rule: UploadRule): Promise<File> {
  if (!ACCEPTED.has(file.type)) throw new PhotoRefused(UPLOAD_MESSAGES.notImage);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoRefused(UPLOAD_MESSAGES.notImage);
  }
  try {
    if (Math.min(bitmap.width, bitmap.height) < (rule.minSide ?? 1))
      throw new PhotoRefused(UPLOAD_MESSAGES.outOfRange(rule));
    const size = scaledSize(
      bitmap.width,
      bitmap.height,
      rule.maxSide ?? Math.max(bitmap.width, bitmap.height),
    );
    const blob = await encode(bitmap, size.width, size.height);
    if (blob.size > rule.maxBytes) throw new PhotoRefused(UPLOAD_MESSAGES.tooLarge(rule));
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
