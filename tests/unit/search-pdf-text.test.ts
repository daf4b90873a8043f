/** Site search (decisions 0020, 0026): the text inside the PDFs, page by page, as the index reads it. */
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../scripts/seed/pdf';
import { PdfTexts, pdfPages } from '../../functions/src/search/pdf-text';

describe('the text inside PDFs', () => {
  it('reads the words of every page, each page apart', async () => {
    const bytes = makePdf(
      'Circular 007',
      ['La matrícula extraordinaria cierra el viernes.', 'Traiga la zanahoria.'],
      ['Segunda hoja: el izada de bandera es el lunes.'],
      [],
      ['Cuarta hoja: mantenimiento de la sede.'],
    );
    // As Storage's download gives it: a Buffer.
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Circular 007');
    expect(pages[0]).toContain('La matrícula extraordinaria cierra el viernes.');
    expect(pages[0]).toContain('zanahoria');
    expect(pages[1]).toBe('Segunda hoja: el izada de bandera es el lunes.');
    expect(pages[2]).toBe('');
    expect(pages[3]).toContain('mantenimiento');
  });

  it('parses each stored PDF once, counts an unreadable one as empty, and stops at its time budget', async () => {
    const reads: string[] = [];
    const files: Record<string, Uint8Array> = {
      'a.pdf': new Uint8Array(makePdf('Primero', ['uno'])),
      'b.pdf': new Uint8Array(Buffer.from('%PDF-1.4 esto no es un PDF')),
    };
    const pdfs = new PdfTexts(async (name) => {
      reads.push(name);
      return files[name]!;
    });
    await pdfs.fill(['a.pdf', 'b.pdf', 'a.pdf']);
    await pdfs.fill(['a.pdf']);
    expect(reads).toEqual(['a.pdf', 'b.pdf']);
    expect(pdfs.pagesOf('a.pdf')?.[0]).toContain('Primero');
    expect(pdfs.pagesOf('b.pdf')).toEqual([]);

    process.env.SEARCH_PDF_BUDGET_MS = '0';
    try {
      await pdfs.fill(['c.pdf']);
      expect(pdfs.pagesOf('c.pdf')).toBeUndefined();
    } finally {
      delete process.env.SEARCH_PDF_BUDGET_MS;
    }
  });
});
