/**
 * Sample images at the exact dimensions each upload rule requires, drawn as SVG and encoded as
 * JPEG with sharp, so the seeded site looks like a real one and passes the server's checks.
 */
import sharp from 'sharp';

const PALETTES = [
  ['#0b4f8a', '#1d7fc4', '#f2b632'],
  ['#1f6f50', '#36a374', '#f4d35e'],
  ['#7a1f3d', '#c2415d', '#f6bd60'],
  ['#3a3f8f', '#6c72d9', '#ffd166'],
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function makeIllustration(
  width: number,
  height: number,
  label: string,
  variant: number,
  kind: 'banner' | 'portrait',
): Promise<Buffer> {
  const [dark, light, accent] = PALETTES[variant % PALETTES.length]!;
  const font = Math.round(Math.min(width / 18, height / 6));
  const shapes =
    kind === 'portrait'
      ? `<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.18}" fill="${accent}" opacity="0.9"/>
         <ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.34}" ry="${height * 0.3}" fill="${accent}" opacity="0.9"/>`
      : `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="${accent}" opacity="0.35"/>
         <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.45}" fill="${light}" opacity="0.5"/>
         <rect x="${width * 0.06}" y="${height * 0.62}" width="${width * 0.12}" height="${font / 4}" fill="${accent}"/>`;
  const text =
    kind === 'portrait'
      ? ''
      : `<text x="${width * 0.06}" y="${height * 0.55}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${font}" fill="#ffffff">${escapeXml(label)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}${text}</svg>`;
  // libjpeg-turbo, not mozjpeg: the server re-encodes every upload anyway (clean-image.ts), so the
  // smaller file was never stored; mozjpeg cost the seed ~3 of its ~35 core-seconds. The sample
  // pictures' variants come out ~4 % larger from this source (bench: carousel AVIF 21.6 -> 22.5 KB).
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
