import { describe, expect, it } from 'vitest';
import { COLLECTIONS, getCollection } from '../../functions/src/model/collections';
import { noteKey } from '../../functions/src/model/collections/transparencianotas';
import { isIsoDate, validateRecord } from '../../functions/src/model/schema';
import { makeStoredName } from '../../functions/src/model/stored-names';
import { ANNEX_SUBITEMS } from '../../functions/src/model/transparency-annex';

const storedPdf = makeStoredName('pdf', 'c'.repeat(20), Date.UTC(2026, 0, 1));
const transparencia = getCollection('transparencia');
const entry = { subitem: '3.1', title: 'Plan Anual de Adquisiciones 2026', date: '2026-01-30' };

describe('date fields', () => {
  it('accept real days written yyyy-mm-dd, and empty', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(validateRecord(transparencia, { date: '' }, { partial: true }).ok).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '31/01/2026',
    '2026-1-5',
    '2026-01-05T10:00:00Z',
    'mañana',
  ])('refuse %s, naming the field in Spanish', (date) => {
    expect(validateRecord(transparencia, { date }, { partial: true })).toMatchObject({
      ok: false,
      field: 'date',
      message:
        'El campo «Fecha de publicación» debe ser una fecha válida con el formato aaaa-mm-dd (por ejemplo 2026-03-31).',
    });
  });
});

describe('choice fields', () => {
  it('offer every annex sub-item, labelled with its number and name', () => {
    const field = COLLECTIONS.transparencia.fields.subitem;
    expect(field.options).toHaveLength(ANNEX_SUBITEMS.length);
    expect(field.options[0]).toMatchObject({
      value: '1.1',
      label: '1.1 Misión, visión, funciones y deberes',
    });
    // Listed under the numbered categories.
    expect(field.options[0]!.group).toMatch(/^1\. /);
    expect(new Set(field.options.map((o) => o.group)).size).toBeGreaterThan(5);
  });

  it('refuse a value that is not an option, and a create without one', () => {
    expect(validateRecord(transparencia, { subitem: '11.1' }, { partial: true })).toMatchObject({
      ok: false,
      field: 'subitem',
      message: 'El campo «Ítem del menú de transparencia» debe ser una de las opciones de la lista.',
    });
    expect(
      validateRecord(
        transparencia,
        { title: 'Sin ítem', link: 'https://www.datos.gov.co' },
        { partial: false },
      ),
    ).toMatchObject({
      ok: false,
      field: 'subitem',
    });
  });
});

describe('a transparency entry', () => {
  it('declares its PDF-or-link rule over fields that exist (the declaration names them as plain strings)', () => {
    for (const def of Object.values(COLLECTIONS)) {
      for (const group of def.requireOneOf ?? [])
        for (const key of group) expect(def.fields).toHaveProperty(key);
    }
    expect(transparencia.requireOneOf).toEqual([['pdf', 'link']]);
  });

  it('is accepted with a PDF or with an https link', () => {
    expect(
      validateRecord(transparencia, { ...entry, pdf: storedPdf, pdfName: 'paa.pdf' }, { partial: false }).ok,
    ).toBe(true);
    expect(
      validateRecord(
        transparencia,
        { ...entry, link: 'https://www.colombiacompra.gov.co/secop-ii' },
        { partial: false },
      ).ok,
    ).toBe(true);
  });

  it('is refused with neither, in a message naming both fields', () => {
    expect(validateRecord(transparencia, { ...entry, link: '' }, { partial: false })).toMatchObject({
      ok: false,
      field: 'pdf',
      message:
        'Debe llenar al menos uno de estos campos: «Documento PDF» o «Enlace a otro sitio (SECOP, datos.gov.co…)».',
    });
  });

  it('leaves the rule across fields to the merged record on a partial update', () => {
    expect(validateRecord(transparencia, { link: '' }, { partial: true }).ok).toBe(true);
  });

  it('refuses a link that is not https', () => {
    expect(
      validateRecord(transparencia, { link: 'http://www.datos.gov.co' }, { partial: true }),
    ).toMatchObject({ ok: false, field: 'link' });
  });
});

describe('the notes of sub-items without publications', () => {
  it('declare one text per annex sub-item, grouped by its category', () => {
    const fields = getCollection('transparencianotas').fields;
    expect(Object.keys(fields)).toEqual(ANNEX_SUBITEMS.map(noteKey));
    expect(fields.nota4_10).toMatchObject({
      kind: 'longText',
      label:
        '4.10 Informes trimestrales sobre acceso a información, quejas y reclamos: nota mientras no hay publicaciones',
      group: '4. Planeación, presupuesto e informes',
    });
  });
});
