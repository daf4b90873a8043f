/**
 * What the share pages of records named by their slug have in common (`/noticias/{slug}`,
 * `/galeria/{slug}`): the address pattern, how an address finds its record and a record its
 * address, and the small readers every preview uses.
 */
import type { PageDef } from '..';
import type { SharePage } from './registry';

/** A record's value as text ('' for anything else: an older record may lack the field). */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored file's public address. */
export const mediaAddress = (origin: string, name: string) => `${origin}/media/${encodeURIComponent(name)}`;

/** The canonical URL of the address asked for (no trailing slash). */
export const canonicalUrl = (origin: string, path: string) => `${origin}${path.replace(/\/$/, '')}`;

/**
 * The address half of the share page of a registry page `{base}/:slug` (its list page is `base`),
 * made from the page's request-time template: `{base}/{slug}`, with or without a trailing slash,
 * names the record whose `slug` it is.
 */
export function bySlug(
  page: PageDef,
): Pick<SharePage, 'pattern' | 'collection' | 'base' | 'matches' | 'pathOf'> {
  const base = page.path.replace(/\/:slug$/, '');
  const { collection, requestTime } = page;
  if (base === page.path || !collection || !requestTime)
    throw new Error(`${page.id}: no es una página {lista}/:slug hecha al pedirla.`);
  return {
    pattern: new RegExp(`^${base}/([a-z0-9]+(?:-[a-z0-9]+)*)/?$`),
    collection,
    base,
    matches: (record, slug) => record.slug === slug,
    pathOf: (record) => (text(record.slug) ? `${base}/${text(record.slug)}` : null),
  };
}
