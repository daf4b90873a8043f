// Builds the site into dist/ (Hosting's folder) and functions/site/ (the function's part):
// the admin area (Vite, vite.config.ts) first, which empties dist/, then the public pages
// (Astro, astro.config.mjs), whose browser files (islands, the frame's script) are copied into
// dist/ beside the admin's. `--mode emulator` reads web/.env.emulator in both (the Auth
// emulator's address, every visit sampled for the vitals reporter).
import { appendFileSync, cpSync, rmSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build as astroBuild } from 'astro';
import { build, loadEnv } from 'vite';

const at = process.argv.indexOf('--mode');
const mode = at > 0 ? process.argv[at + 1] : undefined;
const web = new URL('..', import.meta.url);
await build({ mode, root: fileURLToPath(web), configFile: fileURLToPath(new URL('vite.config.ts', web)) });
const site = new URL('../functions/site/', web);
rmSync(site, { recursive: true, force: true });
// The day of this build in the school's zone: the accessibility statement names it as the
// version the automated checks ran on.
process.env.VITE_BUILD_DATE ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
  new Date(),
);
await astroBuild({ root: fileURLToPath(web), logLevel: 'warn', ...(mode ? { mode } : {}) });
cpSync(new URL('client/', site), new URL('dist/', web), { recursive: true });

// robots.txt stays a file Hosting serves (the functions runtime answers /robots.txt itself with a
// 404, so no page of the function can): its Sitemap lines name the site's address, which a build
// for a school knows (VITE_SITE_ORIGIN, web/.env.production).
const origin = loadEnv(mode ?? 'production', fileURLToPath(web), 'VITE_').VITE_SITE_ORIGIN?.replace(
  /\/+$/,
  '',
);
if (origin) {
  appendFileSync(
    new URL('dist/robots.txt', web),
    `\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/noticias/sitemap.xml\n`,
  );
}
