/**
 * The facts of an uploaded file: its type from the bytes (the shared sniffType), its size, and for
 * images the dimensions from the header (image-size), so a file claiming a huge size is measured
 * without being decoded.
 */
import { imageSize } from 'image-size';
import { sniffType, type FileFacts } from '../model';

/** Type, size and (for images) dimensions; an image whose header cannot be read is no image. */
export function fileFacts(bytes: Uint8Array): FileFacts {
  const detected = sniffType(bytes);
  if (detected === null || detected === 'pdf') return { bytes: bytes.length, detected };
  try {
    const { width, height } = imageSize(bytes);
    return { bytes: bytes.length, detected, width, height };
  } catch {
    return { bytes: bytes.length, detected: null };
  }
}
