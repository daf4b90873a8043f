/** Record ↔ form values and the create body, for the declared field kinds. */
import { describe, expect, it } from 'vitest';
import { getCollection } from '@model';
import { fakeFile } from '../test/fixtures';
import { fileFieldsByNameField, readUploadAnswer, sameValues, valuesFromRecord } from './values';

describe('form values', () => {
  const horizonte = getCollection('horizonte');

  it('keeps only declared fields and fills missing ones with empty values of their kind', () => {
    const values = valuesFromRecord(horizonte, { _id: 'x', title: 'T', stringfour: 'Un solo valor', extra: 'no' } as never);
    expect(values.title).toBe('T');
    expect(values.stringfour).toEqual(['Un solo valor']);
    expect(values.stringfive).toEqual([]);
    expect(values.titletwo).toBe('');
    expect('_id' in values || 'extra' in values).toBe(false);
  });

  it('compares lists by content', () => {
    expect(sameValues({ a: ['x'] }, { a: ['x'] })).toBe(true);
    expect(sameValues({ a: ['x'] }, { a: ['x', ''] })).toBe(false);
  });

  it('maps display-name fields to their file fields', () => {
    expect(fileFieldsByNameField(getCollection('convocatorias'))).toMatchObject({ imageName: 'image', pdfoneName: 'pdfone' });
  });

  it('reads the upload answer per chosen field, falling back to the file name', () => {
    const image = fakeFile('png', 'banner-1920x650.png');
    const pdf = fakeFile('pdf', 'pliego.pdf');
    const answer = { files: { image: 'a.png', pdfone: 'b.pdf' }, names: { image: 'Banner.png' } };
    expect(readUploadAnswer(answer, { image, pdfone: pdf })).toEqual({
      image: { stored: 'a.png', name: 'Banner.png' },
      pdfone: { stored: 'b.pdf', name: 'pliego.pdf' },
    });
    expect(() => readUploadAnswer({ files: {}, names: {} }, { image })).toThrow('«image»');
  });
});
