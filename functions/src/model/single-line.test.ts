import { describe, expect, it } from 'vitest';
import { BIDI_CONTROLS, stripBidi } from './single-line';

const CONTROLS = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('stripBidi', () => {
  it('removes every bidirectional control character, wherever it is', () => {
    for (const c of CONTROLS) {
      expect(stripBidi(`${c}Izada${c} de ${c}bandera${c}`)).toBe('Izada de bandera');
    }
    expect(stripBidi('informe\u202efdp.exe')).toBe('informefdp.exe');
    expect(stripBidi(CONTROLS.join(''))).toBe('');
  });

  it('keeps Spanish text, other spacing and right-to-left letters as they are', () => {
    const text = 'Matrícula 2026: ¿Quién? Ñandú — «año» 1.º';
    expect(stripBidi(text)).toBe(text);
    // Letters of a right-to-left script are text, not controls; so are the joiners (U+200C, U+200D).
    expect(stripBidi('שלום \u200c\u200d')).toBe('שלום \u200c\u200d');
  });

  it('is a global pattern that can be used again and again', () => {
    expect(BIDI_CONTROLS.global).toBe(true);
    expect(stripBidi('a\u202eb')).toBe('ab');
    expect(stripBidi('c\u2066d')).toBe('cd');
    expect('x\u202ey\u2069z'.match(BIDI_CONTROLS)).toHaveLength(2);
  });
});
