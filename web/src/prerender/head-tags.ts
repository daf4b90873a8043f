/**
 * The <head> of a prerendered page: what link previews (WhatsApp, Facebook…) and search engines
 * read without running JavaScript, and what lets the browser fetch the page's code and data while
 * it parses the HTML. Pure: the prerender step gives it the page and the build's file names.
 */

export interface HeadInput {
  /** Absolute origin of the site, without a trailing slash. */
  origin: string;
  path: string;
  /** The page's own name. */
  title: string;
  description: string;
  siteName: string;
  /** Absolute or root-relative address of the preview picture. */
  image: { path: string; width: number; height: number };
  /** Root-relative JS files of the page's chunk(s). */
  modulePreloads: readonly string[];
  /** Root-relative /api requests the page makes as it loads. */
  fetchPreloads: readonly string[];
  /** Kept out of search results (a request-time page's template, public-routes.ts). */
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
  return `${title} | ${siteName}`;
}

/** The tags, one per line, to put in place of the shell's <title> and description. */
export function headTags(input: HeadInput): string {
  const url = absolute(input.origin, input.path);
  const title = pageTitle(input.title, input.siteName);
  const image = absolute(input.origin, input.image.path);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', input.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', input.path === '/' ? 'website' : 'article'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:locale', 'es_CO'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(input.image.width)),
    meta('property', 'og:image:height', String(input.image.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
    ...(input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    // crossorigin as on the entry's own preloads (Vite's), so the module fetch reuses them.
    ...input.modulePreloads.map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`,
    ),
    // crossorigin=anonymous: the same mode as the page's own fetch, so the browser reuses the answer.
    ...input.fetchPreloads.map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`,
    ),
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
