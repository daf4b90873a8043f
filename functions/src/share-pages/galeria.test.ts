import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../model';
import { galeriaSharePage } from './galeria';
import { fillTemplate } from './html';
import { sharePageOf } from './registry';

const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <title>Galería de fotos | IE San José</title>
    <meta name="description" content="Álbumes." />
    <link rel="canonical" href="https://colegio.edu.co/galeria" />
    <meta property="og:image" content="https://colegio.edu.co/share-image.png" />
    <meta property="og:image:width" content="1200" />
    <meta property="og:image:height" content="630" />
    <meta name="twitter:image" content="https://colegio.edu.co/share-image.png" />
  </head>
  <body><div id="root">frame</div></body>
</html>`;

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

describe('albums as request-time pages (issue 25)', () => {
  it('match /galeria/{slug} only', () => {
    expect(sharePageOf('/galeria/feria-de-la-ciencia-2026')).toMatchObject({ page: galeriaSharePage, param: 'feria-de-la-ciencia-2026' });
    for (const path of ['/galeria', '/galeria/', '/galeria/A', '/galeria/a/b']) expect(sharePageOf(path), path).toBeNull();
  });

  it('preview the album with its own title and cover, without a made-up picture size', () => {
    const context = { origin: 'https://colegio.edu.co', path: '/galeria/feria-de-la-ciencia-2026', siteName: 'IE San José' };
    const html = fillTemplate(TEMPLATE, galeriaSharePage.toMeta(album, context), context);
    expect(html).toContain('<title>Feria de la ciencia 2026 | IE San José</title>');
    expect(html).toContain('<meta property="og:image" content="https://colegio.edu.co/media/mb000002-ab12ab12ab12ab12ab12.jpg" />');
    expect(html).toContain('<meta property="og:image:alt" content="La portada: estudiantes con su volcán" />');
    expect(html).toContain('<meta name="description" content="Álbum de 2 fotos de la institución educativa." />');
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:height');
    expect(html).toContain('"@type":"ImageGallery"');
  });
});
