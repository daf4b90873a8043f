/**
 * An error message is read by the school's secretary, so it names a field by its label
 * only, never by its key in the model (phoneTwo, stringthree, pdf). This sweeps every collection's
 * required, format, kind, size and one-of errors through the shared validation (the same code the
 * admin form and the function run) and checks no message contains a key of that collection.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, getCollection } from '../../functions/src/model/collections';
import { LIMITS, type FieldDef } from '../../functions/src/model/field-kinds';
import { emptyRecord, unmetRules, validateRecord } from '../../functions/src/model/schema';

/** Values that break a field of this kind or format (each one a different failure). */
function badValuesOf(field: FieldDef): unknown[] {
  const bad: unknown[] = [5, ['a'], { $gt: '' }];
  if (field.kind === 'text') bad.push('x'.repeat(LIMITS.text + 1));
  if (field.kind === 'longText') bad.push('x'.repeat(LIMITS.longText + 1));
  if (field.kind === 'link') bad.push('javascript:alert(1)', 'x'.repeat(LIMITS.link + 1));
  if (field.kind === 'textList')
    bad.push(
      'un texto',
      Array.from({ length: LIMITS.listItems + 1 }, () => 'a'),
    );
  if (field.kind === 'image' || field.kind === 'pdf') bad.push('../../etc/passwd');
  if (field.kind === 'date') bad.push('2026-02-30', '31/03/2026');
  if (field.kind === 'datetime') bad.push('2026-02-30T10:00:00Z', '2026-03-31T10:00', '2026-03-31T');
  if (field.kind === 'choice') bad.push('no-es-una-opcion');
  if ('format' in field && field.format) bad.push('no válido ###');
  return bad;
}

/**
 * A message mentions a key when the key appears as a whole word, in its own case, outside the
 * example addresses some messages give (https://www.facebook.com/… is not the key facebook).
 */
const mentions = (message: string, key: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${key}($|[^\\p{L}\\p{N}])`, 'u').test(
    message.replace(/https?:\/\/\S+/g, ''),
  );

describe('error messages name fields by their labels only', () => {
  for (const name of COLLECTION_NAMES) {
    const def = getCollection(name);
    const keys = Object.keys(def.fields);

    it(`${name}: required, format, kind, size and one-of errors never contain a field key`, () => {
      const messages: string[] = [];
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.required) {
          const r = validateRecord(def, { ...emptyRecord(def), [key]: '' }, { partial: true });
          expect(r.ok, `${name}.${key} emptied`).toBe(false);
          if (!r.ok) messages.push(r.message);
        }
        for (const value of badValuesOf(field)) {
          const r = validateRecord(def, { [key]: value }, { partial: true });
          if (!r.ok) messages.push(r.message);
        }
      }
      const oneOf = unmetRules(def, emptyRecord(def))[0];
      if (oneOf) messages.push(oneOf.message);

      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        for (const key of keys) expect(mentions(message, key), `«${message}» names ${key}`).toBe(false);
      }
    });
  }

  it('still say which field, by its label', () => {
    const def = getCollection('sitio');
    const r = validateRecord(def, { phoneTwo: 'llamar' }, { partial: true });
    expect(r).toMatchObject({
      ok: false,
      field: 'phoneTwo',
      message: expect.stringMatching(/^El campo «Otro teléfono» debe ser/),
    });
  });
});
