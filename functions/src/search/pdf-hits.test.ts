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
      title: 'Informe de gestión',
      url: '/media/manual.pdf#page=3',
      pdf: { name: 'Informe de gestión 2026.pdf', page: 3 },
      label: 'PDF «Informe de gestión 2026.pdf» · Rendición de cuentas',
    });
    expect(hit!.snippet.filter((p) => p.mark).map((p) => p.text)).toEqual(['comité']);
    expect(index().query('uniforme').groups[0]!.hits[0]).toMatchObject({
      url: '/media/manual.pdf#page=2',
      pdf: { page: 2 },
    });
    // A PDF without a file name is named by its section's heading alone.
    expect(index().query('bandera').groups[0]!.hits[0]).toMatchObject({
      title: 'Anexo',
      url: '/media/anexo.pdf#page=1',
      pdf: { name: 'Anexo', page: 1 },
      label: 'PDF · Rendición de cuentas',
    });
  });

  it('are one result with their record when the record has the same words', () => {
    const circular = rec('c1', {
      title: 'Circular 009: salida pedagógica',
      kind: 'circular',
      summary: 'La salida pedagógica es el viernes.',
      slug: 'circular-009',
      publishAt: '2026-10-01T13:00:00Z',
      attachment: 'c9.pdf',
      attachmentName: 'circular-009.pdf',
    });
    const pages: Record<string, string[]> = {
      'c9.pdf': ['Circular 009: salida pedagógica al museo.', 'Autorización del acudiente.'],
    };
    const withCircular = new SiteIndex(documentsOf('noticias', [circular], (stored) => pages[stored]));
    const urls = (q: string) => withCircular.query(q).groups.flatMap((g) => g.hits.map((h) => h.url));
    expect(urls('salida pedagogica')).toEqual(['/noticias/circular-009']);
    // Only in the PDF: the PDF, named by its circular, at its page.
    expect(withCircular.query('autorizacion').groups[0]!.hits).toEqual([
      expect.objectContaining({
        title: 'Circular 009: salida pedagógica',
        url: '/media/c9.pdf#page=2',
        label: 'PDF «circular-009.pdf»',
        pdf: { name: 'circular-009.pdf', page: 2 },
      }),
    ]);
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
