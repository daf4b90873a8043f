import { describe, expect, it } from 'vitest';
import { noticias } from './collections/noticias';
import { isPublicAt, publicAt, scheduleState } from './schedule';
import { isSlug, numberedSlug, settleSlugs, SLUG_MAX, slugify, slugNumber, uniqueSlug } from './slug';
import { unmetRules, validateRecord } from './schema';

describe('slugs made from titles', () => {
  it('are lowercase ASCII words joined by single hyphens', () => {
    expect(slugify('¡Reunión de padres, 5.º grado!')).toBe('reunion-de-padres-5-o-grado');
    expect(slugify('Año   escolar — ÑANDÚ')).toBe('ano-escolar-nandu');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(slugify('¿¡!?')).toBe('entrada');
    const long = slugify('palabra '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(isSlug(long)).toBe(true);
  });

  it('are unique with -2, -3…', () => {
    expect(uniqueSlug('circular', new Set())).toBe('circular');
    expect(uniqueSlug('circular', new Set(['circular']))).toBe('circular-2');
    expect(uniqueSlug('circular', new Set(['circular', 'circular-2']))).toBe('circular-3');
    const base = 'a'.repeat(SLUG_MAX);
    expect(uniqueSlug(base, new Set([base])).length).toBeLessThanOrEqual(SLUG_MAX);
  });
});

describe('the addresses of one title', () => {
  it('number themselves, the suffix within SLUG_MAX, and are read back', () => {
    expect(numberedSlug('circular', 1)).toBe('circular');
    expect(numberedSlug('circular', 12)).toBe('circular-12');
    const base = `${'a'.repeat(SLUG_MAX - 2)}-b`;
    expect(numberedSlug(base, 2)).toBe(`${'a'.repeat(SLUG_MAX - 2)}-2`);
    expect(slugNumber(base, numberedSlug(base, 2))).toBe(2);
    expect(slugNumber('circular', 'circular')).toBe(1);
    expect(slugNumber('circular', 'circular-7')).toBe(7);
    for (const other of ['circular-07', 'circular-1', 'circular-x', 'circulares', 'circular-de-mayo'])
      expect(slugNumber('circular', other)).toBe(0);
  });

  it('go to the records waiting for their start in the order they go public, around the fixed ones', () => {
    const waiting = (id: string, slug: string, start: number) => ({ id, slug, start });
    // A scheduled item held `feria`; a record published now goes public first and takes it.
    expect(
      settleSlugs('feria', new Set(), [waiting('programada', 'feria', 200), waiting('ahora', '', 100)]),
    ).toEqual(
      new Map([
        ['ahora', 'feria'],
        ['programada', 'feria-2'],
      ]),
    );
    // Addresses public once are never handed out again, nor moved.
    expect(
      settleSlugs('feria', new Set(['feria', 'feria-3']), [
        waiting('b', 'feria-4', 300),
        waiting('a', '', 200),
      ]),
    ).toEqual(
      new Map([
        ['a', 'feria-2'],
        ['b', 'feria-4'],
      ]),
    );
    // The same start: each keeps its place.
    expect(
      settleSlugs('feria', new Set(), [waiting('z', 'feria', 100), waiting('y', 'feria-2', 100)]),
    ).toEqual(
      new Map([
        ['z', 'feria'],
        ['y', 'feria-2'],
      ]),
    );
    // One leaving the line leaves no gap.
    expect(settleSlugs('feria', new Set(['feria']), [waiting('c', 'feria-3', 100)])).toEqual(
      new Map([['c', 'feria-2']]),
    );
  });
});

describe('scheduled publishing', () => {
  const now = Date.parse('2026-05-10T12:00:00.000Z');
  const at = (publishAt: string, unpublishAt = '') => ({ publishAt, unpublishAt });

  it('names the state an administrator reads', () => {
    expect(scheduleState(noticias, at('2026-05-11T00:00:00.000Z'), now)).toBe('Programada');
    expect(scheduleState(noticias, at('2026-05-10T12:00:00.000Z'), now)).toBe('Publicada');
    expect(scheduleState(noticias, at('2026-05-01T00:00:00.000Z', '2026-05-10T12:00:00.000Z'), now)).toBe(
      'Retirada',
    );
    expect(scheduleState(noticias, at('2026-05-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'), now)).toBe(
      'Publicada',
    );
    expect(isPublicAt(noticias, at('2026-05-11T00:00:00.000Z'), now)).toBe(false);
  });

  it('lists only what is public, newest first', () => {
    const list = [
      { _id: 'a', ...at('2026-05-01T00:00:00.000Z') },
      { _id: 'b', ...at('2026-05-09T00:00:00.000Z') },
      { _id: 'c', ...at('2026-05-20T00:00:00.000Z') },
      { _id: 'd', ...at('2026-04-01T00:00:00.000Z', '2026-05-02T00:00:00.000Z') },
    ];
    expect(publicAt(noticias, list, now).map((r) => r._id)).toEqual(['b', 'a']);
  });
});

describe('noticias validation', () => {
  it('asks for the picture description only when there is a picture', () => {
    const base = { title: 'T', kind: 'noticia', summary: 'S', publishAt: '2026-05-10T12:00:00.000Z' };
    expect(validateRecord(noticias, base, { partial: false }).ok).toBe(true);
    const withImage = validateRecord(
      noticias,
      { ...base, image: 'mb000001-ab12ab12ab12ab12ab12.jpg' },
      { partial: false },
    );
    expect(withImage).toMatchObject({ ok: false, field: 'imageAlt' });
    expect(unmetRules(noticias, { image: 'x.jpg', imageAlt: '' })[0]?.message).toBe(
      'El campo «Descripción de la imagen (texto alternativo)» es obligatorio cuando hay «Imagen (1200x630 px)».',
    );
    expect(validateRecord(noticias, { ...base, kind: 'boletin' }, { partial: false })).toMatchObject({
      ok: false,
      field: 'kind',
    });
  });
});
