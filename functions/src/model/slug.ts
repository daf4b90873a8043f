/**
 * Addresses made from a title (an album's /galeria/{slug}): lowercase ASCII words joined by
 * hyphens, accents dropped ("Feria de la Ciencia 2026" → feria-de-la-ciencia-2026). The server
 * makes it once, on create, so a shared link keeps working when the title is corrected.
 */
import { LIMITS } from './field-kinds';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const slug = words.join('-').slice(0, LIMITS.slug - 8).replace(/-+$/, '');
  return slug || 'album';
}

/** The slug, made unique against `taken` with -2, -3…: the first free one. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
