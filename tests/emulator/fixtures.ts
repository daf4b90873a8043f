/** Files for upload tests: real images at chosen sizes, PDFs, and disguised files. */
import sharp from 'sharp';
import { makePdf } from '../../scripts/seed/pdf';

export async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b4f8a' } })
    .jpeg({ quality: 60 })
    .toBuffer();
}

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f2b632' } })
    .png()
    .toBuffer();
}

export async function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1f6f50' } })
    .webp()
    .toBuffer();
}

/** A JPEG of the right dimensions padded past `bytes` (a comment segment, still a valid image). */
export async function largeJpeg(width: number, height: number, bytes: number): Promise<Buffer> {
  const base = await jpeg(width, height);
  const pad = Buffer.alloc(Math.max(0, bytes - base.length + 1), 0x20);
  // Append after EOI: image readers ignore trailing bytes, size checks do not.
  return Buffer.concat([base, pad]);
}

export const pdf = (title = 'Documento de prueba') => makePdf(title, ['Prueba automática.']);

export function largePdf(bytes: number): Buffer {
  const base = pdf();
  return Buffer.concat([base, Buffer.alloc(bytes - base.length + 1, 0x20)]);
}

export const html = Buffer.from('<!doctype html><script>alert(1)</script>');
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="471"><script>alert(1)</script></svg>',
);
/** A ZIP local-file header: what a .docx or .zip renamed to .pdf starts with. */
export const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);

/** A PNG header that claims 100000x100000 px, with no pixel data behind it. */
export function pngBomb(): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(100_000, 8);
  ihdr.writeUInt32BE(100_000, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([header, ihdr]);
}
