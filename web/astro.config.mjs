// The public pages: Astro renders them on the server, inside the function (functions/src/routes/
// pages.ts mounts the @astrojs/node handler in middleware mode), from the same React components
// the site has always used. A component ships code only where a page marks it as an island
// (client:visible, client:idle). The admin area is a separate Vite build (vite.config.ts).
import { fileURLToPath, URL } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { aliases } from '../tools/aliases.mjs';
import { ADMIN_AREA_PATTERN } from './src/config/areas';
import { CSP_DIRECTIVES } from '../functions/src/model/content-security';

/** The admin build's dev server (vite.config.ts), and the admin area's addresses (config/areas.ts). */
const ADMIN_DEV = 'http://127.0.0.1:5174';
// Vite's proxy matches the address with its query.
const ADMIN_HTML = ADMIN_AREA_PATTERN.replace(/\$$/, '(?:\\?.*)?$');

export default defineConfig({
  output: 'server',
  // The server part goes where the function loads it (functions/site/server/entry.mjs); the
  // browser part is copied into Hosting's folder (web/dist) by scripts/build.mjs.
  outDir: fileURLToPath(new URL('../functions/site/', import.meta.url)),
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react()],
  trailingSlash: 'ignore',
  build: {
    client: './client',
    server: './server',
    // The same folder as the admin build's hashed files: Hosting keeps both a year (firebase.json).
    assets: 'assets',
    // The page's CSS in the HTML: a stylesheet link would hold the first paint for one more
    // round trip on a slow phone network.
    inlineStylesheets: 'always',
  },
  // Hashes of every inline script Astro writes (the island loader) in the CSP header, so the
  // policy needs no 'unsafe-inline' for scripts. src/middleware.ts completes it.
  experimental: { csp: { algorithm: 'SHA-256', directives: [...CSP_DIRECTIVES] } },
  server: { host: '127.0.0.1', port: 5173 },
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: aliases },
    // VITE_ variables (the build's day, scripts/build.mjs) written into the bundles as the admin
    // build does: Astro would otherwise read one without a public prefix from the function's
    // environment when it runs, where it is not set.
    envPrefix: ['PUBLIC_', 'VITE_'],
    // One self-contained server bundle: the function deploys without the web workspace's packages.
    ssr: { noExternal: true, external: ['firebase-admin'] },
    // No preload helper around dynamic imports: the frame's script would import it as a second
    // file on every page, for the one import() it makes after the load (the vitals reporter).
    build: { target: 'es2022', modulePreload: false },
    server: {
      // `npm run dev` (scripts/dev.mjs): what is not a public page goes on to the running
      // emulators (the API, the files) or to the admin build's own Vite server (the admin area).
      proxy: {
        [ADMIN_HTML]: { target: ADMIN_DEV, rewrite: () => '/__admin/admin.html' },
        '/__admin': ADMIN_DEV,
        '/api': 'http://127.0.0.1:5000',
        '/media': 'http://127.0.0.1:5000',
        '/vista-previa': 'http://127.0.0.1:5000',
        '/eventos.ics': 'http://127.0.0.1:5000',
      },
    },
  },
});
