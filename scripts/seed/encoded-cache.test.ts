/**
 * The seed's cache of encoded sample pictures (encoded-cache.ts, store.ts `storeFile`): a picture
 * stored again is not encoded again and is stored byte for byte as the first time; anything the
 * encoding depends on makes another entry; two seeds writing at once leave one whole entry; a seed
 * waits for a picture another running seed is encoding instead of encoding it too.
 */
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bucket } from '../../functions/src/files/bucket';
import { storeFile, type EncodedImageCache, type FileBinding } from '../../functions/src/files/store';
import { encodedCache } from './encoded-cache';

const BINDING: FileBinding = {
  collection: 'sitio',
  field: 'logo',
  rule: 'logo',
  uploader: 'seed',
  originalName: 'logo.jpg',
};

/** A bucket that keeps what is saved, by name without the media/ prefix. */
function recordingBucket() {
  const saved = new Map<string, Buffer>();
  const bucket = {
    file: (name: string) => ({
      save: async (bytes: Buffer) => void saved.set(name.replace(/^media\//, ''), bytes),
    }),
  } as unknown as Bucket;
  return { bucket, saved };
}

/** The stored files of `name` (original and variants) by the part of the name after it. */
const filesOf = (saved: Map<string, Buffer>, name: string) =>
  Object.fromEntries([...saved].map(([n, bytes]) => [n.replace(name.replace(/\.jpg$/, ''), ''), bytes]));

/** The cache, counting what it found. */
function counting(cache: EncodedImageCache) {
  const counts = { hits: 0, misses: 0 };
  const counted: EncodedImageCache = {
    get: async (key) => {
      const found = await cache.get(key);
      counts[found ? 'hits' : 'misses'] += 1;
      return found;
    },
    set: (key, image) => cache.set(key, image),
  };
  return { cache: counted, counts };
}

const picture = (hue: number) =>
  sharp({ create: { width: 512, height: 512, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'encoded-cache-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the seed storing its sample pictures with the cache', () => {
  it('stores a picture seen before byte for byte as the first time, without encoding it again', async () => {
    const { cache, counts } = counting(encodedCache(root));
    const bytes = await picture(40);
    const first = recordingBucket();
    const firstName = await storeFile(first.bucket, bytes, 'jpeg', BINDING, {
      randomHex: 'a'.repeat(20),
      now: 0,
      cache,
    });
    expect(counts).toEqual({ hits: 0, misses: 1 });
    const again = recordingBucket();
    const againName = await storeFile(again.bucket, bytes, 'jpeg', BINDING, {
      randomHex: 'b'.repeat(20),
      now: 0,
      cache,
    });
    expect(counts).toEqual({ hits: 1, misses: 1 });
    // An original and at least its WebP at full size; the same files, the same bytes.
    expect(first.saved.size).toBeGreaterThanOrEqual(2);
    expect(filesOf(again.saved, againName)).toEqual(filesOf(first.saved, firstName));
    // And the same as without any cache: the cache changes when, never what.
    const uncached = recordingBucket();
    const uncachedName = await storeFile(uncached.bucket, bytes, 'jpeg', BINDING, {
      randomHex: 'c'.repeat(20),
      now: 0,
    });
    expect(filesOf(uncached.saved, uncachedName)).toEqual(filesOf(first.saved, firstName));
  });

  it('keeps another entry for other bytes or another rule', async () => {
    const { cache, counts } = counting(encodedCache(root));
    const store = async (bytes: Buffer, binding: FileBinding) =>
      storeFile(recordingBucket().bucket, bytes, 'jpeg', binding, {
        randomHex: 'd'.repeat(20),
        now: 0,
        cache,
      });
    await store(await picture(40), BINDING);
    await store(await picture(41), BINDING);
    // Same bytes, another rule (the gallery's size range instead of the logo's exact 512x512).
    await store(await picture(40), { ...BINDING, collection: 'galerias', field: 'photos', rule: 'gallery' });
    expect(counts).toEqual({ hits: 0, misses: 3 });
    expect(await readdir(root)).toHaveLength(3);
  });
});

describe('the cache on disk', () => {
  const image = async () => ({
    cleaned: await picture(90),
    variants: [{ size: 'full' as const, format: 'webp' as const, bytes: Buffer.from('webp') }],
  });

  it('leaves one whole entry when two seeds write the same one at once', async () => {
    const cache = encodedCache(root);
    const written = await image();
    await Promise.all([cache.set('k', written), cache.set('k', written), cache.set('k', written)]);
    expect(await readdir(root)).toEqual(['k']);
    expect(await cache.get('k')).toEqual(written);
  });

  /** A mark as another seed leaves it while it encodes `key`. */
  const markAs = async (key: string, pid: number) => {
    await mkdir(join(root, `${key}.encoding`), { recursive: true });
    await writeFile(join(root, `${key}.encoding`, 'pid'), String(pid));
  };

  it('marks a missing picture as being encoded, and its entry releases the mark', async () => {
    const cache = encodedCache(root);
    expect(await cache.get('k')).toBeUndefined();
    expect(await readdir(root)).toEqual(['k.encoding']);
    await cache.set('k', await image());
    expect(await readdir(root)).toEqual(['k']);
  });

  it('waits for a picture another running seed is encoding, and reads its entry', async () => {
    // The parent process stands for the other seed: running, and not this one.
    await markAs('k', process.ppid);
    const written = await image();
    let waited = false;
    const read = encodedCache(root)
      .get('k')
      .then((entry) => {
        waited = true;
        return entry;
      });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(waited).toBe(false);
    await encodedCache(root).set('k', written);
    expect(await read).toEqual(written);
  });

  it('does not wait for a mark of a seed that has exited, nor for its own', async () => {
    // A pid no process has (above the kernel's maximum).
    await markAs('k', 4_194_305);
    expect(await encodedCache(root).get('k')).toBeUndefined();
    await markAs('j', process.pid);
    expect(await encodedCache(root).get('j')).toBeUndefined();
  });

  it('does not read an entry a seed that died left half-written', async () => {
    await mkdir(join(root, 'k'), { recursive: true });
    await writeFile(join(root, 'k', 'cleaned'), await picture(90));
    expect(await encodedCache(root).get('k')).toBeUndefined();
  });
});
