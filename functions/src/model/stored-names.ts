/**
 * Names of files in Cloud Storage. The server generates every name (time + random), so an upload
 * never overwrites another file and no visitor-supplied text ever reaches a storage path.
 * Responsive variants (`-w480.webp`, `-wfull.avif`) hang off the same base name.
 */
export const STORED_NAME_PATTERN =
  /^[a-z0-9]{6,12}-[a-f0-9]{20}(?:-w(?:[0-9]{2,4}|full)\.(?:webp|avif)|\.(?:jpg|png|webp|pdf))$/;

const VARIANT_SUFFIX = /-w(?:[0-9]+|full)\.[a-z]+$/;

/** A derived file (a resized WebP or AVIF copy), never an original. */
export function isVariantName(name: string): boolean {
  return VARIANT_SUFFIX.test(name);
}

/** What an original and all its variants share: the name without variant suffix and extension. */
export function storedBaseOf(name: string): string {
  return name.replace(VARIANT_SUFFIX, '').replace(/\.[a-z]+$/, '');
}

export function isStoredName(name: string): boolean {
  return STORED_NAME_PATTERN.test(name);
}

/**
 * What a record's image or PDF field may hold: a stored original of that kind. Variants are
 * derived files, never a record's value; a PDF is never an image and the other way round.
 */
export function isStoredFileOf(kind: 'image' | 'pdf', name: string): boolean {
  if (!isStoredName(name) || isVariantName(name)) return false;
  return name.endsWith('.pdf') === (kind === 'pdf');
}

/** A fresh stored name. `randomHex` must return 20 lowercase hex characters. */
export function makeStoredName(extension: string, randomHex: string, now = Date.now()): string {
  return `${now.toString(36)}-${randomHex}.${extension}`;
}

/** Widths below an original's at which variants are kept (never upscaled). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * Formats of the variants, best first. Every size has a WebP; an AVIF is kept only where it came
 * out smaller than that WebP, and /media answers a missing AVIF with the WebP (see
 * `variantFallbacks`), so a page can always offer both without knowing which AVIFs exist.
 */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * A variant's size: one of VARIANT_WIDTHS, or 'full' (the original's own width). The full one is
 * named without its width so that an original's variant names follow from its name alone.
 */
export type VariantSize = (typeof VARIANT_WIDTHS)[number] | 'full';

/** The variant of an image at a given size and format, for srcset. */
export function variantName(storedName: string, size: VariantSize, format: VariantFormat = 'webp'): string {
  return storedName.replace(/(?:-w(?:[0-9]+|full))?\.[a-z]+$/, `-w${size}.${format}`);
}

/** The variant sizes an original `width` px wide has, with their widths in px (for srcset). */
export function variantSizes(width: number): Array<{ size: VariantSize; width: number }> {
  return [
    ...VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({ size: w, width: w })),
    { size: 'full', width },
  ];
}

/**
 * Every variant name a stored original may have (whatever its width or age): they belong to it,
 * are removed with it, and are never anything else's. The one list the upload, the cleanup and
 * the file sweep share. A PDF has none.
 */
export function variantNamesOf(original: string): string[] {
  if (original.endsWith('.pdf') || isVariantName(original)) return [];
  const sizes: VariantSize[] = [...VARIANT_WIDTHS, 'full'];
  return sizes.flatMap((size) => VARIANT_FORMATS.map((format) => variantName(original, size, format)));
}

/**
 * What /media serves, in order, when a variant is not stored: an AVIF that was not smaller than
 * its WebP (or was never made) is that WebP; a WebP an older upload lacks (the full width did not
 * exist before) is the original, whose extension the variant's name does not tell.
 */
export function variantFallbacks(variant: string): string[] {
  if (!isVariantName(variant)) return [];
  const base = storedBaseOf(variant);
  const webp = variant.endsWith('.avif') ? [variant.replace(/\.avif$/, '.webp')] : [];
  return [...webp, ...['jpg', 'png', 'webp'].map((ext) => `${base}.${ext}`)];
}

/** Spellings of one type that a display name may already carry (`foto.jpeg` is a JPEG). */
const SAME_TYPE: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
};

/**
 * The display name a stored file is shown and downloaded under: the uploader's name with the
 * extension of the type the server detected, which is the stored name's. A PDF uploaded
 * as `x.html` is `x.pdf`, so a page's `download="x.html"` never saves a PDF as a web page; a name
 * with the right extension (any case, `.jpeg` for a JPEG) is kept as it is.
 */
export function displayNameFor(name: string, storedName: string): string {
  const extension = /\.([a-z]+)$/.exec(storedName)?.[1];
  return extension ? displayNameWithExtension(name, extension) : name;
}

/** `name` ending in `.extension` (the detected type's, before the file has its stored name). */
export function displayNameWithExtension(name: string, extension: string): string {
  if (name === '') return name;
  const own = /\.([^./\\\s]{1,16})$/.exec(name);
  if (own && (SAME_TYPE[extension] ?? [extension]).includes(own[1]!.toLowerCase())) return name;
  const base = (own ? name.slice(0, own.index) : name).replace(/[.\s]+$/, '');
  return `${base || 'archivo'}.${extension}`;
}
