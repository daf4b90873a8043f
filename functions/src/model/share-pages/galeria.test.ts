import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '..';
import { galeriaSharePage } from './galeria';
import { sharePageOf } from './registry';

const album = {
  _id: 'a1',
  createdAt: '2026-03-21T12:00:00.000Z',
  updatedAt: '2026-03-21T12:00:00.000Z',
  title: 'Feria de la ciencia 2026',
  date: '2026-03-20',
  description: '',
  slug: 'feria-de-la-ciencia-2026',
  cover: 'mb000002-ab12ab12ab12ab12ab12.jpg',
  photos: [
    { image: 'mb000001-ab12ab12ab12ab12ab12.jpg', alt: 'Primera' },
    { image: 'mb000002-ab12ab12ab12ab12ab12.jpg', alt: 'La portada: estudiantes con su volcán' },
  ],
  consent: true,
} as unknown as AnyRecord;

describe('albums as request-time pages', () => {
  it('match /galeria/{slug} only', () => {
    expect(sharePageOf('/galeria/feria-de-la-ciencia-2026')).toMatchObject({
      page: galeriaSharePage,
      param: 'feria-de-la-ciencia-2026',
    });
    for (const path of ['/galeria', '/galeria/', '/galeria/A', '/galeria/a/b'])
      expect(sharePageOf(path), path).toBeNull();
  });

  it('preview the album with its own title and cover, without a made-up picture size', () => {
    const context = {
      origin: 'https://colegio.edu.co',
      path: '/galeria/feria-de-la-ciencia-2026',
      siteName: 'IE San José',
    };
    const meta = galeriaSharePage.toMeta(album, context);
    expect(meta.title).toBe('Feria de la ciencia 2026');
    expect(meta.description).toBe('Álbum de 2 fotos de la institución educativa.');
    expect(meta.image).toEqual({
      url: 'https://colegio.edu.co/media/mb000002-ab12ab12ab12ab12ab12.jpg',
      alt: 'La portada: estudiantes con su volcán',
    });
    expect(meta.jsonLd).toMatchObject({ '@type': 'ImageGallery' });
  });
});
