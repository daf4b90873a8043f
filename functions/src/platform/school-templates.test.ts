import { describe, expect, it } from 'vitest';
import { richTextPlain } from '../model/rich-text';
import { TEMPLATE_COLLECTIONS } from '../model/sample-text';
import { DEFAULT_TEMPLATES, fillText, filledRecords } from './school-templates';

const facts = {
  colegio: 'Institución Educativa La Nueva',
  municipio: 'Villa del Río',
  dane: '105001000901',
  correo: 'contacto@lanueva.edu.co',
};
const NOW = Date.parse('2026-03-02T15:00:00Z');

describe("the Secretaría's templates", () => {
  it('fills the placeholders; one without a value names what is missing; an unknown one is left', () => {
    expect(fillText('{{colegio}} de {{ municipio }}', { ...facts, fecha: '2026-03-02' })).toBe(
      'Institución Educativa La Nueva de Villa del Río',
    );
    expect(fillText('Llame al {{telefono}}', { ...facts, fecha: '' })).toBe(
      'Llame al [teléfono de contacto]',
    );
    expect(fillText('{{otro}}', { ...facts, fecha: '' })).toBe('{{otro}}');
  });

  it('gives every template collection valid records, filled, no placeholder left, dated today in Bogotá', () => {
    const records = filledRecords({}, facts, NOW);
    expect(new Set(records.map((r) => r.collection))).toEqual(new Set(TEMPLATE_COLLECTIONS));
    for (const { values } of records) {
      const text = JSON.stringify(values);
      expect(text).not.toMatch(/\{\{/);
    }
    const privacy = records.find((r) => r.collection === 'politicaprivacidad')!.values;
    expect(privacy.date).toBe('2026-03-02');
    expect(richTextPlain(privacy.stringone)).toContain('Institución Educativa La Nueva');
    expect(records.filter((r) => r.collection === 'participa').length).toBe(
      DEFAULT_TEMPLATES.participa.length,
    );
  });

  it("uses the Secretaría's own rows, and falls back to the default for rows its declaration refuses", () => {
    const records = filledRecords(
      {
        derechosautor: [{ title: 'Derechos de {{colegio}}', string: 'Propio' }],
        accesibilidad: [{ title: '' }],
      },
      facts,
      NOW,
    );
    expect(records.find((r) => r.collection === 'derechosautor')!.values.title).toBe(
      'Derechos de Institución Educativa La Nueva',
    );
    expect(records.find((r) => r.collection === 'accesibilidad')!.values.title).toBe(
      'Declaración de accesibilidad',
    );
  });
});
