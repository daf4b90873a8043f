/**
 * The <head> of a page the function renders (issue 47): what link previews (WhatsApp,
 * Facebook…) and search engines read without running JavaScript. Pure: the render gives it the
 * page (its registry entry, or a record's own meta for an article or an album) and the school's name.
 */

export interface HeadMeta {
  /** Absolute origin of the site, without a trailing slash. */
  origin: string;
  path: string;
  /** The page's own name ("| school" is added). */
  title: string;
  description: string;
  siteName: string;
  /** The preview picture: an absolute URL; its size when known (an album's cover has none). */
  image: { url: string; width?: number; height?: number; alt: string };
  /** schema.org structured data (JSON-LD) for a record. */
  jsonLd?: Record<string, unknown>;
  /** og:type; `website` for the home page, `article` otherwise unless said. */
  type?: 'website' | 'article';
  /** Kept out of search results. */
  noindex?: boolean;
}

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
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The tags, one per line. */
export function headTags(input: HeadMeta): string {
  const url = absolute(input.origin, input.path);
  const title = pageTitle(input.title, input.siteName);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const { image } = input;
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
      ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))]
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

/**
 * The shell's and the page chunk's CSS written into the page, in the bundle's order (the shell's
 * first: a component's class must win over the site-wide ones), so the frame paints from the HTML
 * alone: a <link rel=stylesheet> blocks the first paint until its file arrives (one more round
 * trip on a slow network; measured in docs/decisions/0007-prerendered-pages.md).
 * A lazy chunk's file (`lazy`) also keeps a *disabled* <link>: it applies nothing and blocks
 * nothing, but Vite's loader, which looks for a <link rel=stylesheet> with that href before
 * adding one when the page's chunk is imported, sees the CSS as already there, so the import
 * neither waits for it nor applies it a second time. Chromium still fetches a disabled link's
 * file (seen in Lighthouse's requests, in parallel and not render-blocking), so the shell's
 * stylesheet, which no import asks for, gets no such link.
 */
export function inlineStyleTags(files: readonly { href: string; css: string; lazy: boolean }[]): string {
  return files
    .map(({ href, css, lazy }) => {
      // A `</style` inside would end the element early and leak the rest into the document.
      if (/<\/style/i.test(css)) throw new Error(`Prerender: ${href} contiene "</style".`);
      const style = `<style data-href="${escapeHtml(href)}">${css.trim()}</style>`;
      if (!lazy) return style;
      return `${style}\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled />`;
    })
    .join('\n    ');
}
