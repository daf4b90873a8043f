/**
 * The admin area's build (admin.html → admin-main.tsx → app/admin-router.tsx: react-router's data
 * router, the screens' loaders and actions). The public pages are Astro's (astro.config.mjs);
 * scripts/build.mjs runs this build first, into dist/, then Astro's, whose browser files join it.
 * Under `npm run dev` this server runs beside Astro's, which forwards the admin area to it
 * (ADMIN_DEV_BASE).
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from '../tools/aliases.mjs';

const require = createRequire(import.meta.url);

/** Where the admin's dev server serves its files; Astro's dev server forwards this prefix to it. */
export const ADMIN_DEV_BASE = '/__admin/';

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
 * the Firebase SDK. The public pages' own files are Astro's (astro.config.mjs). `.vite/` is never deployed
 * (firebase.json ignores dot folders).
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      type Chunks = Record<string, { name: string; entry: boolean; modules: string[] }>;
      const chunks: Chunks = {};
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

export default defineConfig(({ command }) => ({
  base: command === 'serve' ? ADMIN_DEV_BASE : '/',
  plugins: [react(), chunkModules()],
  resolve: { alias: [...aliases, ...(command === 'build' ? reactRouterProduction : [])] },
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the site supports preloads modules natively: no polyfill.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rollupOptions: { input: fileURLToPath(new URL('admin.html', import.meta.url)) },
  },
}));
