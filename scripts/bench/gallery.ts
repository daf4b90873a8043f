/**
 * (f) An album of forty photos: stored the way uploads store them (cleaned, with their
 * variants, bound to galerias.photos), then its page opened in a fresh 390 px phone context:
 * first-load JS (gzip), every byte transferred before the visitor scrolls (network idle without
 * scrolling: the scripts, the thumbnails in view) and the layout shift of that load.
 */
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { storeFile } from '../../functions/src/files/store';
import { emulatorDeps } from '../seed/emulator-admin';
import { measureRoute } from './bundle';
import { SITE, siteOnlyContext, withTimeout } from './common';

export const ALBUM_ID = 'bench-album-40';
export const ALBUM_SLUG = 'bench-album-de-cuarenta-fotos';
export const ALBUM_ROUTE = `/galeria/${ALBUM_SLUG}`;
const PHOTOS = 40;

/** A 2048x1536 photo with a phone photo's texture (smooth noise), as the browser would send it. */
async function photo(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 512,
      height: 384,
      channels: 3,
      background: { r: 40 + seed * 5, g: 120, b: 200 - seed * 4 },
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(2048, 1536, { kernel: 'cubic' }).jpeg({ quality: 82 }).toBuffer();
}

/** Stores the forty photos (four at a time) and the album record; answers the originals' bytes. */
export async function makeAlbumOf40(): Promise<number> {
  const { db, bucket } = emulatorDeps();
  const images: string[] = [];
  let original = 0;
  for (let i = 0; i < PHOTOS; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, PHOTOS - i) }, async (_, j) => {
        const bytes = await photo(i + j);
        original += bytes.length;
        const binding = {
          collection: 'galerias',
          field: 'photos',
          rule: 'gallery' as const,
          uploader: 'bench',
          originalName: `foto-${i + j + 1}.jpg`,
        };
        return storeFile(bucket, bytes, 'jpeg', binding);
      }),
    );
    images.push(...batch);
  }
  const stamp = new Date().toISOString();
  await db
    .collection('galerias')
    .doc(ALBUM_ID)
    .set({
      title: 'Bench: álbum de cuarenta fotos',
      date: '2026-11-01',
      description: 'Álbum del benchmark: cuarenta fotos de 2048x1536.',
      photos: images.map((image, i) => ({ image, alt: `Foto ${i + 1} del álbum del benchmark` })),
      cover: images[0],
      slug: ALBUM_SLUG,
      consent: true,
      createdAt: stamp,
      updatedAt: stamp,
    });
  return original;
}

export interface AlbumRow {
  jsBytes: number;
  transferredBytes: number;
  images: number;
  cls: number;
}

/** The album's first view at 390x844 (phone, DPR 3 as a current phone), before any scroll. */
export async function measureAlbum(browser: Browser): Promise<AlbumRow> {
  // The album's JS: its islands' code (the viewer), gzip, the whole page scrolled.
  const { jsGzip: jsBytes } = await measureRoute(browser, ALBUM_ROUTE);
  const context = await siteOnlyContext(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const pending: Array<Promise<number>> = [];
  let images = 0;
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(SITE)) return;
    if (request.url().includes('/media/')) images += 1;
    pending.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  try {
    await withTimeout(ALBUM_ROUTE, 90_000, page.goto(`${SITE}${ALBUM_ROUTE}`, { waitUntil: 'networkidle' }));
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    const transferredBytes = (await Promise.all(pending)).reduce((a, b) => a + b, 0);
    return { jsBytes, transferredBytes, images, cls };
  } finally {
    await context.close();
  }
}
