/**
 * The order of an album's photos. Uploads finish in any order (three at a time, of
 * different sizes, on a school's line); each photo keeps the place it had in the file picker or
 * the drop, so the album reads as chosen. And two actions reorder what was uploaded: by file
 * name (IMG_2 before IMG_10) or by when each photo was taken (photo-date.ts).
 */
import type { ListImage } from '@model';

/** What the form knows of a photo uploaded in it: its place in the choice and its original file. */
export interface PhotoSource {
  /** Rises with each file chosen or dropped, in the picker's order. */
  seq: number;
  file: File;
}

/**
 * `list` with `photo` (chosen as `seq`) put before the first photo of this form chosen after
 * it, else at the end. Photos already in the album before keep their places; a photo moved by
 * hand in the meantime stays where it was put.
 */
export function placeUploaded(
  list: readonly ListImage[],
  photo: ListImage,
  seq: number,
  seqOf: (image: string) => number | undefined,
): ListImage[] {
  const at = list.findIndex((p) => (seqOf(p.image) ?? -Infinity) > seq);
  return at < 0 ? [...list, photo] : [...list.slice(0, at), photo, ...list.slice(at)];
}

const byName = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/**
 * `list` ordered by `keyOf` (a name or a time); photos without a key (in the album before this
 * form was opened: the server keeps neither their file name nor their date) stay first, in their
 * order. Equal keys keep their order.
 */
export function sortPhotos<K extends string | number>(
  list: readonly ListImage[],
  keyOf: (image: string) => K | undefined,
): ListImage[] {
  const unknown = list.filter((p) => keyOf(p.image) === undefined);
  const known = list
    .map((photo, index) => ({ photo, index, key: keyOf(photo.image) }))
    .filter((p): p is { photo: ListImage; index: number; key: K } => p.key !== undefined)
    .sort((a, b) => {
      const order =
        typeof a.key === 'string'
          ? byName.compare(a.key, String(b.key))
          : (a.key as number) - (b.key as number);
      return order !== 0 ? order : a.index - b.index;
    });
  return [...unknown, ...known.map((k) => k.photo)];
}
