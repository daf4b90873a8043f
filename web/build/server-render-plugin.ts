/**
 * After the public client build: builds src/server-render/render-page.tsx for Node (`vite build
 * --ssr`, same mode and config, every dependency bundled in) into the function's folder
 * (functions/ssr/, git-ignored build output that `firebase deploy` uploads with the function),
 * with the files the function needs to make a page's whole document (issue 47, decision 0019):
 * - assets.json: the public build's index.html as a shell with marks where the head tags, the
 *   rendered page, its data and its boot script go, the boot's files, and per page the CSS to
 *   inline and the chunks its code preloads;
 * - sitemap.xml and robots.txt's Sitemap lines stay static files of the build.
 *
 * index.html itself leaves dist/: Hosting would serve it for `/` before any rewrite, and every
 * public address is the function's now (firebase.json). Runs in the public build only
 * (vite.config.ts; web/scripts/build.mjs builds public, then admin into the same folder).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type * as Entry from '../src/server-render/render-page';
import { PAGES, type PageDef } from '../src/config/pages';
import { isAdminAreaPath } from '../src/config/areas';
import { inlineStyleTags } from '../src/server-render/head-tags';
import { LATE_PARTS } from './late-parts';
import { PAGE_MODULES } from './page-modules';

/** Where the function finds the render and its assets (functions/src/pages/server-render.ts). */
export const FUNCTION_SSR_DIR = '../functions/ssr';

/**
 * The JS and CSS files a page's module needs (its chunk and the chunks it imports), so the
 * browser fetches them while parsing the HTML, and the page is styled before any script runs.
 * A part hydrated late (LATE_PARTS) is in the HTML too: its CSS is the page's, its JS is not.
 */
function chunkFiles(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const late = new Set<string>();
  const visit = (key: string, isLate: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Render: ${key} no está en el manifiesto de Vite.`);
    const file = `/${chunk.file}`;
    if (isLate ? late.has(file) || js.has(file) : js.has(file)) return;
    (isLate ? late : js).add(file);
    chunk.css?.forEach((sheet) => css.add(`/${sheet}`));
    chunk.imports?.forEach((imported) => visit(imported, isLate));
    if (!isLate) chunk.dynamicImports?.filter((part) => LATE_PARTS.includes(part)).forEach((part) => parts.push(part));
  };
  const parts: string[] = [];
  visit(module, false);
  // After everything the page loads at once, so a chunk shared with a late part stays preloaded.
  parts.forEach((part) => visit(part, true));
  return { js: [...js], css: [...css] };
}

export function serverRender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'server-render',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = resolve(config.root, FUNCTION_SSR_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        // Every package inside the bundle: the function's own dependencies stay its own.
        ssr: { noExternal: true, target: 'node' },
        publicDir: false,
        build: {
          ssr: 'src/server-render/render-page.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
        },
      });
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');

      // The shell's own stylesheet(s) (Vite writes the entry's CSS as a <link>): written into
      // each page with the page's CSS instead, so nothing blocks its first paint.
      const shellStyleLink = /\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
      const shellCss = [...index.matchAll(shellStyleLink)].map((match) => match[1]!);
      if (shellCss.length === 0) throw new Error('Render: index.html ya no enlaza su hoja de estilos.');
      const inlined = (files: readonly string[]) =>
        inlineStyleTags(
          files.map((href) => ({
            href,
            css: readFileSync(join(outDir, href.slice(1)), 'utf8'),
            lazy: !shellCss.includes(href),
          })),
        );
      const shellScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const shellPreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
      const entryFile = shellScript.exec(index)?.[1];
      const boot = manifest['src/boot.ts'];
      if (!entryFile || !boot) throw new Error('Render: index.html ya no carga su script, o falta src/boot.ts en el manifiesto.');
      if (boot.imports?.length || boot.dynamicImports?.length || boot.css?.length) {
        throw new Error('Render: src/boot.ts no debe importar nada: vendría antes que el contenido.');
      }
      if (!/<link rel="modulepreload"/.test(index)) throw new Error('Render: el script de index.html ya no importa nada: boot.ts espera al menos un archivo que precargar.');
      const code: Entry.BuildAssets['code'] = {
        boot: `/${boot.file}`,
        entry: entryFile,
        preloads: [...index.matchAll(shellPreload)].map((match) => match[1]!),
      };
      const shell = index
        .replace(/\s*<title>[^<]*<\/title>/, '')
        .replace(/\s*<!--[^>]*settings[^>]*-->\s*<link rel="preload" href="\/api\/sitio"[^>]*>/, '')
        .replace(/<meta name="description"[^>]*>/, '<!--head-->')
        .replace(shellStyleLink, '')
        .replace('<div id="root"></div>', '<!--stale--><div id="root" data-prerendered><!--root--></div>')
        .replace('</body>', '  <!--data-->\n  </body>')
        // The code after the content (decision 0019): the page names only the boot script, which
        // fetches the entry and the chunks once the content is on screen (src/boot.ts).
        .replace(shellScript, '<!--code-->')
        .replace(shellPreload, '');
      for (const mark of ['<!--head-->', '<!--root-->', '<!--data-->', '<!--stale-->', '<!--code-->']) {
        if (!shell.includes(mark)) throw new Error(`Render: index.html ya no tiene el lugar de ${mark}.`);
      }
      if (shell.includes('/api/sitio')) throw new Error('Render: index.html aún precarga /api/sitio.');

      // Only what the shell does not load already (the entry and its own imports).
      const notInShell = (file: string) => !index.includes(`"${file}"`);
      // The frame's own late parts (the footer) are on every page, a 404 included.
      const frameCss = [...new Set([...shellCss, ...chunkFiles(manifest, 'index.html').css])];
      const pages: Record<string, { styles: string; modulePreloads: string[] }> = {};
      for (const page of PAGES.filter((p: PageDef) => !isAdminAreaPath(p.path))) {
        const files = chunkFiles(manifest, PAGE_MODULES[page.id as keyof typeof PAGE_MODULES]);
        pages[page.id] = {
          styles: inlined([...new Set([...frameCss, ...files.css])]),
          modulePreloads: files.js.filter(notInShell),
        };
      }
      for (const part of LATE_PARTS) {
        if (!manifest[part]) throw new Error(`Render: la parte tardía ${part} no está en el manifiesto de Vite.`);
      }
      const assets: Entry.BuildAssets = { shell, code, pages, frame: { styles: inlined(frameCss) } };
      writeFileSync(join(ssrDir, 'assets.json'), JSON.stringify(assets));

      const entry = createRequire(import.meta.url)(join(ssrDir, 'render-page.cjs')) as typeof Entry;
      const origin = (process.env.VITE_SITE_ORIGIN || 'https://colegio.edu.co').replace(/\/+$/, '');
      const routes = entry.publicRoutes();
      writeFileSync(join(outDir, 'sitemap.xml'), entry.sitemapXml(origin, routes.map((route) => route.path)));
      const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8').trimEnd();
      // The second sitemap is the function's: the articles and albums (decision 0012).
      writeFileSync(
        join(outDir, 'robots.txt'),
        `${robots}\n\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/noticias/sitemap.xml\n`,
      );
      // Every public address is the function's: Hosting must not answer `/` with a file.
      rmSync(join(outDir, 'index.html'));
      mkdirSync(ssrDir, { recursive: true });
      config.logger.info(`Render del servidor en ${FUNCTION_SSR_DIR}: ${Object.keys(pages).length} páginas; sitemap.xml y robots.txt en ${config.build.outDir}.`);
    },
  };
}
