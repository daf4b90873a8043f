/**
 * Names of files in Cloud Storage. The server generates every name (time + random), so an upload
 * never overwrites another file and no visitor-supplied text ever reaches a storage path.
 * Responsive variants (`-w640.webp`) hang off the same base name.
 */
export const STORED_NAME_PATTERN = /^[a-z0-9]{6,12}-[a-f0-9]{20}(?:-w[0-9]{2,4})?\.(?:jpg|png|webp|pdf)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME_PATTERN.test(name);
}

/**
 * What a record's image or PDF field may hold: a stored original of that kind. Variants are
 * derived files, never a record's value; a PDF is never an image and the other way round.
 */
export function isStoredFileOf(kind: 'image' | 'pdf', name: string): boolean {
  if (!isStoredName(name) || /-w[0-9]+\.[a-z]+$/.test(name)) return false;
  return name.endsWith('.pdf') === (kind === 'pdf');
}

/** A fresh stored name. `randomHex` must return 20 lowercase hex characters. */
export function makeStoredName(extension: string, randomHex: string, now = Date.now()): string {
  return `${now.toString(36)}-${randomHex}.${extension}`;
}

/** The variant of an image at a given width (WebP), for srcset. */
export function variantName(storedName: string, width: number): string {
  return storedName.replace(/(?:-w[0-9]+)?\.[a-z]+$/, `-w${width}.webp`);
}

/** Widths at which WebP variants of uploaded images are kept. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
