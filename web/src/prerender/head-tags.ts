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
 * The page chunk's CSS, so the frame is painted styled. After the shell's own stylesheet: a
 * component's class must win over the site-wide ones, as in the bundle's order.
 */
export function stylesheetTags(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}" />`)
    .join('\n    ');
}
