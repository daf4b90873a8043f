/** The typo distance of the site search: optimal string alignment, with a bound. */
import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './typo';

describe('the typo distance', () => {
  it('counts a swap of two letters side by side as one edit', () => {
    expect(editDistance('mantenimeinto', 'mantenimiento', 2)).toBe(1);
    expect(editDistance('ab', 'ba', 1)).toBe(1);
    expect(editDistance('cnovivencia', 'convivencia', 1)).toBe(1);
  });

  it('counts a letter missing, added or changed as one edit', () => {
    expect(editDistance('isada', 'izada', 1)).toBe(1);
    expect(editDistance('matrcula', 'matricula', 1)).toBe(1);
    expect(editDistance('matriculaa', 'matricula', 1)).toBe(1);
    expect(editDistance('convivensia', 'convivencia', 2)).toBe(1);
    expect(editDistance('conbibencia', 'convivencia', 2)).toBe(2);
    expect(editDistance('igual', 'igual', 0)).toBe(0);
  });

  it('edits each piece once (optimal string alignment), and says max + 1 when beyond the bound', () => {
    // Damerau's unrestricted distance is 2 (swap, then insert in between); alignment allows no such thing.
    expect(editDistance('ca', 'abc', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('uniforme', 'uniformes escolares', 2)).toBe(3);
    expect(editDistance('', 'abc', 5)).toBe(3);
    expect(editDistance('mes', 'mas', 0)).toBe(1);
  });

  it('forgives none under four letters, one from four, two from eight', () => {
    expect([1, 3, 4, 7, 8, 20].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
