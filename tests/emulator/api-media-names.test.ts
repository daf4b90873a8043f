/**
 * A PDF from /media carries its name: Content-Disposition names it after the record that shows
 * it (model/pdf-name.ts), read on the server, inline by default and as a download with
 * ?descargar=1; a draft's PDF, read by staff, is "documento.pdf".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from './fixtures';
import { call, formOf, SITE } from './site';
import { adminToken } from './state';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type News = { _id: string; title: string; attachment: string; kind: string };

const SEEDED_NAME =
  'filename="Circular 002 - reunion de padres de familia.pdf"; filename*=UTF-8\'\'Circular%20002%20-%20reuni%C3%B3n%20de%20padres%20de%20familia.pdf';

describe('GET /media/{pdf}: the saved name', () => {
  it("names a circular's PDF after its title, inline, and as a download on request", async () => {
    const news = (await call<News[]>('GET', '/api/noticias')).body;
    const circular = news.find((n) => n.title === 'Circular 002: reunión de padres de familia')!;
    expect(circular.attachment).toMatch(/\.pdf$/);
    const inline = await fetch(`${SITE}/media/${circular.attachment}`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toBe(`inline; ${SEEDED_NAME}`);
    const download = await fetch(`${SITE}/media/${circular.attachment}?descargar=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; ${SEEDED_NAME}`);
    // A range of the PDF (the viewer's reads) names it too; an image names nothing.
    const range = await fetch(`${SITE}/media/${circular.attachment}`, { headers: { Range: 'bytes=0-4' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-disposition')).toBe(`inline; ${SEEDED_NAME}`);
    const [teacher] = (await call<Array<{ image: string }>>('GET', '/api/docentes')).body;
    expect((await fetch(`${SITE}/media/${teacher!.image}`)).headers.get('content-disposition')).toBeNull();
  });

  it("reads a section's title on the server; the address cannot name the file", async () => {
    const [page] = (await call<Array<Record<string, string>>>('GET', '/api/rendicioncuentas')).body;
    const res = await fetch(`${SITE}/media/${page!.pdfone}?nombre=malicioso.exe&filename=x`);
    const expected = (page!.titleone || page!.title)!;
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(expected.replace(/\s*:\s*/g, ' - '))}.pdf`,
    );
    expect(res.headers.get('content-disposition')).not.toMatch(/malicioso/);
  });

  it('names a PDF no visitor sees "documento.pdf" for staff', async () => {
    const created = await call<News>('POST', '/api/noticias', {
      token,
      form: formOf(
        {
          title: 'Circular 099: borrador',
          kind: 'circular',
          summary: 'Un borrador.',
          publishAt: '2030-01-01T12:00:00Z',
          estado: 'borrador',
        },
        { attachment: [fx.pdf('Borrador'), 'borrador.pdf'] },
      ),
    });
    expect(created.status).toBe(201);
    try {
      expect((await fetch(`${SITE}/media/${created.body.attachment}`)).status).toBe(404);
      const staff = await fetch(`${SITE}/media/${created.body.attachment}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(staff.status).toBe(200);
      expect(staff.headers.get('content-disposition')).toBe(
        `inline; filename="documento.pdf"; filename*=UTF-8''documento.pdf`,
      );
    } finally {
      await call('DELETE', `/api/noticias/${created.body._id}`, { token });
    }
  });
});
