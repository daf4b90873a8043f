/** A word inside a PDF opens that PDF at its page; an empty answer offers the close word the site has. */
import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../model';
import { documentsOf } from './site-documents';
import { SiteIndex } from './site-index';

const rec = (id: string, fields: Record<string, unknown>) =>
  ({ _id: id, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...fields }) as AnyRecord;

const PAGES: Record<string, string[]> = {
  'manual.pdf': [
    'Manual de convivencia 2026. Capítulo primero: principios.',
    'Capítulo segundo: el uniforme de diario se lleva completo.',
    'Capítulo tercero: el comité de convivencia se reúne cada mes. Mantenimiento de la sede.',
  ],
  'anexo.pdf': ['Anexo: horario de la izada de bandera.'],
};

const MANUAL = rec('rendicioncuentas', {
  title: 'Rendición de cuentas',
  titleone: 'Informe de gestión',
  stringone: 'El resumen del año.',
  pdfone: 'manual.pdf',
  pdfoneName: 'Informe de gestión 2026.pdf',
  titletwo: 'Anexo',
  pdftwo: 'anexo.pdf',
  pdftwoName: '',
});

function index(): SiteIndex {
  return new SiteIndex(documentsOf('rendicioncuentas', [MANUAL], (stored) => PAGES[stored]));
}

describe('PDF hits', () => {
  it('link to the PDF at the page where the words are, naming it', () => {
    const [hit, ...rest] = index()
      .query('comité')
      .groups.flatMap((g) => g.hits);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      kind: 'paginas',
      title: 'Informe de gestión 2026',
      url: '/media/manual.pdf#page=3',
      pdf: { name: 'Informe de gestión 2026.pdf', page: 3 },
      label: 'PDF · Rendición de cuentas',
    });
    expect(hit!.snippet.filter((p) => p.mark).map((p) => p.text)).toEqual(['comité']);
    expect(index().query('uniforme').groups[0]!.hits[0]).toMatchObject({
      url: '/media/manual.pdf#page=2',
      pdf: { page: 2 },
    });
    // A PDF without a display name is named by its section's heading.
    expect(index().query('bandera').groups[0]!.hits[0]).toMatchObject({
      title: 'Anexo',
      url: '/media/anexo.pdf#page=1',
    });
  });

  it("keep the record's own words on the page, and the PDF's words off it", () => {
    const hits = index()
      .query('resumen')
      .groups.flatMap((g) => g.hits);
    expect(hits).toEqual([
      expect.objectContaining({ url: '/rendicioncuentas', title: 'Rendición de cuentas' }),
    ]);
    expect(
      index()
        .query('capitulo')
        .groups.flatMap((g) => g.hits.map((h) => h.url)),
    ).toEqual(['/media/manual.pdf#page=1']);
  });

  it('find words with two edits or a swap, and offer "Quizás quiso decir" when nothing is found', () => {
    const urls = (q: string) =>
      index()
        .query(q)
        .groups.flatMap((g) => g.hits.map((h) => h.url));
    expect(urls('convivensia')).toContain('/media/manual.pdf#page=1');
    expect(urls('mantenimeinto')).toEqual(['/media/manual.pdf#page=3']);
    expect(urls('isada')).toEqual(['/media/anexo.pdf#page=1']);
    // Two edits in a word of five letters are more than a search forgives, and a suggestion.
    const missed = index().query('la isda');
    expect(missed.total).toBe(0);
    expect(missed.suggestion).toBe('la izada');
    expect(index().query('comite').suggestion).toBeUndefined();
    // Nothing close: no suggestion.
    expect(index().query('zzzzqqq')).toEqual({ query: 'zzzzqqq', groups: [], total: 0 });
  });
});
