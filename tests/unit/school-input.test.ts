/** The check of a new school (model/school-input.ts), and its patterns equal the tenancy's. */
import { describe, expect, it } from 'vitest';
import {
  checkNewSchool,
  DEFAULT_SCHOOL_COLOURS,
  SCHOOL_HOST,
  SCHOOL_SLUG,
} from '../../functions/src/model/school-input';
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
        colores: DEFAULT_SCHOOL_COLOURS,
        adminEmail: 'rectoria@lanueva.edu.co',
      },
    });
  });

  it('keeps the contact and the colours, lower-cased, and leaves out an empty contact', () => {
    const checked = checkNewSchool({
      ...valid,
      contacto: { email: ' Contacto@LaNueva.edu.co', phone: '(604) 444 0000', address: ' Calle 1 # 2-3 ' },
      colores: { primary: '#0B4F8A', secondary: '#7d5700' },
    });
    expect(checked.ok && checked.input).toMatchObject({
      contacto: { email: 'contacto@lanueva.edu.co', phone: '(604) 444 0000', address: 'Calle 1 # 2-3' },
      colores: { primary: '#0b4f8a', secondary: '#7d5700' },
    });
    const empty = checkNewSchool({ ...valid, contacto: { email: '', address: '' } });
    expect(empty.ok && 'contacto' in empty.input).toBe(false);
  });

  it('refuses colours that fail WCAG 2.1 AA against white, a colour that is no colour, a bad contact', () => {
    const checked = checkNewSchool({
      ...valid,
      contacto: { email: 'no-es-correo', phone: 'abc' },
      colores: { primary: '#ffd400', secondary: 'azul' },
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields['colores.primary']).toMatch(
      /«Color principal»: Contraste 1,\d\d:1 con el blanco: no cumple WCAG 2.1 AA/,
    );
    expect(checked.fields['colores.secondary']).toMatch(/debe ser un color como #0b4f8a/);
    expect(checked.fields['contacto.email']).toMatch(/«Correo de contacto» debe ser un correo/);
    expect(checked.fields['contacto.phone']).toMatch(/«Teléfono de contacto» debe ser un número/);
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
