/**
 * What a file really is, from its first bytes (the same signatures the function checks), so a
 * renamed file is refused in the browser with the same message the server would give.
 */
import type { FileFacts } from '@model';

/** Bytes needed to tell JPEG, PNG, WebP and PDF apart. */
export const SNIFF_BYTES = 12;

export function sniffBytes(b: Uint8Array): FileFacts['detected'] {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) {
    return 'png';
  }
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length >= 5 && ascii(0, 5) === '%PDF-') return 'pdf';
  return null;
}

/** Reads the head of a Blob (FileReader fallback for engines without Blob.arrayBuffer). */
export async function readHead(file: Blob, count = SNIFF_BYTES): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.readAsArrayBuffer(slice);
  });
}
