import { describe, expect, it } from 'vitest';
import { trashTitle } from '../data/trash';
import { variantNamesOf } from '../model';
import { baseOf, isVariant, namesIn } from './sweep';

const photo = 'mf3k2a1b-0123456789abcdef0123.jpg';

describe('file references', () => {
  it('ties every variant to its original by base name', () => {
    for (const variant of variantNamesOf(photo)) {
      expect(isVariant(variant), variant).toBe(true);
      expect(baseOf(variant)).toBe(baseOf(photo));
    }
    expect(variantNamesOf(photo).some((n) => n.endsWith('-wfull.avif'))).toBe(true);
    expect(isVariant(photo)).toBe(false);
  });

  it('finds stored names anywhere in a document, and nothing else', () => {
    const pdf = 'mf3k2a1b-fedcba9876543210fedc.pdf';
    const found = namesIn({
      title: 'Foto de grupo.jpg',
      image: photo,
      values: { pdfone: pdf, list: ['texto', photo] },
      link: `https://example.com/media/${photo}`,
    });
    expect([...found].sort()).toEqual([baseOf(photo), baseOf(pdf)].sort());
  });
});

describe('trash title', () => {
  it('is the field under the list\'s Título column', () => {
    expect(trashTitle('docentes', { title: 'María', titleone: 'Pérez', image: photo })).toBe('María');
  });

  it('falls back to the first text that is not a file, then to the collection label', () => {
    expect(trashTitle('docentes', { title: '  ', image: photo, titleone: 'Pérez' })).toBe('Pérez');
    expect(trashTitle('docentes', { image: photo })).toBe('Docentes');
  });
});
