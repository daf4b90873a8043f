/** Site search (decision 0020): the text inside the PDFs, as the index reads it. */
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../scripts/seed/pdf';
import { PdfTexts, pdfText } from '../../functions/src/search/pdf-text';

describe('the text inside PDFs', () => {
  it('reads the words of every page', async () => {
    const bytes = makePdf('Circular 007', [
      'La matrícula extraordinaria cierra el viernes.',
      'Traiga la zanahoria.',
    ]);
    // As Storage's download gives it: a Buffer.
    const text = await pdfText(bytes);
    expect(text).toContain('Circular 007');
    expect(text).toContain('La matrícula extraordinaria cierra el viernes.');
    expect(text).toContain('zanahoria');
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
    expect(pdfs.textOf('a.pdf')).toContain('Primero');
    expect(pdfs.textOf('b.pdf')).toBe('');

    process.env.SEARCH_PDF_BUDGET_MS = '0';
    try {
      await pdfs.fill(['c.pdf']);
      expect(pdfs.textOf('c.pdf')).toBeUndefined();
    } finally {
      delete process.env.SEARCH_PDF_BUDGET_MS;
    }
  });
});
