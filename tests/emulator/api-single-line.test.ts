/**
 * Bidirectional controls (U+202E and the rest, model/single-line.ts) are removed, on the
 * server, from every single-line text a person types. A U+202E in a title had reversed a line of
 * «Últimos cambios»; here titles, a notice's text, a link and an alt text go in with controls
 * through the API and come back, stored and listed, without them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from './fixtures';
import { call, formOf } from './site';
import { adminToken, firstRecord } from './state';

/** Every control the model removes: U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

type Stored = Record<string, unknown> & { _id: string; updatedAt: string };
interface OverviewSection {
  collection: string;
  rows: Array<{ _id: string; title: string }>;
}

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const news = (title: string) => ({
  title,
  kind: 'noticia',
  summary: 'Resumen',
  publishAt: '2026-03-20T13:00:00Z',
});

describe('single-line texts with bidirectional controls', () => {
  it('are stored without them on an update, and «Últimos cambios» lists the clean title', async () => {
    const slide = await firstRecord('carousel');
    const res = await call<Stored>('PUT', `/api/carousel/${slide._id}`, {
      token,
      json: { title: 'Matrícula\u202e abierta\u2066 2027\u2069' },
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Matrícula abierta 2027');
    const stored = await call<Stored>('GET', `/api/carousel/${slide._id}`, { token });
    expect(stored.body.title).toBe('Matrícula abierta 2027');
    const overview = await call<OverviewSection[]>('GET', '/api/overview', { token });
    expect(overview.status).toBe(200);
    const row = overview.body
      .find((s) => s.collection === 'carousel')!
      .rows.find((r) => r._id === slide._id)!;
    expect(row.title).toBe('Matrícula abierta 2027');
    // The seeded title back, for the rest of this file.
    await call('PUT', `/api/carousel/${slide._id}`, {
      token,
      json: { title: slide.title, updatedAt: res.body.updatedAt },
    });
  });

  it('are stored without them on a JSON create and a form create, and the address is made from the clean title', async () => {
    const created: string[] = [];
    try {
      const json = await call<Stored>('POST', '/api/noticias', {
        token,
        json: news('\u202eIzada de bandera\u202c'),
      });
      expect(json.status).toBe(201);
      created.push(json.body._id);
      expect(json.body.title).toBe('Izada de bandera');
      expect(json.body.slug).toBe('izada-de-bandera');
      const form = await call<Stored>('POST', '/api/noticias', {
        token,
        form: formOf(news('Feria\u2067 de la ciencia\u2069')),
      });
      expect(form.status).toBe(201);
      created.push(form.body._id);
      expect(form.body.title).toBe('Feria de la ciencia');
      for (const id of created) {
        const stored = await call<Stored>('GET', `/api/noticias/${id}`, { token });
        expect(JSON.stringify(stored.body)).not.toMatch(CONTROLS);
      }
    } finally {
      for (const id of created) await call('DELETE', `/api/noticias/${id}`, { token });
    }
  });

  it("are removed from a notice's text, a staff card's link and an album's alt texts", async () => {
    const notice = await call<Stored>('POST', '/api/avisos', {
      token,
      json: {
        text: 'Mañana\u200f no hay clases',
        level: 'info',
        from: '2030-03-01T12:00:00Z',
        until: '2030-03-02T12:00:00Z',
      },
    });
    expect(notice.status).toBe(201);
    expect(notice.body.text).toBe('Mañana no hay clases');
    await call('DELETE', `/api/avisos/${notice.body._id}`, { token });

    const docente = await firstRecord('docentes');
    const card = await call<Stored>('PUT', `/api/docentes/${docente._id}`, {
      token,
      json: { stringtwo: 'https://\u202aexample.org/perfil\u202c' },
    });
    expect(card.status).toBe(200);
    expect(card.body.stringtwo).toBe('https://example.org/perfil');
    await call('PUT', `/api/docentes/${docente._id}`, {
      token,
      json: { stringtwo: docente.stringtwo, updatedAt: card.body.updatedAt },
    });

    const upload = await call<{ files: Record<string, string> }>('POST', '/api/upload', {
      token,
      form: formOf({ collection: 'galerias' }, { photos: [await fx.jpeg(1600, 1200), 'feria.jpg'] }),
    });
    const image = upload.body.files.photos!;
    const album = await call<Stored>('POST', '/api/galerias', {
      token,
      json: {
        title: 'Álbum\u202e',
        date: '2026-03-20',
        photos: [{ image, alt: 'Estudiantes\u2068 en la feria\u2069' }],
        consent: true,
      },
    });
    expect(album.status).toBe(201);
    expect(album.body).toMatchObject({ title: 'Álbum', photos: [{ image, alt: 'Estudiantes en la feria' }] });
    await call('DELETE', `/api/galerias/${album.body._id}`, { token });
  });
});
