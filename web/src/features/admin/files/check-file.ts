/**
 * The browser side of spec §5: the facts of a dropped file (type from its bytes, size, and for
 * images the decoded dimensions) run through the shared checkUpload, so the messages are the
 * spec's and identical to the server's.
 */
import { checkUpload, sniffType, type FileFacts, type UploadRule } from '@model';
import type { ImageSizeReader } from './image-size';
import { readHead } from './sniff';

/** null when the file may be kept; otherwise the message to alert. */
export async function checkFile(
  file: File,
  rule: UploadRule,
  readImageSize: ImageSizeReader,
): Promise<string | null> {
  let detected: FileFacts['detected'];
  try {
    detected = sniffType(await readHead(file));
  } catch {
    return 'No se pudo leer el archivo. Intente seleccionarlo de nuevo.';
  }
  const facts: FileFacts = { bytes: file.size, detected };
  // Decode only what passed the cheap checks: a 50 MB or disguised file is never decoded.
  const early = checkUpload({ ...rule, width: undefined, height: undefined }, facts);
  if (early || rule.width === undefined) return early?.message ?? null;
  const size = await readImageSize(file);
  if (!size) return checkUpload(rule, { ...facts, detected: null })?.message ?? null;
  return checkUpload(rule, { ...facts, ...size })?.message ?? null;
}
