import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks only the words that changed, and gives both texts back whole', () => {
    const older = 'El colegio fue fundado en 1962 por la comunidad.';
    const newer = 'El colegio fue fundado en 1965 por toda la comunidad.';
    const d = wordDiff(older, newer);
    expect(d.older.map((p) => p.text).join('')).toBe(older);
    expect(d.newer.map((p) => p.text).join('')).toBe(newer);
    expect(d.older.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['1962']);
    expect(d.newer.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['1965', 'toda']);
  });

  it('handles empty texts', () => {
    expect(wordDiff('', 'Nuevo texto').newer).toEqual([{ text: 'Nuevo texto', kind: 'added' }]);
    expect(wordDiff('Viejo', '').older).toEqual([{ text: 'Viejo', kind: 'removed' }]);
  });
});
