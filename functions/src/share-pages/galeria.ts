/** `/galeria/{slug}`: an album as its link preview (title, description, cover) and ImageGallery data. */
import { richTextPlain, type AnyRecord, type ListImage } from '../model';
import { mediaAddress } from './noticia';
import type { SharePage } from './registry';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const photosOf = (record: AnyRecord): ListImage[] => (Array.isArray(record.photos) ? (record.photos as ListImage[]) : []);

export const galeriaSharePage: SharePage = {
  pattern: /^\/galeria\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/,
  collection: 'galerias',
  template: '/galeria',
  matches: (record: AnyRecord, slug: string) => record.slug === slug,
  pathOf: (record: AnyRecord) => (text(record.slug) ? `/galeria/${text(record.slug)}` : null),
  toMeta(record, { origin, path }) {
    const photos = photosOf(record);
    const cover = photos.find((p) => p.image === record.cover) ?? photos[0];
    const count = photos.length === 1 ? '1 foto' : `${photos.length} fotos`;
    const description = richTextPlain(record.description).slice(0, 200) || `Álbum de ${count} de la institución educativa.`;
    const url = `${origin}${path.replace(/\/$/, '')}`;
    // The stored original (JPEG, at most 2048 px): the format every preview reader takes.
    const image = cover ? { url: mediaAddress(origin, cover.image), alt: cover.alt } : undefined;
    return {
      title: text(record.title),
      description,
      image,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name: text(record.title),
        description,
        url,
        datePublished: text(record.date) || text(record.createdAt),
        ...(image ? { image: [image.url] } : {}),
      },
    };
  },
};
