/** The console's row of a school from its stored summary, and its CSV through the one writer. */
import { describe, expect, it } from 'vitest';
import { csvFile } from './csv';
import { filterPanelRows, itaStateOf, PANEL_CSV_COLUMNS, panelCsvRow, panelRowOf } from './school-summary';

const SCHOOL = {
  id: 'lasacacias',
  name: 'I. E. Las Acacias',
  municipio: 'Villa del Río',
  url: 'https://x/lasacacias/',
};

describe('a school row', () => {
  it('reads a school without any summary yet as zeros, no dates and conformity "sin revisar"', () => {
    const row = panelRowOf(SCHOOL, undefined, null);
    expect(row.pqrsd).toEqual({ abiertas: 0, porVencer: 0, vencidas: 0, calculadoEl: null });
    expect(row.ita.estado).toBe('sin datos');
    expect(row.conformidad).toEqual({ estado: 'sin revisar', fallos: 0, revisadoEl: null, faltan: [] });
    expect(row.comuna).toBe('');
    expect(row.ultimaPublicacion).toBeNull();
    expect(row.ocultosEnInicio).toEqual([]);
  });

  it('never shows a negative count (an increment counted before the hourly recount)', () => {
    const row = panelRowOf(
      SCHOOL,
      { pqrsd: { abiertas: 2, porVencer: -1, vencidas: 1 } },
      'https://x/lasacacias/admin/pqrsd',
    );
    expect(row.pqrsd).toMatchObject({ abiertas: 2, porVencer: 0, vencidas: 1 });
    expect(row.pqrsdInbox).toBe('https://x/lasacacias/admin/pqrsd');
  });

  it("says the ITA's state by what needs attention first", () => {
    const base = { cumple: 50, noCumple: 0, pendiente: 0, desactualizado: 0, revisadoEl: null };
    expect(itaStateOf(base)).toBe('cumple');
    expect(itaStateOf({ ...base, desactualizado: 2 })).toBe('desactualizado');
    expect(itaStateOf({ ...base, desactualizado: 2, pendiente: 1 })).toBe('pendiente');
    expect(itaStateOf({ ...base, pendiente: 1, noCumple: 1 })).toBe('no cumple');
  });

  it('filters by municipality, comuna and overdue', () => {
    const rows = [
      panelRowOf({ ...SCHOOL, comuna: 'Norte' }, { pqrsd: { abiertas: 1, porVencer: 0, vencidas: 1 } }, null),
      panelRowOf({ ...SCHOOL, id: 'b', municipio: 'San Pedro' }, undefined, null),
    ];
    expect(filterPanelRows(rows, { municipio: '', comuna: '', soloVencidas: true }).map((r) => r.id)).toEqual(
      ['lasacacias'],
    );
    expect(
      filterPanelRows(rows, { municipio: 'San Pedro', comuna: '', soloVencidas: false }).map((r) => r.id),
    ).toEqual(['b']);
    expect(filterPanelRows(rows, { municipio: '', comuna: 'Norte', soloVencidas: false })).toHaveLength(1);
  });
});

describe('the CSV', () => {
  it('has Spanish headers and one line per school, written by the one CSV writer (formulas made inert)', () => {
    const row = panelRowOf(
      { ...SCHOOL, name: '=HYPERLINK("x")', comuna: 'Comuna 2' },
      {
        pqrsd: { abiertas: 4, porVencer: 1, vencidas: 2 },
        ita: {
          cumple: 60,
          noCumple: 1,
          pendiente: 3,
          desactualizado: 2,
          revisadoEl: '2026-11-30T15:00:00.000Z',
        },
        ultimaPublicacion: '2026-12-01T12:00:00.000Z',
        personal: [
          { email: 'a@x.co', rol: 'admin', ultimoIngreso: '2026-12-02T10:00:00.000Z' },
          { email: 'b@x.co', rol: 'editor', ultimoIngreso: null },
        ],
        conformidad: { estado: 'fallos', fallos: 3, revisadoEl: '2026-12-05T10:00:00.000Z' },
        comunicados: { ocultosEnInicio: ['c1'] },
      },
      null,
    );
    const text = csvFile(PANEL_CSV_COLUMNS, [panelCsvRow(row)]);
    const [header, line] = text.slice(1).split('\r\n');
    expect(header!.split(';').slice(0, 3)).toEqual(['Colegio', 'Identificador', 'Municipio']);
    expect(header).toContain('PQRSD vencidas');
    expect(line).toBe(
      [
        `"'=HYPERLINK(""x"")"`,
        'lasacacias',
        'Villa del Río',
        'Comuna 2',
        'https://x/lasacacias/',
        4,
        1,
        2,
        60,
        1,
        3,
        2,
        'no cumple',
        '2026-11-30',
        '2026-12-01',
        '"a@x.co (admin), b@x.co (editor)"',
        '2026-12-02',
        'fallos',
        3,
        '2026-12-05',
        1,
      ].join(';'),
    );
  });
});
