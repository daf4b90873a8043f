/** The browser-side file check: type from the bytes, size, then decoded dimensions. */
import { describe, expect, it, vi } from 'vitest';
import { MB, sniffType, UPLOAD_MESSAGES, UPLOAD_RULES } from '@model';
import { fakeFile } from '../test/fixtures';
import { checkFile, CROP_DECODE_LIMIT, judgeFile } from './check-file';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffType', () => {
  it('tells the four accepted types apart and nothing else', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(sniffType(bytes('%PDF-1.4'))).toBe('pdf');
    expect(sniffType(bytes('GIF89a'))).toBeNull();
    expect(sniffType(bytes())).toBeNull();
  });
});

describe('checkFile', () => {
  const rule = UPLOAD_RULES.carousel;

  it('accepts an image of the exact size', async () => {
    const read = vi.fn(async () => ({ width: 1280, height: 471 }));
    expect(await checkFile(fakeFile('png', 'a.png'), rule, read)).toBeNull();
  });

  it('never decodes a file that already failed on type or size', async () => {
    const read = vi.fn(async () => ({ width: 1280, height: 471 }));
    expect(await checkFile(fakeFile('text', 'a.png', 10, 'image/png'), rule, read)).toBe(
      'El archivo debe ser una imagen JPEG, PNG o WebP.',
    );
    expect(await checkFile(fakeFile('png', 'a.png', rule.maxBytes + 1), rule, read)).toBe(
      'El archivo excede el límite: 1MB',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses wrong dimensions and images the browser cannot decode', async () => {
    expect(await checkFile(fakeFile('png', 'a.png'), rule, async () => ({ width: 1280, height: 470 }))).toBe(
      'La imagen debe tener una resolución de 1280x471px',
    );
    expect(await checkFile(fakeFile('png', 'a.png'), rule, async () => null)).toBe(
      'El archivo debe ser una imagen JPEG, PNG o WebP.',
    );
  });

  it('checks PDFs by bytes and size only', async () => {
    const read = vi.fn(async () => null);
    expect(await checkFile(fakeFile('pdf', 'a.pdf'), UPLOAD_RULES.pdf, read)).toBeNull();
    expect(await checkFile(fakeFile('png', 'a.pdf'), UPLOAD_RULES.pdf, read)).toBe(
      'El archivo debe ser un documento PDF.',
    );
    expect(read).not.toHaveBeenCalled();
  });
});

describe('judgeFile with cropping (the drop zones)', () => {
  const rule = UPLOAD_RULES.carousel;
  const judge = (file: File, size: { width: number; height: number } | null) =>
    judgeFile(file, rule, async () => size, { crop: true });

  it('sends a larger picture to the crop, even when it is heavier than the limit', async () => {
    expect(await judge(fakeFile('png', 'a.png'), { width: 4032, height: 3024 })).toEqual({
      kind: 'crop',
      size: { width: 4032, height: 3024 },
    });
    expect(await judge(fakeFile('png', 'a.png', 3 * MB), { width: 4032, height: 3024 })).toEqual({
      kind: 'crop',
      size: { width: 4032, height: 3024 },
    });
  });

  it('keeps the exact size as it is, and still refuses it when too heavy', async () => {
    expect(await judge(fakeFile('png', 'a.png'), { width: 1280, height: 471 })).toEqual({ kind: 'keep' });
    expect(await judge(fakeFile('png', 'a.png', rule.maxBytes + 1), { width: 1280, height: 471 })).toEqual({
      kind: 'refuse',
      message: 'El archivo excede el límite: 1MB',
    });
  });

  it('gives the spec alerts to small, disguised, undecodable and enormous files', async () => {
    expect(await judge(fakeFile('png', 'a.png'), { width: 100, height: 100 })).toEqual({
      kind: 'refuse',
      message: 'La imagen debe tener una resolución de 1280x471px',
    });
    expect(await judge(fakeFile('text', 'a.png', 10, 'image/png'), { width: 4032, height: 3024 })).toEqual({
      kind: 'refuse',
      message: UPLOAD_MESSAGES.notImage,
    });
    expect(await judge(fakeFile('png', 'a.png'), null)).toEqual({
      kind: 'refuse',
      message: UPLOAD_MESSAGES.notImage,
    });
    const read = vi.fn(async () => ({ width: 4032, height: 3024 }));
    expect(
      await judgeFile(fakeFile('png', 'a.png', CROP_DECODE_LIMIT + 1), rule, read, { crop: true }),
    ).toEqual({
      kind: 'refuse',
      message: 'El archivo excede el límite: 1MB',
    });
    expect(read).not.toHaveBeenCalled();
  });
});
