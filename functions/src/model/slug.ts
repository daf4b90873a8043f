/**
 * Addresses made from titles (`/noticias/reunion-de-padres`): lowercase ASCII letters, digits and
 * single hyphens, so a link pasted in WhatsApp or read aloud is the title, and never carries
 * anything a browser or a crawler could read as markup or a path. The server makes them; the
 * form only shows them (writes/slugs.ts makes one unique and keeps it once the record is public).
 */

export const SLUG_MAX = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG.test(value);
}

/** "¡Reunión de padres, 5.º grado!" → "reunion-de-padres-5-o-grado"; a title with no letter → `fallback`. */
export function slugify(text: string, fallback = 'entrada'): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = ascii.slice(0, SLUG_MAX).replace(/-+$/, '');
  return cut === '' ? fallback : cut;
}

/** `base`, else `base-2`, `base-3`… : the first not in `taken` (the suffix keeps within SLUG_MAX). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
