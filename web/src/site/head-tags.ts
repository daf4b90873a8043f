/**
 * The <head> of a public page: what link previews (WhatsApp, Facebook…) and search engines read
 * without running JavaScript. Pure: the frame (page-frame.astro) gives it the page's head (its
 * registry entry's, or a record's own for an article or an album) and the school's name.
 */
import { SHARE_IMAGE } from '@/config/site';

export interface HeadMeta {
  /** Absolute origin of the site, without a trailing slash. */
  origin: string;
  path: string;
  /** The page's own name ("| school" is added). */
  title: string;
  description: string;
  siteName: string;
  /** The preview picture: an absolute URL; its size when known (an album's cover has none). The site's own by default. */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** schema.org structured data (JSON-LD) for a record. */
  jsonLd?: Record<string, unknown>;
  /** og:type; `website` for the home page, `article` otherwise unless said. */
  type?: 'website' | 'article';
  /** Kept out of search results. */
  noindex?: boolean;
}

/** What a page says of its own head; the frame adds the origin, the path and the school's name. */
export type PageHead = Omit<HeadMeta, 'origin' | 'path' | 'siteName'>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path}`;

/** "<page> | <school>", as the client titles every page (site-settings.ts documentTitle). */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** JSON inside a <script>: no `<` (a `</script>` in a title), nor the two line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The tags, one per line. */
export function headTags(input: HeadMeta): string {
  const url = absolute(input.origin, input.path);
  const title = pageTitle(input.title, input.siteName);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const image = input.image ?? {
    // A built file, at the root of the host (shared by every school), not under a school's base.
    url: `${new URL(input.origin).origin}${SHARE_IMAGE.path}`,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: input.siteName,
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', input.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', input.type ?? (input.path === '/' ? 'website' : 'article')),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:locale', 'es_CO'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image.url),
    ...(input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(input.jsonLd ? [`<script type="application/ld+json">${scriptJson(input.jsonLd)}</script>`] : []),
  ].join('\n    ');
}
