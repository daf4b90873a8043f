/** `/noticias/{slug}`: a news item or circular as its link preview and NewsArticle data. */
import { pageById, UPLOAD_RULES } from '..';
import type { SharePage } from './registry';
import { bySlug, canonicalUrl, mediaAddress, text } from './slug-address';

export const noticiaSharePage: SharePage = {
  ...bySlug(pageById('noticia')),
  toMeta(record, { origin, path, siteName }) {
    const { width, height } = UPLOAD_RULES.news;
    const image = text(record.image)
      ? { url: mediaAddress(origin, text(record.image)), width, height, alt: text(record.imageAlt) }
      : undefined;
    const url = canonicalUrl(origin, path);
    return {
      title: text(record.title),
      description: text(record.summary),
      image,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: text(record.title).slice(0, 110),
        description: text(record.summary),
        datePublished: text(record.publishAt) || text(record.createdAt),
        dateModified: text(record.updatedAt),
        mainEntityOfPage: url,
        url,
        articleSection: record.kind === 'circular' ? 'Circulares' : 'Noticias',
        ...(image ? { image: [image.url] } : {}),
        author: { '@type': 'Organization', name: siteName, url: origin },
        publisher: { '@type': 'Organization', name: siteName, url: origin },
      },
    };
  },
};
