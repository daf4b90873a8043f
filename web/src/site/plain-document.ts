/**
 * The pages that come without the site's data: too many requests, the service unavailable. A
 * document of their own, with its few styles inline: no data, no code, the message is the page.
 */
import { siteHref } from '@model/site-href';
import { escapeHtml } from './head-tags';

/** `base`: the school's ('' or '/{slug}'), for the link to its home page. */
export function plainDocument(title: string, text: string, base = ''): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#0b4f8a}</style>
  </head>
  <body>
    <main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(siteHref(base, '/'))}">Ir al inicio</a></p></main>
  </body>
</html>`;
}

/** The line a stale copy shows first in its body. */
export const STALE_NOTICE =
  '<p class="stale-notice" role="status" style="margin:0;padding:.5rem 1rem;background:#fff4ce;color:#3d2c00;font:14px/1.4 system-ui,sans-serif;text-align:center">' +
  'No pudimos consultar la versión más reciente: es posible que este contenido tenga unos minutos de antigüedad.</p>';
