/**
 * After the client build: builds src/prerender/render-page.tsx for Node (`vite build --ssr`, same
 * mode and config) and writes, into the output folder, one HTML file per public route (its own
 * head tags and the prerendered frame in #root), sitemap.xml and robots.txt's Sitemap line.
 *
 * Runs in the public build only (vite.config.ts; web/scripts/build.mjs builds public, then admin
 * into the same folder without emptying it), so every file here loads the public entry. Hosting
 * (cleanUrls) serves /docentes from docentes.html; `/` is index.html, so the public shell that
 * unknown paths fall back to is kept as spa.html, the last rewrite's destination in firebase.json
 * (the admin area's paths are rewritten to admin.html before it).
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type * as Entry from '../src/prerender/render-page';
import { PAGES, type PageDef } from '../src/config/pages';

export const SHELL_FILE = 'spa.html';

/**
 * Where the function reads the request-time pages' templates (functions/src/share-pages/template.ts):
 * inside functions/, so `firebase deploy` uploads them with it (git-ignored: they are build output).
 */
const FUNCTION_TEMPLATES = '../functions/site-templates';

/**
 * Copies the prerendered file of every request-time page's template (the page registry's
 * `requestTime.template`) into the function (decision 0012): it makes those pages from these
 * files, never from a fetch of the site. The folder is emptied first, so no stale file stays.
 */
function copyTemplatesToFunction(outDir: string, target: string): string[] {
  const templates = [...new Set(PAGES.flatMap((page: PageDef) => (page.requestTime ? [page.requestTime.template] : [])))];
  rmSync(target, { recursive: true, force: true });
  for (const path of templates) {
    const file = join(target, fileOf(path));
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(join(outDir, fileOf(path)), file);
  }
  return templates;
}

/** The file Hosting serves for a path, with cleanUrls. */
export function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The JS and CSS files a page's module needs (its chunk and the chunks it imports), so the
 * browser fetches them while parsing the HTML, and the frame is styled before any script runs.
 */
function chunkFiles(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  if (!manifest[module]) throw new Error(`Prerender: ${module} no está en el manifiesto de Vite.`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return { js: [...js], css: [...css] };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = resolve(config.root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrDir, emptyOutDir: true },
      });
      const entry = (await import(pathToFileURL(join(ssrDir, 'render-page.js')).href)) as typeof Entry;
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, SHELL_FILE), shell);

      // The shell's own stylesheet(s) (Vite writes the entry's CSS as a <link>): written into
      // each page with the page's CSS instead, so nothing blocks its first paint.
      const shellStyleLink = /\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
      const shellCss = [...shell.matchAll(shellStyleLink)].map((match) => match[1]!);
      if (shellCss.length === 0) throw new Error('Prerender: index.html ya no enlaza su hoja de estilos.');
      const inlined = (files: readonly string[]) =>
        entry.inlineStyleTags(
          files.map((href) => ({
            href,
            css: readFileSync(join(outDir, href.slice(1)), 'utf8'),
            lazy: !shellCss.includes(href),
          })),
        );

      const routes = entry.publicRoutes();
      // Only what the shell does not load already (the entry and its own imports).
      const notInShell = (file: string) => !shell.includes(`"${file}"`);
      for (const route of routes) {
        const files = chunkFiles(
          manifest,
          entry.PAGE_MODULES[route.page.id as keyof typeof entry.PAGE_MODULES],
        );
        const head = entry.headTags({
          origin: entry.SITE_ORIGIN,
          path: route.path,
          title: route.title,
          description: route.description,
          siteName: entry.SCHOOL_NAME_FOR_META,
          image: entry.SHARE_IMAGE,
          modulePreloads: files.js.filter(notInShell),
          fetchPreloads: entry.collectionsOf(route).map((name) => `/api/${name}`),
          noindex: route.template,
        });
        const frame = await entry.renderPage(route);
        const html = shell
          .replace(/<title>[^<]*<\/title>/, '')
          .replace(/<meta name="description"[^>]*>/, head)
          .replace(shellStyleLink, '')
          .replace('</head>', `  ${inlined([...shellCss, ...files.css.filter(notInShell)])}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered>${frame}</div>`);
        if (!html.includes(frame) || !html.includes('og:title')) {
          throw new Error(
            'Prerender: index.html ya no tiene <meta name="description"> o <div id="root"></div>.',
          );
        }
        const file = join(outDir, fileOf(route.path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }

      writeFileSync(
        join(outDir, 'sitemap.xml'),
        entry.sitemapXml(
          entry.SITE_ORIGIN,
          routes.filter((route) => !route.template).map((route) => route.path),
        ),
      );
      const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8').trimEnd();
      // The second sitemap is the function's: the articles published after this build (decision 0012).
      writeFileSync(
        join(outDir, 'robots.txt'),
        `${robots}\n\nSitemap: ${entry.SITE_ORIGIN}/sitemap.xml\nSitemap: ${entry.SITE_ORIGIN}/noticias/sitemap.xml\n`,
      );
      const templates = copyTemplatesToFunction(outDir, resolve(config.root, FUNCTION_TEMPLATES));
      rmSync(ssrDir, { recursive: true, force: true });
      config.logger.info(
        `Prerender: ${routes.length} páginas, sitemap.xml y robots.txt en ${config.build.outDir}; plantillas de la función: ${templates.join(', ')}.`,
      );
    },
  };
}
