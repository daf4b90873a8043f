/**
 * Reading the head of a dropped file for the shared sniffType (@model), so a renamed file is
 * refused in the browser with the same message the server would give.
 */
import { SNIFF_BYTES } from '@model';

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
