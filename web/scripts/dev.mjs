// `npm run dev`: the public pages on Astro's dev server (http://127.0.0.1:5173, hot reload),
// reading through the running emulators (`npm start` in another terminal), and the admin area
// on the admin build's Vite server, which Astro's forwards the admin's addresses to
// (astro.config.mjs). Both stop together.
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { dev } from 'astro';
import { createServer } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const admin = await createServer({
  root: web,
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
});
await admin.listen();
const site = await dev({ root: web });
console.log('Sitio público: http://127.0.0.1:5173/ · administración: http://127.0.0.1:5173/admin');
const stop = async () => {
  await Promise.allSettled([site.stop(), admin.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
