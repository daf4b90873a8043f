/** Record ↔ form values and the create body, for the declared field kinds. */
import { describe, expect, it } from 'vitest';
import { getCollection, richTextFrom } from '@model';
import { fakeFile } from '../test/fixtures';
import {
  createValues,
  fileFieldsByNameField,
  readUploadAnswer,
  sameValues,
  todayInBogota,
  valuesFromRecord,
} from './values';

describe('form values', () => {
  const horizonte = getCollection('horizonte');

  it('keeps only declared fields and fills missing ones with empty values of their kind', () => {
    const values = valuesFromRecord(horizonte, {
      _id: 'x',
      title: 'T',
      stringfour: ['Uno', 'Dos'],
      stringone: 'Un solo valor',
      extra: 'no',
    } as never);
    expect(values.title).toBe('T');
    // Formatted text stored as a list or a plain text (older records) reads as its document (decision 0011).
    expect(values.stringfour).toEqual(richTextFrom(['Uno', 'Dos']));
    expect(values.stringone).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Un solo valor' }] }],
    });
    expect(values.stringfive).toEqual({ type: 'doc', content: [] });
    expect(values.titletwo).toBe('');
    expect('_id' in values || 'extra' in values).toBe(false);
  });

  it('compares lists by content', () => {
    expect(sameValues({ a: ['x'] }, { a: ['x'] })).toBe(true);
    expect(sameValues({ a: ['x'] }, { a: ['x', ''] })).toBe(false);
  });

  it('maps display-name fields to their file fields', () => {
    expect(fileFieldsByNameField(getCollection('convocatorias'))).toMatchObject({
      imageName: 'image',
      pdfoneName: 'pdfone',
    });
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

describe('a create form starts a date at today in Bogotá', () => {
  it('is the Bogotá calendar day, not the device one', () => {
    // 03:00 UTC on 25 Nov is still 24 Nov in Bogotá (UTC-5).
    expect(todayInBogota(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(createValues(getCollection('transparencia')).date).toBe(todayInBogota());
  });
});
