import { describe, expect, it } from 'vitest';
import {
  displayNameFor,
  displayNameWithExtension,
  isStoredFileOf,
  isStoredName,
  isVariantName,
  makeStoredName,
  storedBaseOf,
  variantFallbacks,
  variantName,
  variantNamesOf,
  variantSizes,
} from './stored-names';

const jpg = makeStoredName('jpg', '0123456789abcdef0123', Date.UTC(2026, 10, 22));
const base = jpg.replace(/\.jpg$/, '');

describe('image variants', () => {
  it('are named from the original, in WebP or AVIF, at a fixed width or at its own (full)', () => {
    expect(variantName(jpg, 480)).toBe(`${base}-w480.webp`);
    expect(variantName(jpg, 'full', 'avif')).toBe(`${base}-wfull.avif`);
    // From a variant's name too: the same picture's other variant.
    expect(variantName(variantName(jpg, 960), 'full', 'avif')).toBe(`${base}-wfull.avif`);
    for (const v of [variantName(jpg, 480, 'avif'), variantName(jpg, 'full')]) {
      expect(isStoredName(v)).toBe(true);
      expect(isVariantName(v)).toBe(true);
      // Never a record's value.
      expect(isStoredFileOf('image', v)).toBe(false);
    }
    expect(isVariantName(jpg)).toBe(false);
    // Originals are never AVIF, and variants only WebP or AVIF.
    for (const bad of [`${base}.avif`, `${base}-w480.jpg`, `${base}-wfull.png`, `${base}-whalf.webp`]) {
      expect(isStoredName(bad)).toBe(false);
    }
  });

  it('exist at the fixed widths below the original, never upscaled, and at its own width', () => {
    expect(variantSizes(1280)).toEqual([
      { size: 480, width: 480 },
      { size: 960, width: 960 },
      { size: 'full', width: 1280 },
    ]);
    expect(variantSizes(1920).map((v) => v.width)).toEqual([480, 960, 1600, 1920]);
    // At exactly a fixed width, the full one is that width (no duplicate).
    expect(variantSizes(1600).map((v) => v.width)).toEqual([480, 960, 1600]);
    expect(variantSizes(400)).toEqual([{ size: 'full', width: 400 }]);
  });

  it('of an original are listed from its name alone (for cleanup and the sweep); a PDF or a variant has none', () => {
    const names = variantNamesOf(jpg);
    expect(names).toHaveLength(8);
    expect(names).toEqual(
      expect.arrayContaining([
        `${base}-w480.webp`,
        `${base}-w1600.avif`,
        `${base}-wfull.webp`,
        `${base}-wfull.avif`,
      ]),
    );
    // Every name the upload may store for any width is in the list.
    for (const width of [400, 1040, 1280, 1600, 1920]) {
      for (const { size } of variantSizes(width)) {
        expect(names).toContain(variantName(jpg, size, 'webp'));
        expect(names).toContain(variantName(jpg, size, 'avif'));
      }
    }
    for (const v of names) expect(storedBaseOf(v)).toBe(storedBaseOf(jpg));
    expect(storedBaseOf(jpg)).toBe(base);
    expect(variantNamesOf(makeStoredName('pdf', '0123456789abcdef0123'))).toEqual([]);
    expect(variantNamesOf(variantName(jpg, 480))).toEqual([]);
  });

  it('that are missing fall back to the same size in WebP, then to the original (any extension)', () => {
    expect(variantFallbacks(`${base}-w960.avif`)).toEqual([
      `${base}-w960.webp`,
      `${base}.jpg`,
      `${base}.png`,
      `${base}.webp`,
    ]);
    expect(variantFallbacks(`${base}-wfull.webp`)).toEqual([`${base}.jpg`, `${base}.png`, `${base}.webp`]);
    // An original has no fallback: a missing original is a 404.
    expect(variantFallbacks(jpg)).toEqual([]);
  });
});

describe('display names', () => {
  it('take the extension of the type the server detected', () => {
    expect(displayNameFor('x.html', '1a2b3c-0123456789abcdef0123.pdf')).toBe('x.pdf');
    expect(displayNameFor('informe', 'abc123-0123456789abcdef0123.pdf')).toBe('informe.pdf');
    expect(displayNameFor('foto.png', 'abc123-0123456789abcdef0123.jpg')).toBe('foto.jpg');
    expect(displayNameFor('.html', 'abc123-0123456789abcdef0123.pdf')).toBe('archivo.pdf');
    expect(displayNameWithExtension('acta.final.exe', 'pdf')).toBe('acta.final.pdf');
  });

  it('keep a name that already has it, in any case or spelling', () => {
    expect(displayNameFor('Acta.PDF', 'abc123-0123456789abcdef0123.pdf')).toBe('Acta.PDF');
    expect(displayNameFor('foto.jpeg', 'abc123-0123456789abcdef0123.jpg')).toBe('foto.jpeg');
    expect(displayNameFor('', 'abc123-0123456789abcdef0123.pdf')).toBe('');
  });
});
