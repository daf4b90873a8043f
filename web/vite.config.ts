import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { serverRender } from './build/server-render-plugin';
import { isAdminAreaPath } from './src/config/areas';

const require = createRequire(import.meta.url);

/**
 * The CSS modules' class names in a build: `_` and six characters of a hash of the file and the
 * name (`_pedagogyTitle_1ks7e_9` was the default). They travel in every page's HTML, its inlined
 * CSS and the JS that names them: on the home page the short names are what brings its HTML within
 * TCP's first round trip (decision 0019). The public build, its server render and the admin
 * build run in one process and name a class alike; two classes that came out the same would
 * stop the build. The dev server keeps the readable default.
 */
const scopedNames = new Map<string, string>();
function shortScopedName(name: string, filename: string): string {
  const key = `${relative(fileURLToPath(new URL('.', import.meta.url)), filename.split('?')[0]!)}:${name}`;
  const scoped = `_${createHash('sha256').update(key).digest('base64url').slice(0, 6)}`;
  const taken = scopedNames.get(scoped);
  if (taken && taken !== key) throw new Error(`Dos clases de CSS con el mismo nombre corto: ${taken} y ${key}.`);
  scopedNames.set(scoped, key);
  return scoped;
}

/**
 * The day of this build in the school's zone, as import.meta.env.VITE_BUILD_DATE: the accessibility
 * statement names it as the version the automated checks ran on (issue 50). Set once per process,
 * so the public build, its server render and the admin build (web/scripts/build.mjs runs them in
 * one process) carry the same day and a page hydrates with the text it was rendered with.
 */
process.env.VITE_BUILD_DATE ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

/** `node_modules/@scope/pkg/…` → `@scope/pkg`; a source file → its path from the repository root. */
function moduleLabel(id: string): string {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1]!;
  if (id.startsWith('\0')) return id.slice(1);
  const repo = fileURLToPath(new URL('..', import.meta.url));
  return id.startsWith(repo) ? id.slice(repo.length) : id;
}

/**
 * Writes `.vite/chunk-modules.json` (the packages and source files in each emitted chunk), so
 * `npm run bench` can tell exactly what a first visit loads, e.g. that no public page pulls in
 * the Firebase SDK, the admin screens, react-pdf or react-dropzone. `.vite/` is never deployed
 * (firebase.json ignores dot folders).
 */
function chunkModules(area: Area): Plugin {
  let outDir = '';
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      type Chunks = Record<string, { name: string; entry: boolean; modules: string[] }>;
      // The admin build runs second, into the same folder: one map for both.
      const previous = join(outDir, '.vite/chunk-modules.json');
      const chunks: Chunks =
        area === 'admin' && existsSync(previous)
          ? (JSON.parse(readFileSync(previous, 'utf8')) as Chunks)
          : {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = [...new Set(Object.keys(chunk.modules).map(moduleLabel))].sort();
        chunks[chunk.fileName] = { name: chunk.name, entry: chunk.isEntry, modules };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

/**
 * react-router ships a production build next to its development one but its package exports only
 * name the development build, whose dev-only warnings stay in the bundle (about 0.6 KB gzip on
 * every page). The two builds differ in that flag alone; production builds use the production one.
 */
const reactRouterDist = new URL(
  'dist/production/',
  pathToFileURL(require.resolve('react-router/package.json')),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('index.mjs', reactRouterDist)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('dom-export.mjs', reactRouterDist)) },
];

/**
 * The site is two builds into one folder (docs/decisions/0006-public-bundle.md): `public`
 * (index.html, declarative routes) first, then `admin` (admin.html, the data router), chosen by
 * SITE_AREA (scripts/build.mjs runs both). A module belongs to one chunk, so one build with both
 * router modes would put the data router in every public page's first load.
 */
type Area = 'public' | 'admin';

/** Where the dev server mounts the admin build's own dev server (adminServerInDev). */
const ADMIN_DEV_BASE = '/__admin/';

/**
 * `npm run dev` serves both builds, as Hosting does (firebase.json): this server is the public
 * build's, with its own router in react-router's place as in the public build, and the admin
 * area's paths (config/areas.ts) go to a second Vite server, the admin build's (react-router's data
 * router), mounted under ADMIN_DEV_BASE in this process. One server could not do both: the two
 * builds share modules (the frame, the spinner, the links), and a server gives a module one
 * `react-router-dom`.
 */
function adminServerInDev(): Plugin {
  return {
    name: 'admin-server',
    apply: 'serve',
    async configureServer(server) {
      if (server.config.base === ADMIN_DEV_BASE || process.env.SITE_AREA === 'admin') return;
      // The config function reads the area when the admin server resolves its config.
      process.env.SITE_AREA = 'admin';
      const admin = await createServer({
        configFile: server.config.configFile,
        mode: server.config.mode,
        base: ADMIN_DEV_BASE,
        // Its own dependency cache: the two servers optimise different sets.
        cacheDir: 'node_modules/.vite-admin',
        // Hot reload over this server's port too (its own path, ADMIN_DEV_BASE).
        server: { middlewareMode: true, ws: server.httpServer ? { server: server.httpServer } : false },
      }).finally(() => delete process.env.SITE_AREA);
      server.httpServer?.once('close', () => void admin.close());
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (req.headers.accept?.includes('text/html') && isAdminAreaPath(path)) {
          req.url = `${ADMIN_DEV_BASE}admin.html`;
        }
        if (req.url?.startsWith(ADMIN_DEV_BASE)) admin.middlewares(req, res, next);
        else next();
      });
    },
  };
}

// The content model lives in functions/ (it deploys with the function); the SPA imports the same
// source through the @model alias, so browser and server validate with one piece of code.
export default defineConfig(({ command }) => {
  const area: Area = process.env.SITE_AREA === 'admin' ? 'admin' : 'public';
  return {
    // The per-route HTML files are the public pages' (build/prerender-plugin.ts): written after the
    // public build, which the admin build (second, same folder) then leaves as they are.
    plugins: [react(), chunkModules(area), adminServerInDev(), ...(area === 'public' ? [serverRender()] : [])],
    resolve: {
      alias: [
        // Before '@model', which would otherwise take '@model/public' as a path under its index.
        // '@model/pqrsd': Atención al ciudadano's shapes and form rules, outside the public barrel
        // (model/public.ts says why).
        {
          find: '@model/pqrsd',
          replacement: fileURLToPath(new URL('../functions/src/model/pqrsd.ts', import.meta.url)),
        },
        // Its zod check, which the form imports when it is first used (decision 0018).
        {
          find: '@model/pqrsd-input',
          replacement: fileURLToPath(new URL('../functions/src/model/pqrsd-input.ts', import.meta.url)),
        },
        {
          find: '@model/public',
          replacement: fileURLToPath(new URL('../functions/src/model/public.ts', import.meta.url)),
        },
        {
          find: '@model',
          replacement: fileURLToPath(new URL('../functions/src/model/index.ts', import.meta.url)),
        },
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The public build's own small router in react-router's place (lib/public-router.tsx),
        // in the build and on the dev server alike (the admin area has its own, adminServerInDev).
        ...(area === 'public'
          ? [
              {
                find: /^react-router-dom$/,
                replacement: fileURLToPath(new URL('./src/lib/public-router.tsx', import.meta.url)),
              },
            ]
          : []),
        ...(command === 'build' ? reactRouterProduction : []),
      ],
    },
    css: { modules: command === 'build' ? { generateScopedName: shortScopedName } : {} },
    server: {
      host: '127.0.0.1',
      port: 5173,
      // `npm run dev`: the Vite dev server (hot reload) sends /api and /media to the hosting
      // emulator, which rewrites them to the function as in production.
      proxy: {
        '/api': 'http://127.0.0.1:5000',
        '/media': 'http://127.0.0.1:5000',
        '/vista-previa': 'http://127.0.0.1:5000',
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser the site supports preloads modules natively (Chrome 66, Safari 17, Firefox
      // 115); the polyfill would cost every page its bytes and a startup scan of the document.
      modulePreload: { polyfill: false },
      // .vite/manifest.json: which files each page's chunk needs, for the prerendered pages'
      // modulepreload links (build/prerender-plugin.ts); not deployed (a dot folder).
      manifest: area === 'public',
      // The public build empties the folder; the admin build adds to it, without copying public/
      // again over what the public build wrote there (robots.txt with its Sitemap line).
      emptyOutDir: area === 'public',
      copyPublicDir: area === 'public',
      rollupOptions: {
        // The public pages' boot script (src/boot.ts) is an entry of its own: the server's HTML
        // names it alone, and it fetches index.html's entry once the content is on screen.
        input:
          area === 'admin'
            ? fileURLToPath(new URL('admin.html', import.meta.url))
            : {
                index: fileURLToPath(new URL('index.html', import.meta.url)),
                boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)),
              },
        output: {
          advancedChunks: {
            // Only the modules named below, not everything they import (react stays in the entry).
            includeDependenciesRecursively: false,
            groups: [
              {
                // What every content page shares (data states, images, the zod-free model parts they
                // read): one chunk instead of five small ones, each with its own request and gzip
                // overhead on a visitor's first page.
                name: 'page-common',
                test: /web\/src\/(components\/(deferred|media-image|use-near-viewport|when-near|use-deferred-mount|feedback\/status-message)|features\/public\/(api\/fields|components\/collection-data))|functions\/src\/model\/(upload-rules|links)\.ts/,
              },
              {
                // A news item's helpers and class names, which the cards, the article and the home
                // page's section share: one small chunk, not two files under 1 KB.
                name: 'news-common',
                test: /web\/src\/features\/public\/components\/(news-item\.ts|news\.module\.css)$/,
              },
              {
                // Formatted text: its renderer and the model's types and safe links always travel
                // together (news, albums, every content page): one chunk, not two.
                name: 'rich-text',
                test: /web\/src\/components\/rich-text\.tsx$|functions\/src\/model\/rich-text\.ts$/,
              },
              {
                // What every public page loads besides the entry (its title and the page registry,
                // the settings and API client, the icons, phone links): one chunk, compressed as one,
                // instead of five small ones (after issues 23-26 the shared code had split into them
                // and pushed the home page, news and events past the 90 KB budget). The router and the
                // first-view flag too: the entry's late footer and the page chunks import them, which
                // made the bundler split them into a chunk of their own. The stored files' names:
                // the header's logo asks for its small variant.
                name: 'site-common',
                test: /web\/src\/(components\/(use-page-title|icons|after-page-load|hydrate-when-near)|config\/paths|lib\/(api-client|site-settings|public-router|first-view|settled))\.tsx?$|functions\/src\/model\/(pages|phone|public|roles|stored-names)\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
