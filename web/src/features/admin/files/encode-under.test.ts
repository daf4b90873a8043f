/** The quality loop of the crop, with an encoder whose output size depends on the quality. */
import { describe, expect, it, vi } from 'vitest';
import { croppedName, encodeUnder, QUALITY_STEPS } from './encode-under';

/** An encoder whose files weigh `bytesAt(quality)`. */
function encoder(bytesAt: (quality: number) => number) {
  return vi.fn(
    async (quality: number) => new Blob([new Uint8Array(bytesAt(quality))], { type: 'image/jpeg' }),
  );
}

describe('encodeUnder', () => {
  it('keeps the first, best quality when it already fits', async () => {
    const encode = encoder(() => 500);
    const blob = await encodeUnder(encode, 1000);
    expect(blob?.size).toBe(500);
    expect(encode.mock.calls).toEqual([[QUALITY_STEPS[0]]]);
  });

  it('lowers the quality step by step until the file is under the limit', async () => {
    const encode = encoder((q) => Math.round(q * 2000));
    const blob = await encodeUnder(encode, 1500);
    // 0.92 → 1840, 0.86 → 1720, 0.8 → 1600, 0.74 → 1480: the first that fits.
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.92, 0.86, 0.8, 0.74]);
    expect(blob?.size).toBe(1480);
  });

  it('gives up (null) when even the lowest quality is too heavy, or the engine cannot encode', async () => {
    const heavy = encoder(() => 5000);
    expect(await encodeUnder(heavy, 1000)).toBeNull();
    expect(heavy).toHaveBeenCalledTimes(QUALITY_STEPS.length);
    expect(await encodeUnder(async () => null, 1000)).toBeNull();
  });
});

describe('croppedName', () => {
  it('keeps the base name and says JPEG', () => {
    expect(croppedName('IMG_2041.HEIC.png')).toBe('IMG_2041.HEIC.jpg');
    expect(croppedName('foto patio.jpeg')).toBe('foto patio.jpg');
    expect(croppedName('sin-extension')).toBe('sin-extension.jpg');
    expect(croppedName('.png')).toBe('imagen.jpg');
  });
});
