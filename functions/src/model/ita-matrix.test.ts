import { describe, expect, it } from 'vitest';
import { ANNEX_SUBITEMS } from './transparency-annex';
import {
  findItaItem,
  isItaStale,
  ITA_CATEGORIES,
  ITA_CSV_COLUMNS,
  ITA_ITEMS,
  itaCategoryOf,
  itaRow,
  itaStateLabel,
  pageOfPath,
  type ItaItemView,
} from './ita-matrix';
import { checkItaState } from './ita-input';

describe('the ITA matrix as data', () => {
  it('has unique, URL-safe ids and every item in a known category', () => {
    const ids = ITA_ITEMS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of ITA_ITEMS) {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      expect(itaCategoryOf(item)).toBeDefined();
      expect(item.reviewDays).toBeGreaterThan(0);
      expect(item.norm).toMatch(/Ley|Resolución|Decreto/);
    }
    expect(new Set(ITA_CATEGORIES.map((c) => c.id)).size).toBe(ITA_CATEGORIES.length);
  });

  it('takes every Anexo 2 sub-item from the annex data, numbers unchanged', () => {
    const fromMatrix = ITA_ITEMS.filter((i) => i.subitem).map((i) => i.number);
    expect(fromMatrix).toEqual(ANNEX_SUBITEMS.map((s) => s.number));
    expect(findItaItem('transparencia-1-10')!.name).toBe(
      ANNEX_SUBITEMS.find((s) => s.number === '1.10')!.name,
    );
  });

  it('fills in the evidence the site covers itself: the request channel, the calendar, the report, the policies, the site map', () => {
    expect(findItaItem('transparencia-1-10')!.evidence).toEqual(['/pqrsd']);
    expect(findItaItem('transparencia-1-11')!.evidence).toEqual(['/eventos']);
    expect(findItaItem('transparencia-1-11')!.reviewDays).toBe(30);
    expect(findItaItem('transparencia-4-10')!.evidence[0]).toMatch(
      /^\/transparencia\/planeacion-presupuesto-e-informes#informes-trimestrales/,
    );
    expect(findItaItem('sitio-2-3-2')!.evidence).toEqual(['/politica-de-privacidad']);
    expect(findItaItem('sitio-2-3-4')!.evidence).toEqual(['/mapa-del-sitio']);
    expect(findItaItem('accesibilidad-g')!.evidence).toEqual(['/accesibilidad']);
    expect(findItaItem('participa-6-2-5')!.evidence).toEqual(['/rendicioncuentas']);
  });

  it('names only real pages of the registry as automatic evidence', () => {
    const missing = ITA_ITEMS.flatMap((i) => i.evidence).filter((path) => !pageOfPath(path));
    expect(missing).toEqual([]);
  });

  it('matches paths with a parameter and refuses unknown ones', () => {
    expect(pageOfPath('/transparencia/normativa#busqueda-de-normas')).toMatchObject({
      page: { id: 'transparenciacategoria' },
      param: 'normativa',
    });
    expect(pageOfPath('/eventos/')).toMatchObject({ page: { id: 'eventos' } });
    expect(pageOfPath('/no-existe')).toBeNull();
    expect(pageOfPath('/transparencia/a/b')).toBeNull();
  });
});

describe('stale', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.parse('2026-11-29T12:00:00Z');
  it('follows from the last update and the review period', () => {
    expect(isItaStale(new Date(now - 31 * day).toISOString(), 30, now)).toBe(true);
    expect(isItaStale(new Date(now - 29 * day).toISOString(), 30, now)).toBe(false);
    expect(isItaStale(null, 30, now)).toBe(false);
  });
});

describe('the CSV row', () => {
  it('has one cell per column, in the matrix order, with absolute addresses', () => {
    const view: ItaItemView = {
      id: 'x',
      number: '2.3.2',
      annex: 'Anexo 2',
      category: 'sitio',
      categoryName: 'Políticas',
      name: 'Política',
      norm: 'Ley 1581 de 2012',
      inferred: false,
      subitem: null,
      automaticEvidence: ['/politica-de-privacidad'],
      evidence: ['https://ejemplo.gov.co/a'],
      status: 'no_aplica',
      reason: 'Razón',
      responsible: 'Rectoría',
      reviewPeriodDays: 365,
      updatedAt: '2026-01-02T00:00:00.000Z',
      updatedBy: null,
      stale: false,
      checkProblem: null,
      checkedAt: null,
      externalToCheck: [],
    };
    const row = itaRow(view, 'https://colegio.edu.co');
    expect(row).toHaveLength(ITA_CSV_COLUMNS.length);
    expect(row.slice(0, 8)).toEqual([
      'Anexo 2',
      'Políticas',
      '2.3.2',
      'Política',
      'Ley 1581 de 2012',
      'N/A',
      'https://colegio.edu.co/politica-de-privacidad https://ejemplo.gov.co/a',
      'Razón',
    ]);
  });
});

describe('checkItaState', () => {
  const fails = (body: unknown, field: string | undefined, message: RegExp) => {
    const r = checkItaState(body);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe(field);
      expect(r.message).toMatch(message);
    }
  };
  it('refuses no_aplica without a reason, naming the field', () =>
    fails({ status: 'no_aplica' }, 'reason', /Razón/));
  it('refuses an unknown status', () => fails({ status: 'si' }, 'status', /Estado/));
  it('refuses an http or javascript evidence', () => {
    fails({ status: 'cumple', evidence: ['http://ejemplo.gov.co'] }, 'evidence', /https:\/\//);
    fails({ status: 'cumple', evidence: ['javascript:alert(1)'] }, 'evidence', /Evidencias/);
  });
  it('refuses a site path whose % escapes form no character, naming the field', () => {
    fails(
      { status: 'cumple', evidence: ['/transparencia/%E0%A4%A'] },
      'evidence',
      /«Evidencias \(URL\)».*«%»/,
    );
    fails({ status: 'cumple', evidence: ['/transparencia/normativa#%ZZ'] }, 'evidence', /«%»/);
    expect(
      checkItaState({
        status: 'cumple',
        evidence: ['/transparencia/normativa#b%C3%BAsqueda', 'https://x.gov.co/%ZZ'],
      }).ok,
    ).toBe(true);
    fails({ status: 'cumple', evidence: ['//evil.example'] }, 'evidence', /Evidencias/);
  });
  it('refuses a review period of zero', () =>
    fails({ status: 'cumple', reviewPeriodDays: 0 }, 'reviewPeriodDays', /Revisar cada/));
  it('refuses unknown keys', () => fails({ status: 'cumple', admin: true }, undefined, /desconocidos/));
  it('accepts a full state and trims it', () => {
    const r = checkItaState({
      status: 'no_aplica',
      reason: '  El colegio no recauda rentas  ',
      evidence: ['/transparencia', 'https://datos.gov.co/x'],
      responsible: 'Secretaría',
      reviewPeriodDays: 30,
    });
    expect(r).toEqual({
      ok: true,
      input: {
        status: 'no_aplica',
        reason: 'El colegio no recauda rentas',
        evidence: ['/transparencia', 'https://datos.gov.co/x'],
        responsible: 'Secretaría',
        reviewPeriodDays: 30,
      },
    });
  });
});

describe('the one state of an item', () => {
  it('says "· revisar" after an answer due for review, and only then', () => {
    expect(itaStateLabel({ status: 'cumple', stale: true })).toBe('Cumple · revisar');
    expect(itaStateLabel({ status: 'no_aplica', stale: true })).toBe('No aplica · revisar');
    expect(itaStateLabel({ status: 'cumple', stale: false })).toBe('Cumple');
    // Not met or pending already asks for work.
    expect(itaStateLabel({ status: 'no_cumple', stale: true })).toBe('No cumple');
    expect(itaStateLabel({ status: 'pendiente', stale: true })).toBe('Pendiente');
  });
});
