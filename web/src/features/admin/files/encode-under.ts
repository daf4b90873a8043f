/**
 * Encoding a cropped picture under a byte limit: start near the quality a camera uses and step
 * down until the file fits. The encoder is injected (canvas.toBlob in the browser), so the loop
 * is unit-tested without a canvas.
 */

/** Encodes at a quality in (0, 1]; null when the engine could not encode. */
export type Encoder = (quality: number) => Promise<Blob | null>;

/** 0.92 first (indistinguishable from the original); below 0.5 a slide shows blocks, so stop. */
export const QUALITY_STEPS = [0.92, 0.86, 0.8, 0.74, 0.68, 0.62, 0.56, 0.5] as const;

/** The first encoding at most maxBytes long, best quality first; null when none fits. */
export async function encodeUnder(encode: Encoder, maxBytes: number): Promise<Blob | null> {
  for (const quality of QUALITY_STEPS) {
    const blob = await encode(quality);
    if (!blob) return null;
    if (blob.size <= maxBytes) return blob;
  }
  return null;
}

/** "IMG_2041.HEIC.jpeg" → "IMG_2041.HEIC.jpg": the original's base name, the JPEG extension. */
export function croppedName(original: string): string {
  const base = original.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'imagen'}.jpg`;
}
