/**
 * What a file really is, read from its first bytes; the name and the declared type are never
 * trusted. Dimensions come from the image header (image-size), so a file claiming a huge size is
 * measured without being decoded.
 */
import { imageSize } from 'image-size';
import type { FileFacts } from '../model';

export function sniffType(bytes: Uint8Array): FileFacts['detected'] {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (
    b.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)
  ) {
    return 'png';
  }
  const ascii = (from: number, to: number) => Buffer.from(b.subarray(from, to)).toString('latin1');
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length >= 5 && ascii(0, 5) === '%PDF-') return 'pdf';
  return null;
}

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
