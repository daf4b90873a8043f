/**
 * The built site's HTML for the request-time pages: the prerendered file of each template page,
 * shipped with the function. The web build copies them into `functions/site-templates/`
 * (web/build/prerender-plugin.ts; git-ignored, uploaded with the function) and the function reads
 * them from disk once, at start. Never fetched over the network: a fetch of "the site" went to
 * whatever host the request named (issue 46), and a deploy whose site and function differ now
 * cannot mix one build's chunks with another's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder the web build writes, beside `lib/` (and `src/`, for the unit tests' imports). */
export const TEMPLATES_DIR = join(__dirname, '..', '..', 'site-templates');

/** The page used when a template file is missing (a function started without a web build). */
export const BARE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title></title>
    <meta name="description" content="" />
    <link rel="canonical" href="" />
  </head>
  <body>
    <p><a href="/noticias">Noticias</a></p>
  </body>
</html>
`;

/** The file the build writes for a page's address (cleanUrls): `/galeria` → `galeria.html`. */
export const templateFileOf = (path: string) => `${path.replace(/^\/+/, '')}.html`;

export class SiteTemplates {
  private constructor(private readonly pages: ReadonlyMap<string, string>) {}

  /**
   * Reads the template of every path in `paths` from `dir`. A missing or unreadable file throws
   * when `required` (production: a function deployed without its templates fails to load and
   * says why); otherwise it is reported once and served as the bare document, so the emulator
   * still answers before the SPA is built.
   */
  static load(dir: string, paths: readonly string[], required: boolean): SiteTemplates {
    const pages = new Map<string, string>();
    const missing: string[] = [];
    for (const path of new Set(paths)) {
      let html = '';
      try {
        html = readFileSync(join(dir, templateFileOf(path)), 'utf8');
      } catch {
        html = '';
      }
      if (!html.includes('</head>')) missing.push(templateFileOf(path));
      else pages.set(path, html);
    }
    if (missing.length > 0) {
      const message = `Faltan las plantillas de las páginas hechas al pedirlas (${missing.join(', ')}) en ${dir}: ejecute «npm run build» (la compilación del sitio las copia allí) antes de desplegar.`;
      if (required) throw new Error(message);
      console.warn(message);
    }
    return new SiteTemplates(pages);
  }

  /** Templates given as text (tests). */
  static of(pages: Record<string, string>): SiteTemplates {
    return new SiteTemplates(new Map(Object.entries(pages)));
  }

  /** The template page's HTML, or the bare document when it was not found at start. */
  get(path: string): string {
    return this.pages.get(path) ?? BARE;
  }
}
