/** `/galeria/{slug}`: an album as its link preview (title, description, cover) and ImageGallery data. */
import { pageById, richTextPlain, type AnyRecord, type ListImage } from '..';
import type { SharePage } from './registry';
import { bySlug, canonicalUrl, mediaAddress, text } from './slug-address';

const photosOf = (record: AnyRecord): ListImage[] =>
  Array.isArray(record.photos) ? (record.photos as ListImage[]) : [];

export const galeriaSharePage: SharePage = {
  ...bySlug(pageById('galeriaalbum')),
  toMeta(record, { origin, path }) {
    const photos = photosOf(record);
    const cover = photos.find((p) => p.image === record.cover) ?? photos[0];
    const count = photos.length === 1 ? '1 foto' : `${photos.length} fotos`;
    const description =
      richTextPlain(record.description).slice(0, 200) || `Álbum de ${count} de la institución educativa.`;
    const url = canonicalUrl(origin, path);
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
