// Builds the site's two parts into dist/ (vite.config.ts, decision 0006): the public pages, then
// the admin area. Arguments (e.g. `--mode emulator`) apply to both.
import process from 'node:process';
import { build } from 'vite';

const at = process.argv.indexOf('--mode');
const mode = at > 0 ? process.argv[at + 1] : undefined;
for (const area of ['public', 'admin']) {
  process.env.SITE_AREA = area;
  await build({ mode });
}
