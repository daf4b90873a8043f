import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('names the file in UTF-8 and, before it, in ASCII', () => {
    expect(contentDisposition('inline', 'Circular 002 - reunión de padres.pdf')).toBe(
      `inline; filename="Circular 002 - reunion de padres.pdf"; filename*=UTF-8''Circular%20002%20-%20reuni%C3%B3n%20de%20padres.pdf`,
    );
    expect(contentDisposition('attachment', 'Año lectivo.pdf')).toBe(
      `attachment; filename="Ano lectivo.pdf"; filename*=UTF-8''A%C3%B1o%20lectivo.pdf`,
    );
  });

  it('keeps only ASCII in the header, whatever the name holds', () => {
    const header = contentDisposition('inline', "Informe “final” 100% ✓ (v2)'s *.pdf");
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toBe(
      `inline; filename="Informe _final_ 100_ _ (v2)'s *.pdf"; filename*=UTF-8''Informe%20%E2%80%9Cfinal%E2%80%9D%20100%25%20%E2%9C%93%20%28v2%29%27s%20%2A.pdf`,
    );
  });

  it('never lets a quote or a backslash end the quoted name', () => {
    expect(asciiFileName('a"b\\c.pdf')).toBe('a_b_c.pdf');
  });
});
