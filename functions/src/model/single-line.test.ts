import { describe, expect, it } from 'vitest';
import { galerias } from './collections/galerias';
import { noticias } from './collections/noticias';
import { docentes } from './collections/staff';
import { validateRecord } from './schema';
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

describe('records: single-line texts are stored without bidirectional controls', () => {
  const news = {
    title: 'Izada\u202e de bandera\u2066',
    kind: 'noticia',
    summary: 'Resumen',
    publishAt: '2026-03-20T13:00:00.000Z',
  };

  it('strips titles and other one-line texts, on a create and on an update', () => {
    const created = validateRecord(noticias, news, { partial: false });
    expect(created).toMatchObject({ ok: true, value: { title: 'Izada de bandera' } });
    const updated = validateRecord(
      noticias,
      { title: '\u202aCircular\u202c 3', imageAlt: 'Niños\u200f en el patio' },
      { partial: true },
    );
    expect(updated).toEqual({ ok: true, value: { title: 'Circular 3', imageAlt: 'Niños en el patio' } });
  });

  it('refuses a required title made only of controls: nothing is left of it', () => {
    expect(
      validateRecord(noticias, { ...news, title: '\u202e\u2066\u2069' }, { partial: false }),
    ).toMatchObject({
      ok: false,
      field: 'title',
      message: 'El campo «Título» es obligatorio.',
    });
  });

  it('strips links, contact values and the text alternatives of an album', () => {
    const card = validateRecord(
      docentes,
      { stringtwo: 'https://\u202eexample.org/perfil', stringfive: 'rectoria\u2067@colegio.edu.co' },
      { partial: true },
    );
    expect(card).toEqual({
      ok: true,
      value: { stringtwo: 'https://example.org/perfil', stringfive: 'mailto:rectoria@colegio.edu.co' },
    });
    const image = 'mf0abc12-00000000000000000001.jpg';
    const album = validateRecord(
      galerias,
      { photos: [{ image, alt: 'Feria\u202e de la ciencia' }] },
      { partial: true },
    );
    expect(album).toEqual({ ok: true, value: { photos: [{ image, alt: 'Feria de la ciencia' }] } });
    // An alt text of controls alone is no alt text.
    expect(validateRecord(galerias, { photos: [{ image, alt: '\u202e' }] }, { partial: true })).toMatchObject(
      {
        ok: false,
        field: 'photos',
      },
    );
  });
});
