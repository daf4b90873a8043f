import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../model';
import { documentsOf } from './site-documents';

const rec = (id: string, fields: Record<string, unknown>) =>
  ({ _id: id, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...fields }) as AnyRecord;
const para = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('what the site search finds of Participa and the accessibility statement', () => {
  it("a Participa entry, at its place on its section's page, named by the section", () => {
    const [doc] = documentsOf('participa', [
      rec('p1', {
        seccion: 'consulta',
        title: 'Proyecto de manual',
        description: para('Envíe sus comentarios'),
        date: '2026-04-01',
        link: 'https://x.gov.co',
      }),
    ]);
    expect(doc).toMatchObject({
      id: 'participa/p1',
      kind: 'paginas',
      title: 'Proyecto de manual',
      url: '/participa/consulta#p-p1',
      date: '2026-04-01',
      label: 'Participa: Consulta ciudadana',
    });
    expect(doc!.text).toContain('Envíe sus comentarios');
  });

  it('the accessibility statement, as its page', () => {
    const [doc] = documentsOf('accesibilidad', [
      rec('a', { title: 'Declaración de accesibilidad', limitations: para('Algunos PDF son imágenes') }),
    ]);
    expect(doc).toMatchObject({ title: 'Declaración de accesibilidad', url: '/accesibilidad' });
    expect(doc!.text).toContain('Algunos PDF son imágenes');
  });
});
