import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWithWhite, ratioText } from './contrast';

describe('WCAG contrast', () => {
  it('gives the known ratios: black on white 21, white on white 1, #767676 just AA', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('passes dark colours, refuses light ones, in Spanish, never rounding a failure up', () => {
    expect(contrastWithWhite('#0b4f8a').passes).toBe(true);
    expect(contrastWithWhite('#0b4f8a').text).toMatch(/cumple WCAG 2.1 AA/);
    const yellow = contrastWithWhite('#ffd400');
    expect(yellow.passes).toBe(false);
    expect(yellow.text).toMatch(/no cumple WCAG 2.1 AA \(mínimo 4,5:1\)/);
    // #777777 is 4.48:1: below AA, and written so.
    expect(contrastWithWhite('#777777').passes).toBe(false);
    expect(ratioText(4.499)).toBe('4,49');
  });
});
