import { describe, expect, it } from 'vitest';
import { checkShellSettings, SHELL_FORM_FIELDS } from './shell-settings';

const VALID = {
  name: 'Secretaría de Educación de Villa del Río',
  shortName: 'SED Villa del Río',
  email: 'contacto@sedvilladelrio.gov.co',
  phone: '+57 601 555 0100',
  address: 'Carrera 7 # 10-20',
  tollFree: '01 8000 91 0101',
  anticorruption: '01 8000 91 2667',
  hours: 'Lunes a viernes, 8:00 a. m. a 4:00 p. m.',
  facebook: 'https://www.facebook.com/sedvilladelrio',
  youtube: 'https://www.youtube.com/@sedvilladelrio',
  instagram: '',
  x: '',
};

describe('the Secretaría’s shell settings', () => {
  it('accepts every field, trimmed, and an absent one as empty', () => {
    const rest: Partial<typeof VALID> = { ...VALID, name: `  ${VALID.name}  ` };
    delete rest.instagram;
    delete rest.x;
    const checked = checkShellSettings(rest);
    expect(checked).toEqual({ ok: true, input: { ...VALID, instagram: '', x: '' } });
    expect(Object.keys(checked.ok ? checked.input : {})).toEqual(SHELL_FORM_FIELDS);
  });

  it('names every field at fault in Spanish', () => {
    const checked = checkShellSettings({
      ...VALID,
      name: ' ',
      email: 'no-es-correo',
      tollFree: 'gratis',
      facebook: 'https://example.org/x',
      instagram: 'http://instagram.com/x',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fields).sort()).toEqual([
      'email',
      'facebook',
      'instagram',
      'name',
      'tollFree',
    ]);
    expect(checked.fields.name).toMatch(/^Escriba «Nombre de la Secretaría»/);
    expect(checked.fields.tollFree).toMatch(/«Línea gratuita.*» debe ser un número de teléfono/);
    expect(checked.fields.instagram).toMatch(/https:\/\//);
    expect(checked.message).toBe(checked.fields.name);
  });

  it('refuses what is not an object, a missing name, unknown fields and control characters', () => {
    expect(checkShellSettings([])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/objeto JSON/),
    });
    expect(checkShellSettings({})).toMatchObject({
      ok: false,
      fields: { name: 'Escriba «Nombre de la Secretaría».' },
    });
    expect(checkShellSettings({ ...VALID, logo: '/x.svg' })).toMatchObject({
      ok: false,
      message: 'Campos desconocidos: logo.',
    });
    expect(checkShellSettings({ ...VALID, hours: 'a\u0000b' })).toMatchObject({
      ok: false,
      fields: { hours: expect.stringMatching(/caracteres no permitidos/) },
    });
    expect(checkShellSettings({ ...VALID, address: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      fields: { address: expect.stringMatching(/hasta 200/) },
    });
  });
});
