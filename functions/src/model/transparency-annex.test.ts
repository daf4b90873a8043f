import { describe, expect, it } from 'vitest';
import { ANNEX_SUBITEMS, findSubitem, subitemLabel, TRANSPARENCY_ANNEX } from './transparency-annex';
import { PAGES } from './pages';

describe('the transparency annex (Resolución 1519 de 2020, Anexo 2, 2.4.2)', () => {
  it('has the ten categories in the annex order, numbered and named exactly', () => {
    expect(TRANSPARENCY_ANNEX.map((c) => `${c.number}. ${c.name}`)).toEqual([
      '1. Información de la entidad',
      '2. Normativa',
      '3. Contratación',
      '4. Planeación, presupuesto e informes',
      '5. Trámites',
      '6. Participa',
      '7. Datos abiertos',
      '8. Información específica para grupos de interés',
      '9. Obligación de reporte de información específica por parte de la entidad',
      '10. Información tributaria en entidades territoriales locales',
    ]);
  });

  it('numbers every sub-item under its category, in order, with no gap', () => {
    for (const category of TRANSPARENCY_ANNEX) {
      expect(category.subitems.length).toBeGreaterThan(0);
      expect(category.subitems.map((s) => s.number)).toEqual(
        category.subitems.map((_, i) => `${category.number}.${i + 1}`),
      );
    }
    expect(TRANSPARENCY_ANNEX[0]!.subitems.map(subitemLabel).slice(0, 2)).toEqual([
      '1.1 Misión, visión, funciones y deberes',
      '1.2 Estructura orgánica - Organigrama',
    ]);
  });

  it('gives categories and sub-items url-safe slugs, unique across the annex', () => {
    const slugs = [...TRANSPARENCY_ANNEX.map((c) => c.slug), ...ANNEX_SUBITEMS.map((s) => s.slug)];
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(TRANSPARENCY_ANNEX[0]!.slug).toBe('informacion-de-la-entidad');
  });

  it('points the sub-items a page of the site covers to that page, which the registry has', () => {
    const covered = ANNEX_SUBITEMS.filter((s) => s.coveredBy).map((s) => [s.number, s.coveredBy!.path]);
    expect(covered).toEqual([
      ['1.10', '/pqrsd'],
      ['1.11', '/eventos'],
      ['2.1', '/manualconvivencia'],
      ['3.2', '/convocatorias'],
      ['4.7', '/rendicioncuentas'],
      ['5.1', '/tramiteretiros'],
      // The Participa menu is its own page, its description and its sections.
      ['6.1', '/participa'],
      ['6.2', '/participa'],
    ]);
    const registered = new Set(PAGES.map((page: { path: string }) => page.path));
    for (const [, path] of covered) expect(registered).toContain(path!.split('#')[0]);
    // The PQRSD report is computed and shown in its own sub-item, so it needs no page to link to.
    expect(ANNEX_SUBITEMS.filter((s) => s.report).map((s) => s.number)).toEqual(['4.10']);
  });

  it('finds a sub-item by its number, and nothing for a number the annex lacks', () => {
    expect(findSubitem('4.10')?.category.slug).toBe('planeacion-presupuesto-e-informes');
    expect(findSubitem('4.11')).toBeUndefined();
    expect(findSubitem('')).toBeUndefined();
  });
});
