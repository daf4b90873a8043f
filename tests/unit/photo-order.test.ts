/**
 * An album's order: a photo whose upload finishes late still lands in the place it
 * was chosen in; the two sort actions; the photo's date read from real JPEG bytes (made by sharp
 * with the EXIF a phone writes: DateTimeOriginal in the Exif IFD).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ListImage } from '../../functions/src/model';
import {
  exifDateMs,
  exifDateOf,
  photoTakenAt,
} from '../../web/src/features/admin/components/fields/image-list/photo-date';
import {
  placeUploaded,
  sortPhotos,
} from '../../web/src/features/admin/components/fields/image-list/photo-order';

const photo = (image: string): ListImage => ({ image, alt: '' });
const names = (list: ListImage[]) => list.map((p) => p.image);

describe('placeUploaded: the chosen order, whatever order the uploads finish in', () => {
  it('six photos finishing 3, 2, 1, 6, 5, 4 end as 1..6, after the photos the album had', () => {
    const seqOf = (image: string) => (image.startsWith('n') ? Number(image.slice(1)) : undefined);
    let list = [photo('antes-a'), photo('antes-b')];
    for (const n of [3, 2, 1, 6, 5, 4]) list = placeUploaded(list, photo(`n${n}`), n, seqOf);
    expect(names(list)).toEqual(['antes-a', 'antes-b', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
  });

  it('a photo moved by hand meanwhile stays where it was put; a late one goes before the first chosen after it', () => {
    const seqOf = (image: string) => Number(image.slice(1));
    // n3 was moved to the top by the administrator before n2 finished.
    const list = placeUploaded([photo('n3'), photo('n1'), photo('n4')], photo('n2'), 2, seqOf);
    expect(names(list)).toEqual(['n2', 'n3', 'n1', 'n4']);
  });
});

describe('sortPhotos', () => {
  const list = [photo('viejo'), photo('a'), photo('b'), photo('c'), photo('d')];
  it('by name, as people count (IMG_2 before IMG_10), the photos of before first and in their order', () => {
    const file: Record<string, string> = {
      a: 'IMG_10.jpg',
      b: 'img_2.jpg',
      c: 'Acto (1).jpg',
      d: 'IMG_9.jpg',
    };
    expect(names(sortPhotos(list, (image) => file[image]))).toEqual(['viejo', 'c', 'b', 'd', 'a']);
  });
  it('by time, equal times keeping their order', () => {
    const taken: Record<string, number> = { a: 30, b: 10, c: 30, d: 20 };
    expect(names(sortPhotos(list, (image) => taken[image]))).toEqual(['viejo', 'b', 'd', 'a', 'c']);
  });
});

/** A small JPEG carrying the EXIF dates a phone writes. */
async function jpegWith(exif: Record<string, Record<string, string>>): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d7fc4' } })
    .jpeg()
    .withExif(exif)
    .toBuffer();
}
const bytes = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

describe("the photo's date", () => {
  it("reads DateTimeOriginal from the Exif IFD (before the camera's DateTime of IFD0)", async () => {
    const jpeg = await jpegWith({
      IFD0: { DateTime: '2026:01:01 00:00:00' },
      IFD2: { DateTimeOriginal: '2026:05:04 08:15:30' },
    });
    expect(exifDateOf(bytes(jpeg))).toBe(Date.UTC(2026, 4, 4, 8, 15, 30));
  });

  it("falls back to IFD0's DateTime, then to the file's lastModified; no EXIF, a PNG or garbage read as no date", async () => {
    expect(exifDateOf(bytes(await jpegWith({ IFD0: { DateTime: '2025:12:24 19:00:00' } })))).toBe(
      Date.UTC(2025, 11, 24, 19),
    );
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(exifDateOf(bytes(plain))).toBeUndefined();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(exifDateOf(bytes(png))).toBeUndefined();
    // A truncated APP1 (a cut download) is no date, not an exception.
    const cut = await jpegWith({ IFD2: { DateTimeOriginal: '2026:05:04 08:15:30' } });
    expect(exifDateOf(bytes(cut.subarray(0, 40)))).toBeUndefined();
    expect(exifDateMs('0000:00:00 00:00:00')).toBeUndefined();

    const file = new File([new Uint8Array(plain)], 'sin-exif.jpg', {
      type: 'image/jpeg',
      lastModified: 1_700_000_000_000,
    });
    expect(await photoTakenAt(file)).toBe(1_700_000_000_000);
    // The camera's 08:15:30 is Bogotá's (UTC-5): 13:15:30 UTC, on the same scale as lastModified.
    const dated = new File([new Uint8Array(cut)], 'con-exif.jpg', {
      type: 'image/jpeg',
      lastModified: 1_700_000_000_000,
    });
    expect(await photoTakenAt(dated)).toBe(Date.UTC(2026, 4, 4, 13, 15, 30));
  });
});
