/** Record ↔ form values and the create body, for the declared field kinds. */
import { describe, expect, it } from 'vitest';
import { getCollection } from '@model';
import { fakeFile } from '../test/fixtures';
import { createFormData, fileFieldsByNameField, sameValues, valuesFromRecord, withUploadedFiles } from './values';

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

  it('puts stored names in file fields and original names in their display-name fields', () => {
    const convocatorias = getCollection('convocatorias');
    expect(fileFieldsByNameField(convocatorias)).toMatchObject({ imageName: 'image', pdfoneName: 'pdfone' });
    const next = withUploadedFiles(convocatorias, { image: 'old', imageName: 'old.png' }, { image: { stored: 'new.png', name: 'Banner.png' } });
    expect(next).toEqual({ image: 'new.png', imageName: 'Banner.png' });
  });

  it('builds the create body: text parts, lists as JSON, files by field, no display names', () => {
    const values = valuesFromRecord(horizonte, { title: 'T', stringfour: ['a', 'b'] } as never);
    const image = fakeFile('png', 'h-1600x1066.png');
    const form = createFormData(horizonte, values, { image });
    expect(form.get('title')).toBe('T');
    expect(form.get('stringfour')).toBe('["a","b"]');
    expect((form.get('image') as File).name).toBe('h-1600x1066.png');
    expect(form.has('imageName')).toBe(false);
    expect(form.has('imagemision')).toBe(false);
  });
});
