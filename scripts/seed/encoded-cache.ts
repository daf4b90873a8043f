/**
 * The sample pictures' encodings, kept on disk between seeds. Every seed draws the same pictures,
 * and cleaning and encoding them into their variants was three quarters of its CPU (some 15 of 20
 * core-seconds); the test run seeds several times (each emulator suite, the interrupted and
 * resumed seeds) and `npm start` after `npm run reset` seeds again. The key (store.ts,
 * `encodingKey`) covers the bytes, the rule, the encoder settings and sharp's versions, so a
 * changed setting is a miss, never a stale picture. Under node_modules/.cache, where tools keep
 * caches: not in git, gone with a fresh install.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EncodedImage, EncodedImageCache } from '../../functions/src/files/store';

const ROOT = fileURLToPath(
  new URL('../../node_modules/.cache/school-site/encoded-pictures/', import.meta.url),
);

type Index = Array<Omit<EncodedImage['variants'][number], 'bytes'>>;
const variantFile = (v: Index[number]) => `${v.size}.${v.format}`;

/**
 * How long a seed waits for a picture another seed is encoding (the two emulator suites seed at
 * the same moment on a fresh clone, with an empty cache): a mark older than this was left by a
 * seed that died, and the picture is encoded here.
 */
const CLAIM_STALE_MS = 60_000;

async function readEntry(dir: string): Promise<EncodedImage | undefined> {
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
}

/**
 * Whether another seed, still running, marked `claim` less than CLAIM_STALE_MS ago. Not this
 * process (a seed tried again after a failure finds its own mark), not one that has exited.
 */
async function claimedByAnother(claim: string): Promise<boolean> {
  let age: number;
  try {
    age = Date.now() - (await stat(claim)).mtimeMs;
  } catch {
    return false; // Released.
  }
  if (age > CLAIM_STALE_MS) return false;
  const pid = Number(await readFile(join(claim, 'pid'), 'utf8').catch(() => ''));
  // Just made: its pid is written next.
  if (!pid) return age < 1_000;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // That seed has exited.
  }
}

export function encodedCache(root = ROOT): EncodedImageCache {
  return {
    /**
     * The entry, or undefined: then the caller encodes the picture and `set`s it. A miss first
     * marks the picture as being encoded (a directory, made or refused atomically); a seed that
     * finds it marked waits for the entry instead of encoding the same picture at the same time,
     * so two seeds at once encode each picture once.
     */
    async get(key) {
      const dir = join(root, key);
      const kept = await readEntry(dir);
      if (kept) return kept;
      const claim = `${dir}.encoding`;
      try {
        await mkdir(root, { recursive: true });
        await mkdir(claim);
        await writeFile(join(claim, 'pid'), String(process.pid));
        return undefined;
      } catch {
        // Marked already: by another seed, by this one before a failure, or by one that died.
      }
      for (;;) {
        const busy = await claimedByAnother(claim);
        const entry = await readEntry(dir);
        if (entry) return entry;
        // Released without an entry (that encoding failed), or not another live seed's.
        if (!busy) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 100));
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
        await writeFile(
          join(partial, 'index.json'),
          JSON.stringify(image.variants.map(({ size, format }) => ({ size, format }))),
        );
        await rename(partial, dir);
      } catch {
        // Another seed renamed the same entry first, or the disk refused: the seed goes on without it.
        await rm(partial, { recursive: true, force: true });
      } finally {
        await rm(`${dir}.encoding`, { recursive: true, force: true });
      }
    },
  };
}
