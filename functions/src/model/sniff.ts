/**
 * What a file really is, from its first bytes: the one list of signatures both the browser (a
 * dropped file) and the function (an uploaded one) use, so they always agree. Never the name or
 * the declared type.
 */
import type { FileFacts } from './upload-rules';

/** Bytes needed to tell JPEG, PNG, WebP and PDF apart. */
export const SNIFF_BYTES = 12;

export function sniffType(b: Uint8Array): FileFacts['detected'] {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) {
    return 'png';
  }
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length >= 5 && ascii(0, 5) === '%PDF-') return 'pdf';
  return null;
}
