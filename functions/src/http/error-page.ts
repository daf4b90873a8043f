/**
 * The platform's own refusals as a person sees them: an address that names no school (an unknown
 * host or slug, a malformed one) and a retired school's. A plain Spanish page with a link to the
 * Secretaría's directory for whoever asks for a page; the API's JSON (errors.ts) for `/api` and
 * for a client that asks for JSON. The page names no school: it never repeats the address.
 */
import type { ErrorRequestHandler, Request } from 'express';
import { HttpError } from './errors';
import { platformOrigin } from '../tenancy/site-origin';

/** The same minute at the edge as a public page (web/src/middleware.ts PAGE_CACHE). */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `/api/…`, also under a slug (`/{slug}/api/…`): the API's, answered in JSON. */
const API_PATH = /^(?:\/[^/]+)?\/api(?:\/|$)/;

/** Whether the request is a person's (or a plain client's) asking for a page, not the API's. */
export function wantsPage(req: Request): boolean {
  return !API_PATH.test(req.path) && req.accepts(['html', 'json']) === 'html';
}

const TEXTS: Record<number, { title: string; text: string }> = {
  404: {
    title: 'Página no encontrada',
    text: 'La dirección que buscó no corresponde a ningún colegio de la plataforma, o cambió de lugar. En el directorio encontrará el sitio de cada colegio.',
  },
  410: {
    title: 'Este colegio ya no publica su sitio aquí',
    text: 'El colegio de esta dirección ya no publica su sitio en la plataforma de la Secretaría de Educación. En el directorio encontrará los colegios que sí lo hacen.',
  },
};

/** The directory's address, or `/` should PLATFORM_ORIGIN be unreadable (the page still says something). */
function directoryUrl(): string {
  try {
    return `${platformOrigin()}/`;
  } catch {
    return '/';
  }
}

/** The page for `status` (404 or 410): a document of its own, its few styles inline. */
export function errorDocument(status: 404 | 410): string {
  const { title, text } = TEXTS[status]!;
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{color:#062a4a;line-height:1.25}a{color:#0b4f8a;font-weight:600}</style>
  </head>
  <body>
    <main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(directoryUrl())}">Ver el directorio de colegios</a></p></main>
  </body>
</html>`;
}

/** Answers a 404 or 410 with the page when a page is asked for; anything else goes on to errorHandler. */
export const errorPages: ErrorRequestHandler = (err, req, res, next) => {
  if (!(err instanceof HttpError) || (err.status !== 404 && err.status !== 410) || !wantsPage(req)) {
    next(err);
    return;
  }
  res.status(err.status).set('Cache-Control', PAGE_CACHE).type('html').send(errorDocument(err.status));
};
