import { describe, expect, it } from 'vitest';
import { galerias } from './collections/galerias';
import { validateRecord } from './schema';
import { slugify, uniqueSlug } from './slug';
import { checkUpload, UPLOAD_RULES } from './upload-rules';

const photo = (n: number, alt = `Foto ${n} de la feria`) => ({
  image: `mf0abc12-${n.toString(16).padStart(20, '0')}.jpg`,
  alt,
});
const album = (over: Record<string, unknown> = {}) => ({
  title: 'Feria de la ciencia',
  date: '2026-03-20',
  photos: [photo(1), photo(2), photo(3)],
  consent: true,
  ...over,
});

describe('the image-list kind and the galerias declaration', () => {
  it('accepts an album, the cover defaulting to its first photo', () => {
    const checked = validateRecord(galerias, album(), { partial: false });
    expect(checked).toMatchObject({
      ok: true,
      value: { cover: photo(1).image, photos: [photo(1), photo(2), photo(3)] },
    });
  });

  it("keeps each photo's original file name, cleaned, without a path; refuses a name too long", () => {
    const named = [
      { ...photo(1), name: 'IMG_2034.jpg' },
      { ...photo(2), name: 'C:\\fakepath\\acto\u202Egpj.exe' },
      { ...photo(3), name: '' },
    ];
    const checked = validateRecord(galerias, album({ photos: named }), { partial: false });
    expect(checked.ok && checked.value.photos).toEqual([
      { ...photo(1), name: 'IMG_2034.jpg' },
      { ...photo(2), name: 'actogpj.exe' },
      photo(3),
    ]);
    const long = validateRecord(
      galerias,
      album({ photos: [{ ...photo(1), name: `${'a'.repeat(300)}.jpg` }] }),
      {
        partial: true,
      },
    );
    expect(long).toMatchObject({
      ok: false,
      field: 'photos',
      message: expect.stringMatching(
        /^El nombre del archivo de la foto 1 admite como máximo \d+ caracteres\.$/,
      ),
    });
  });

  it('refuses photos without alt text, with how many lack it', () => {
    const checked = validateRecord(galerias, album({ photos: [photo(1, ''), photo(2), photo(3, '  ')] }), {
      partial: true,
    });
    expect(checked).toMatchObject({
      ok: false,
      field: 'photos',
      message: 'El campo «Fotos» tiene 2 fotos sin texto alternativo: describa cada foto antes de guardar.',
    });
  });

  it('refuses an empty list, 201 photos, a PDF, a variant, a repeated photo and a wrong shape', () => {
    const many = Array.from({ length: 201 }, (_, i) => photo(i + 1));
    const cases: Array<[unknown, RegExp]> = [
      [[], /necesita al menos 1 foto/],
      [many, /como máximo 200/],
      [
        [{ image: photo(1).image.replace('.jpg', '.pdf'), alt: 'x' }],
        /La foto 1 .* debe ser una imagen subida/,
      ],
      [[photo(1), { image: photo(2).image.replace('.jpg', '-w480.webp'), alt: 'x' }], /La foto 2/],
      [[photo(1), photo(1)], /foto repetida/],
      [
        [photo(1), photo(2, 'a'.repeat(301))],
        /^El texto alternativo de la foto 2 admite como máximo 300 caracteres\.$/,
      ],
      [['a.jpg'], /debe ser una lista de fotos/],
      [[{ ...photo(1), extra: 1 }], /debe ser una lista de fotos/],
      ['texto', /debe ser una lista de fotos/],
    ];
    for (const [photos, message] of cases) {
      const checked = validateRecord(galerias, album({ photos }), { partial: false });
      expect(checked.ok, JSON.stringify(photos).slice(0, 80)).toBe(false);
      if (!checked.ok) expect(checked.message).toMatch(message);
    }
  });

  it('requires the consent ticked, and a cover that is one of the photos', () => {
    const noConsent = validateRecord(galerias, album({ consent: false }), { partial: false });
    expect(noConsent).toMatchObject({
      ok: false,
      field: 'consent',
      message: expect.stringMatching(/^Para guardar debe confirmar: «Confirmo .*Ley 1581 de 2012/),
    });
    expect(validateRecord(galerias, album({ consent: 'sí' }), { partial: false })).toMatchObject({
      ok: false,
      field: 'consent',
    });
    expect(validateRecord(galerias, album({ cover: photo(9).image }), { partial: false })).toMatchObject({
      ok: false,
      field: 'cover',
      message: 'El campo «Foto de portada» debe ser una de las fotos del álbum.',
    });
    expect(validateRecord(galerias, album({ cover: photo(2).image }), { partial: false })).toMatchObject({
      ok: true,
      value: { cover: photo(2).image },
    });
  });

  it('makes stable, unique slugs from titles', () => {
    expect(slugify('Feria de la Ciencia 2026: ¡Niños y niñas!')).toBe(
      'feria-de-la-ciencia-2026-ninos-y-ninas',
    );
    expect(slugify('¿?', 'album')).toBe('album');
    expect(uniqueSlug('feria', new Set(['feria', 'feria-2']))).toBe('feria-3');
  });

  it('gallery photos: a size range, not exact pixels', () => {
    const rule = UPLOAD_RULES.gallery;
    const ok = { bytes: 400_000, detected: 'jpeg' as const };
    expect(checkUpload(rule, { ...ok, width: 2048, height: 1536 })).toBeNull();
    expect(checkUpload(rule, { ...ok, width: 1200, height: 1600 })).toBeNull();
    const range = 'La imagen debe medir al menos 320 px por lado y como máximo 2048 px en su lado más largo';
    expect(checkUpload(rule, { ...ok, width: 4032, height: 3024 })).toEqual({ status: 400, message: range });
    expect(checkUpload(rule, { ...ok, width: 2000, height: 200 })).toEqual({ status: 400, message: range });
    expect(checkUpload(rule, { ...ok, detected: 'pdf' })?.message).toBe(
      'El archivo debe ser una imagen JPEG, PNG o WebP.',
    );
  });
});
