/**
 * The browser side of spec §5: the facts of a dropped file (type from its bytes, size, and for
 * images the decoded dimensions) run through the shared checkUpload, so the messages are the
 * spec's and identical to the server's.
 *
 * With cropping allowed, a picture larger than its rule is not refused but offered to the crop
 * dialog: its bytes are then no reason to refuse it either, since the crop is re-encoded under
 * the limit. The server still checks whatever is finally uploaded.
 */
import { checkUpload, MB, sniffType, type FileFacts, type UploadRule } from '@model';
import { cropFit } from './crop-fit';
import type { ImageSize, ImageSizeReader } from './image-size';
import { readHead } from './sniff';

export type FileVerdict =
  | { kind: 'keep' }
  | { kind: 'refuse'; message: string }
  /** Larger than the rule: cut it to the rule (size is the picture's, EXIF-oriented). */
  | { kind: 'crop'; size: ImageSize };

/** Heaviest picture decoded to offer a crop: phone photos are 2-12 MB; beyond, refuse unread. */
export const CROP_DECODE_LIMIT = 25 * MB;

const refuse = (problem: { message: string } | null): FileVerdict =>
  problem ? { kind: 'refuse', message: problem.message } : { kind: 'keep' };

export async function judgeFile(
  file: File,
  rule: UploadRule,
  readImageSize: ImageSizeReader,
  { crop }: { crop: boolean },
): Promise<FileVerdict> {
  let detected: FileFacts['detected'];
  try {
    detected = sniffType(await readHead(file));
  } catch {
    return { kind: 'refuse', message: 'No se pudo leer el archivo. Intente seleccionarlo de nuevo.' };
  }
  const facts: FileFacts = { bytes: file.size, detected };
  // Decode only what passed the cheap checks: a 50 MB or disguised file is never decoded.
  const early = checkUpload({ ...rule, width: undefined, height: undefined }, facts);
  if (rule.width === undefined || rule.height === undefined) return refuse(early);
  const mayCrop = crop && rule.type === 'image';
  if (early && !(mayCrop && early.status === 413 && file.size <= CROP_DECODE_LIMIT)) return refuse(early);
  const size = await readImageSize(file);
  if (!size) return refuse(checkUpload(rule, { ...facts, detected: null }));
  if (mayCrop && cropFit(size, { width: rule.width, height: rule.height }) === 'crop')
    return { kind: 'crop', size };
  return refuse(checkUpload(rule, { ...facts, ...size }));
}

/** null when the file may be kept as it is; otherwise the message to alert. No cropping. */
export async function checkFile(
  file: File,
  rule: UploadRule,
  readImageSize: ImageSizeReader,
): Promise<string | null> {
  const verdict = await judgeFile(file, rule, readImageSize, { crop: false });
  return verdict.kind === 'refuse' ? verdict.message : null;
}
