import { describe, expect, it } from 'vitest';
import { carousel } from './collections/carousel';
import { convocatorias } from './collections/convocatorias';
import { validateRecord } from './schema';
import { isStoredFileOf, makeStoredName, variantName } from './stored-names';
import { ruleIdOf, withFileChoices } from './write-values';

const jpg = makeStoredName('jpg', 'a'.repeat(20));
const pdf = makeStoredName('pdf', 'b'.repeat(20));

describe('withFileChoices', () => {
  it('puts stored names in file fields and original names in their display-name fields', () => {
    const next = withFileChoices(
      convocatorias,
      { title: 'T', image: 'old.jpg', imageName: 'old.jpg', pdfone: '' },
      { image: { stored: jpg, name: 'Banner.jpg' }, pdfone: { stored: pdf, name: 'Pliego.pdf' } },
    );
    expect(next).toEqual({
      title: 'T',
      image: jpg,
      imageName: 'Banner.jpg',
      pdfone: pdf,
      pdfoneName: 'Pliego.pdf',
    });
  });

  it('leaves a file field without a display-name field alone beyond its value', () => {
    expect(withFileChoices(carousel, { title: 'T' }, { image: { stored: jpg, name: 'slide.jpg' } })).toEqual({
      title: 'T',
      image: jpg,
    });
  });

  it('ignores keys that are not file fields of the collection, and does not change its input', () => {
    const values = { title: 'T' };
    const next = withFileChoices(carousel, values, {
      title: { stored: jpg, name: 'x' },
      avatar: { stored: jpg, name: 'x' },
      constructor: { stored: jpg, name: 'x' },
    });
    expect(next).toEqual({ title: 'T' });
    expect(values).toEqual({ title: 'T' });
  });
});

describe('file field values', () => {
  it('binds each file field to its row of the rule table', () => {
    expect(ruleIdOf(carousel.fields.image)).toBe('carousel');
    expect(ruleIdOf(convocatorias.fields.image)).toBe('banner');
    expect(ruleIdOf(convocatorias.fields.pdfone)).toBe('pdf');
  });

  it('accepts only stored originals of the field kind: never a variant, never a PDF as an image', () => {
    expect(isStoredFileOf('image', jpg)).toBe(true);
    expect(isStoredFileOf('pdf', pdf)).toBe(true);
    expect(isStoredFileOf('image', pdf)).toBe(false);
    expect(isStoredFileOf('pdf', jpg)).toBe(false);
    expect(isStoredFileOf('image', variantName(jpg, 480))).toBe(false);
    expect(isStoredFileOf('image', 'foto.jpg')).toBe(false);
  });

  it('makes validateRecord refuse a PDF in an image field and a variant, naming the field', () => {
    const asImage = validateRecord(carousel, { image: pdf }, { partial: true });
    expect(asImage).toMatchObject({
      ok: false,
      field: 'image',
      message: 'El campo «Imagen (1280x471 px)» debe ser un archivo subido desde el formulario.',
    });
    expect(validateRecord(carousel, { image: variantName(jpg, 960) }, { partial: true }).ok).toBe(false);
    expect(validateRecord(convocatorias, { pdfone: jpg }, { partial: true }).ok).toBe(false);
    expect(validateRecord(carousel, { image: jpg }, { partial: true }).ok).toBe(true);
  });
});
