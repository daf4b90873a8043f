/**
 * When a photo was taken, for "Ordenar por fecha de la foto": the EXIF
 * DateTimeOriginal a camera or phone writes into a JPEG, read here from the file's first bytes
 * before the preparation (prepare-photo.ts) re-encodes the photo without its metadata. The
 * server strips metadata and keeps no date, so the browser is the one place it can be read. A
 * photo without it (a PNG, a screenshot, an edited copy) falls back to the file's lastModified.
 * A few dozen lines instead of an EXIF library: only one tag is read, and a malformed file reads
 * as "no date", never as an error.
 */
import { fromSchoolWallClock } from '@model';

/** The APP1 segment sits near the start of a JPEG; 128 KB covers it with any thumbnail. */
const HEAD_BYTES = 128 * 1024;
const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_DATE_TIME = 0x0132;

/** "2026:05:04 08:15:30" (EXIF's spelling, a wall clock without zone) as milliseconds on a UTC scale, or undefined. */
export function exifDateMs(text: string): number | undefined {
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** The ASCII value of `tag` in the IFD at `ifd` of the TIFF block starting at `tiff`, or its long value for a pointer. */
function readTag(
  view: DataView,
  tiff: number,
  ifd: number,
  tag: number,
  little: boolean,
): { text?: string; offset?: number } | undefined {
  if (ifd + 2 > view.byteLength) return undefined;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) return undefined;
    if (view.getUint16(entry, little) !== tag) continue;
    const type = view.getUint16(entry + 2, little);
    const length = view.getUint32(entry + 4, little);
    if (type === 4) return { offset: view.getUint32(entry + 8, little) };
    if (type !== 2 || length > 64) return undefined;
    const start = length > 4 ? tiff + view.getUint32(entry + 8, little) : entry + 8;
    if (start + length > view.byteLength) return undefined;
    let text = '';
    for (let j = 0; j < length; j++) {
      const c = view.getUint8(start + j);
      if (c === 0) break;
      text += String.fromCharCode(c);
    }
    return { text };
  }
  return undefined;
}

/** DateTimeOriginal (else IFD0's DateTime) of JPEG bytes, in ms on a UTC scale, or undefined. */
export function exifDateOf(bytes: ArrayBuffer): number | undefined {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    const marker = view.getUint16(at);
    // Markers only; the image data (SOS) means no EXIF came before it.
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return undefined;
    const size = view.getUint16(at + 2);
    // APP1 holding "Exif\0\0" then a TIFF header.
    if (
      marker === 0xffe1 &&
      at + 10 <= view.byteLength &&
      view.getUint32(at + 4) === 0x45786966 &&
      view.getUint16(at + 8) === 0
    ) {
      const tiff = at + 10;
      if (tiff + 8 > view.byteLength) return undefined;
      const order = view.getUint16(tiff);
      if (order !== 0x4949 && order !== 0x4d4d) return undefined;
      const little = order === 0x4949;
      const ifd0 = tiff + view.getUint32(tiff + 4, little);
      const pointer = readTag(view, tiff, ifd0, TAG_EXIF_IFD, little)?.offset;
      const original =
        pointer !== undefined
          ? readTag(view, tiff, tiff + pointer, TAG_DATE_TIME_ORIGINAL, little)?.text
          : undefined;
      const text = original ?? readTag(view, tiff, ifd0, TAG_DATE_TIME, little)?.text;
      return text ? exifDateMs(text) : undefined;
    }
    at += 2 + size;
  }
  return undefined;
}

/**
 * An EXIF wall clock (ms on a UTC scale) as the instant it names in the school's zone: the
 * cameras of an act in Colombia are set to its time, and a photo without EXIF is ordered by its
 * lastModified, an instant, so both must be on one scale.
 */
function schoolInstant(wallClockMs: number): number {
  const day = new Date(wallClockMs).toISOString().slice(0, 10);
  const noon = fromSchoolWallClock(day, '12:00');
  return noon ? wallClockMs + (Date.parse(noon) - Date.parse(`${day}T12:00:00Z`)) : wallClockMs;
}

/** When `file` was taken: its EXIF date (in the school's zone), else its lastModified. */
export async function photoTakenAt(file: File): Promise<number> {
  try {
    const taken = exifDateOf(await file.slice(0, HEAD_BYTES).arrayBuffer());
    if (taken !== undefined) return schoolInstant(taken);
  } catch {
    // An unreadable file has no date of its own.
  }
  return file.lastModified;
}
