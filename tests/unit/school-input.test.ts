/** The check of a new school (model/school-input.ts), and its patterns equal the tenancy's. */
import { describe, expect, it } from 'vitest';
import { checkNewSchool, SCHOOL_HOST, SCHOOL_SLUG } from '../../functions/src/model/school-input';
import { SCHOOL_ID } from '../../functions/src/tenancy/school-scope';
import { HOST } from '../../functions/src/tenancy/schools';

const valid = {
  id: 'lanueva',
  name: '  Institución Educativa La Nueva ',
  dane: '105001000901',
  municipio: 'Villa del Río',
  sedes: [{ name: 'Sede única', address: '', dane: '105001000901' }],
  adminEmail: ' Rectoria@LaNueva.edu.co ',
};

describe('checkNewSchool', () => {
  it('uses the same slug and host patterns as the table of schools', () => {
    expect(SCHOOL_SLUG.source).toBe(SCHOOL_ID.source);
    expect(SCHOOL_HOST.source).toBe(HOST.source);
  });

  it('cleans a valid school: trimmed, e-mail and domain lower-cased, empty optionals left out', () => {
    const checked = checkNewSchool({ ...valid, comuna: ' ', domain: 'WWW.LaNueva.edu.co.' });
    expect(checked).toEqual({
      ok: true,
      input: {
        id: 'lanueva',
        name: 'Institución Educativa La Nueva',
        dane: '105001000901',
        municipio: 'Villa del Río',
        sedes: [{ name: 'Sede única', dane: '105001000901' }],
        domain: 'www.lanueva.edu.co',
        adminEmail: 'rectoria@lanueva.edu.co',
      },
    });
  });

  it('names every field at fault, in Spanish', () => {
    const checked = checkNewSchool({
      id: '-Mal-',
      name: 'x',
      dane: '1050010009',
      municipio: '',
      sedes: [{ name: 'S', dane: 'abc' }],
      domain: 'https://x.edu.co/',
      adminEmail: 'no',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fields).sort()).toEqual(
      ['adminEmail', 'dane', 'domain', 'id', 'municipio', 'name', 'sedes.0.dane', 'sedes.0.name'].sort(),
    );
    expect(checked.fields.dane).toBe('«Código DANE» debe tener exactamente 12 dígitos.');
    expect(checked.message).toBe(checked.fields.id);
  });

  it('refuses what is not an object, unknown fields and a school without sedes', () => {
    expect(checkNewSchool([])).toMatchObject({ ok: false, message: 'El colegio debe ser un objeto JSON.' });
    expect(checkNewSchool({ ...valid, extra: 1 })).toMatchObject({
      ok: false,
      message: 'Campos desconocidos: extra.',
    });
    expect(checkNewSchool({ ...valid, sedes: [] })).toMatchObject({
      ok: false,
      fields: { sedes: expect.stringMatching(/al menos una sede/) },
    });
  });
});
