import { describe, expect, it } from 'vitest';
import { noticias } from './collections/noticias';
import { isPublicAt, publicAt, scheduleState } from './schedule';
import { isSlug, SLUG_MAX, slugify, uniqueSlug } from './slug';
import { unmetOneOf, validateRecord } from './schema';

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

describe('scheduled publishing', () => {
  const now = Date.parse('2026-05-10T12:00:00.000Z');
  const at = (publishAt: string, unpublishAt = '') => ({ publishAt, unpublishAt });

  it('names the state an administrator reads', () => {
    expect(scheduleState(noticias, at('2026-05-11T00:00:00.000Z'), now)).toBe('Programada');
    expect(scheduleState(noticias, at('2026-05-10T12:00:00.000Z'), now)).toBe('Publicada');
    expect(scheduleState(noticias, at('2026-05-01T00:00:00.000Z', '2026-05-10T12:00:00.000Z'), now)).toBe('Retirada');
    expect(scheduleState(noticias, at('2026-05-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'), now)).toBe('Publicada');
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
    const base = { title: 'T', kind: 'noticia', summary: 'S', body: 'B', publishAt: '2026-05-10T12:00:00.000Z' };
    expect(validateRecord(noticias, base, { partial: false }).ok).toBe(true);
    const withImage = validateRecord(noticias, { ...base, image: 'mb000001-ab12ab12ab12ab12ab12.jpg' }, { partial: false });
    expect(withImage).toMatchObject({ ok: false, field: 'imageAlt' });
    expect(unmetOneOf(noticias, { image: 'x.jpg', imageAlt: '' })?.message).toBe(
      'El campo «Descripción de la imagen (texto alternativo)» es obligatorio cuando hay «Imagen (1200x630 px)».',
    );
    expect(validateRecord(noticias, { ...base, kind: 'boletin' }, { partial: false })).toMatchObject({ ok: false, field: 'kind' });
  });
});
