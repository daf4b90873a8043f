/**
 * Fills a prerendered page's <head> with a record's own tags. The template is the build's file
 * (web/src/prerender/head-tags.ts wrote its tags, one per line, in a known form), so each tag is
 * replaced in place; everything else (the chunk's preloads, the inline CSS, the frame) stays.
 */
import type { ShareContext, ShareMeta } from './registry';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script>: no "</script>", "<!--" nor line separators can end or bend it. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The school's name as the template's build wrote it (og:site_name). Only the name: every address
 * the function writes is SITE_ORIGIN's (http/site-origin.ts), not the template's.
 */
export function templateSiteName(html: string): string {
  const siteName = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return siteName.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function setMeta(html: string, attr: 'name' | 'property', key: string, value: string): string {
  const tag = `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="[^"]*" ?/?>`);
  return pattern.test(html) ? html.replace(pattern, () => tag) : html.replace('</head>', () => `  ${tag}\n  </head>`);
}

function dropMeta(html: string, attr: 'name' | 'property', key: string): string {
  return html.replace(new RegExp(`\\s*<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="[^"]*" ?/?>`), '');
}

/** The template with the record's title, description, canonical URL, preview tags and JSON-LD. */
export function fillTemplate(template: string, meta: ShareMeta, context: ShareContext): string {
  const url = `${context.origin}${context.path.replace(/\/$/, '')}`;
  const title = context.siteName ? `${meta.title} | ${context.siteName}` : meta.title;
  // A template of its own is kept out of search results (web/src/prerender/public-routes.ts); the record's page is not.
  let html = dropMeta(template, 'name', 'robots').replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = setMeta(html, 'name', 'description', meta.description);
  html = html.replace(/<link rel="canonical" href="[^"]*" ?\/?>/, () => `<link rel="canonical" href="${escapeHtml(url)}" />`);
  html = setMeta(html, 'property', 'og:type', 'article');
  html = setMeta(html, 'property', 'og:title', title);
  html = setMeta(html, 'property', 'og:description', meta.description);
  html = setMeta(html, 'property', 'og:url', url);
  html = setMeta(html, 'name', 'twitter:title', title);
  html = setMeta(html, 'name', 'twitter:description', meta.description);
  if (meta.image) {
    html = setMeta(html, 'property', 'og:image', meta.image.url);
    for (const [key, value] of [['og:image:width', meta.image.width], ['og:image:height', meta.image.height]] as const) {
      html = value === undefined ? dropMeta(html, 'property', key) : setMeta(html, 'property', key, String(value));
    }
    html = setMeta(html, 'property', 'og:image:alt', meta.image.alt);
    html = setMeta(html, 'name', 'twitter:image', meta.image.url);
  }
  if (meta.jsonLd) {
    html = html.replace('</head>', () => `  <script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>\n  </head>`);
  }
  return html;
}

/** The template as a 404 page: a title that says so, and no indexing. */
export function notFoundPage(template: string, context: ShareContext): string {
  const title = context.siteName ? `Página no encontrada | ${context.siteName}` : 'Página no encontrada';
  let html = dropMeta(template, 'name', 'robots').replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = html.replace(/\s*<link rel="canonical" href="[^"]*" ?\/?>/, '');
  return html.replace('</head>', () => '  <meta name="robots" content="noindex" />\n  </head>');
}
