/** The seed's fixed ids and file names must look like the ones the site itself generates. */
import { describe, expect, it } from 'vitest';
import { isStoredName, makeStoredName } from '../../functions/src/model';
import { sampleFile, sampleRecords } from './seeder';

describe('fixed sample ids and file names', () => {
  it('gives every sample record its own id shaped like a Firestore auto-id', () => {
    const ids = sampleRecords().map((r) => `${r.name}/${r.id}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id } of sampleRecords()) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('names sample files as the upload route would (the server accepts them on a save)', () => {
    const { id } = sampleRecords()[0]!;
    const { randomHex, now } = sampleFile(id, 'image');
    expect(isStoredName(makeStoredName('jpg', randomHex, now))).toBe(true);
    expect(sampleFile(id, 'image')).toEqual({ randomHex, now });
    expect(sampleFile(id, 'pdfone').randomHex).not.toBe(randomHex);
  });
});
