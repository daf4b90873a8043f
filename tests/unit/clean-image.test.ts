/**
 * cleanImage on real pictures (sharp, no mocks): the decoder's own dimensions decide, a bomb is
 * refused before any pixel is decoded, metadata never survives, orientation does.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lyingJpeg, photoWithGps } from '../emulator/hostile-images';
import { FileRejected } from '../../functions/src/domain/errors';
import { UPLOAD_RULES } from '../../functions/src/model';
import { cleanImage } from '../../functions/src/files/clean-image';

describe('cleanImage', () => {
  it('refuses a JPEG whose header tells image-size 1920x650 but decodes 8000x8000, with the rule message', async () => {
    const bomb = await lyingJpeg();
    const err = await cleanImage(bomb, 'jpeg', UPLOAD_RULES.banner).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileRejected);
    expect((err as FileRejected).message).toBe('La imagen debe tener una resolución de 1920x650px');
  });

  it('drops EXIF (camera, GPS) and keeps the picture upright', async () => {
    const photo = await photoWithGps(1040, 1040, 6);
    const clean = await cleanImage(photo, 'jpeg', UPLOAD_RULES.staff);
    const meta = await sharp(clean).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([
      'jpeg',
      1040,
      1040,
      undefined,
      1,
    ]);
    expect(clean.includes(Buffer.from('TelefonoEspia'))).toBe(false);
    const { data, info } = await sharp(clean).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    // Orientation 6 turns the red left half to the top.
    expect(red(520, 100)).toBeGreaterThan(150);
    expect(red(520, 940)).toBeLessThan(100);
  });

  it.each(['png', 'webp'] as const)('drops the metadata of a %s', async (format) => {
    const withExif = await sharp(await photoWithGps(1280, 471))
      .withExif({ IFD0: { Make: 'TelefonoEspia' } })
      .toFormat(format)
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const clean = await cleanImage(withExif, format, UPLOAD_RULES.carousel);
    const meta = await sharp(clean).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([format, 1280, 471, undefined]);
  });

  it('steps the quality down until the file fits the rule again', async () => {
    // Noise at high quality: over 1 MB at 1280x471 is not possible, so use a tighter made-up rule.
    const noisy = await sharp({
      create: {
        width: 1280,
        height: 471,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    const rule = { ...UPLOAD_RULES.carousel, maxBytes: Math.round(noisy.length * 0.6) };
    const clean = await cleanImage(noisy, 'jpeg', rule);
    expect(clean.length).toBeLessThanOrEqual(rule.maxBytes);
    const tiny = { ...rule, maxBytes: 1000 };
    const err = await cleanImage(noisy, 'jpeg', tiny).catch((e: unknown) => e);
    expect((err as FileRejected).kind).toBe('too-large');
    // Encoding a noisy picture several times is CPU work: on two busy cores it can pass 5 s.
  }, 30_000);
});
