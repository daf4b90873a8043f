/**
 * Addresses made from titles (`/noticias/reunion-de-padres`): lowercase ASCII letters, digits and
 * single hyphens, so a link pasted in WhatsApp or read aloud is the title, and never carries
 * anything a browser or a crawler could read as markup or a path. The server makes them; the
 * form only shows them (writes/slugs.ts makes one unique without revealing unpublished records,
 * and keeps it once the record is public).
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

/** The `n`-th address of a title: `base` itself for 1, else `base-n` (the suffix keeps within SLUG_MAX). */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** Which of `base`'s addresses `slug` is (1 for `base` itself, n for `base-n`), or 0 when none. */
export function slugNumber(base: string, slug: string): number {
  if (slug === base) return 1;
  const n = Number(/-([1-9]\d{0,5})$/.exec(slug)?.[1] ?? 0);
  return n >= 2 && numberedSlug(base, n) === slug ? n : 0;
}

/** `base`, else `base-2`, `base-3`… : the first not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** A published record of one title whose address is not public yet, and when it will be. */
export interface WaitingSlug {
  id: string;
  /** Its address now ('' for none yet). */
  slug: string;
  /** When it goes public (ms since the epoch). */
  start: number;
}

/**
 * The addresses of a title's published records that are not public yet (`waiting`), given the
 * ones that are or have been (`fixed`, never changed): the free addresses `base`, `base-2`… in
 * the order the records go public, so whichever goes public first takes the lowest, and a public
 * `base-n` never points at a lower address still hidden. Equal starts keep their present order.
 */
export function settleSlugs(
  base: string,
  fixed: ReadonlySet<string>,
  waiting: readonly WaitingSlug[],
): Map<string, string> {
  const place = (w: WaitingSlug) => slugNumber(base, w.slug) || Number.MAX_SAFE_INTEGER;
  const order = [...waiting].sort(
    (a, b) => a.start - b.start || place(a) - place(b) || a.id.localeCompare(b.id),
  );
  const taken = new Set(fixed);
  const out = new Map<string, string>();
  for (const w of order) {
    const slug = uniqueSlug(base, taken);
    taken.add(slug);
    out.set(w.id, slug);
  }
  return out;
}
