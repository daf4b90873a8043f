/**
 * An album as a public page reads it: records may lack fields (typed partial), so the photos are
 * taken only where they are well formed. Photos have any shape up to 2048 px on the long side;
 * the record does not keep their size, so srcsets assume that width (/media answers a size a
 * smaller photo lacks with its original) and the boxes have a fixed ratio (no layout shift).
 */
import type { ListImage, PublicRecord } from '@model/public';

export type Album = PublicRecord<'galerias'>;

/** The width srcsets assume: the gallery rule's largest long side. */
export const PHOTO_WIDTH = 2048;
export const PHOTO_HEIGHT = 1536;

export function photosOf(album: Album): ListImage[] {
  const raw: unknown = album.photos;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((p: Partial<ListImage> | null) =>
    p && typeof p.image === 'string' && p.image
      ? [{ image: p.image, alt: typeof p.alt === 'string' ? p.alt : '' }]
      : [],
  );
}

/** The cover's file: the chosen one, else the first photo. */
export function coverOf(album: Album): ListImage | undefined {
  const photos = photosOf(album);
  return photos.find((p) => p.image === album.cover) ?? photos[0];
}

/** Newest first by the album's date; albums without one last. */
export function newestFirst(albums: Album[]): Album[] {
  return [...albums].sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
}

export const photoCount = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`);
