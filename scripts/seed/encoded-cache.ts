/**
 * The sample pictures' encodings, kept on disk between seeds. Every seed draws the same pictures,
 * and cleaning and encoding them into their variants was three quarters of its CPU (some 15 of 20
 * core-seconds); the test run seeds several times (each emulator suite, the interrupted and
 * resumed seeds) and `npm start` after `npm run reset` seeds again. The key (store.ts,
 * `encodingKey`) covers the bytes, the rule, the encoder settings and sharp's versions, so a
 * changed setting is a miss, never a stale picture. Under node_modules/.cache, where tools keep
 * caches: not in git, gone with a fresh install.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EncodedImage, EncodedImageCache } from '../../functions/src/files/store';

const ROOT = fileURLToPath(new URL('../../node_modules/.cache/school-site/encoded-pictures/', import.meta.url));

type Index = Array<Omit<EncodedImage['variants'][number], 'bytes'>>;
const variantFile = (v: Index[number]) => `${v.size}.${v.format}`;

export function encodedCache(root = ROOT): EncodedImageCache {
  return {
    async get(key) {
      const dir = join(root, key);
      try {
        const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as Index;
        const [cleaned, ...variants] = await Promise.all([
          readFile(join(dir, 'cleaned')),
          ...index.map((v) => readFile(join(dir, variantFile(v)))),
        ]);
        return { cleaned: cleaned!, variants: index.map((v, i) => ({ ...v, bytes: variants[i]! })) };
      } catch {
        // Not kept yet (or half-written by a run that died: a complete entry is renamed in whole).
        return undefined;
      }
    },
    async set(key, image) {
      // Written beside, then renamed into place: two seeds at once (the two emulator suites) may
      // both write the same key, and a reader sees a whole entry or none.
      const dir = join(root, key);
      const partial = `${dir}.${process.pid}-${Date.now()}.partial`;
      try {
        await mkdir(partial, { recursive: true });
        await writeFile(join(partial, 'cleaned'), image.cleaned);
        for (const v of image.variants) await writeFile(join(partial, variantFile(v)), v.bytes);
        await writeFile(join(partial, 'index.json'), JSON.stringify(image.variants.map(({ size, format }) => ({ size, format }))));
        await rename(partial, dir);
      } catch {
        // Another seed renamed the same entry first, or the disk refused: the seed goes on without it.
        await rm(partial, { recursive: true, force: true });
      }
    },
  };
}
