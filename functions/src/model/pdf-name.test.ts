import { describe, expect, it } from 'vitest';
import { pdfDownloadName, pdfFileName, pdfNameSources } from './pdf-name';

describe('pdfDownloadName', () => {
  it("is the record's title for its PDF", () => {
    const circular = { title: 'Circular 002 - reunión de padres', attachmentName: 'scan_0042.pdf' };
    expect(pdfDownloadName('attachment', circular)).toBe('Circular 002 - reunión de padres.pdf');
  });

  it("is a section's title for the section's PDF, else the page's title", () => {
    const page = { title: 'Rendición de cuentas', titletwo: 'Informe de gestión 2025', pdftwoName: 'x.pdf' };
    expect(pdfDownloadName('pdftwo', page)).toBe('Informe de gestión 2025.pdf');
    expect(pdfDownloadName('pdfone', page)).toBe('Rendición de cuentas.pdf');
    expect(pdfNameSources('pdfone')).toEqual(['titleone', 'title', 'pdfoneName']);
  });

  it("is the field's own name where it has one, whatever the record's title", () => {
    const settings = { title: 'Institución Educativa San José', peiName: 'pei-2026-final.pdf' };
    expect(pdfDownloadName('pei', settings, 'Proyecto Educativo Institucional (PEI)')).toBe(
      'Proyecto Educativo Institucional (PEI).pdf',
    );
  });

  it('falls back to the uploaded name, then to "documento"', () => {
    expect(pdfDownloadName('pdf', { title: '  ', pdfName: 'Presupuesto 2026.PDF' })).toBe(
      'Presupuesto 2026.pdf',
    );
    expect(pdfDownloadName('pdf', {})).toBe('documento.pdf');
    expect(pdfDownloadName('pdf', { title: 42 })).toBe('documento.pdf');
  });
});

describe('pdfFileName', () => {
  it('makes a name every file system accepts', () => {
    expect(pdfFileName('Circular 002: reunión de padres')).toBe('Circular 002 - reunión de padres.pdf');
    expect(pdfFileName('Acta 1/2026 "final"?')).toBe('Acta 1-2026 -final.pdf');
    expect(pdfFileName('  Informe\u202e  anual \n 2026.pdf ')).toBe('Informe anual 2026.pdf');
    expect(pdfFileName('...')).toBe('documento.pdf');
    expect(pdfFileName('a'.repeat(300))).toBe(`${'a'.repeat(120)}.pdf`);
  });
});
