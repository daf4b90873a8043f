/** `/noticias/{slug}`: a news item or circular as its link preview and NewsArticle data. */
import { UPLOAD_RULES, type AnyRecord } from '../model';
import type { SharePage } from './registry';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const mediaAddress = (origin: string, name: string) => `${origin}/media/${encodeURIComponent(name)}`;

export const noticiaSharePage: SharePage = {
  pattern: /^\/noticias\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/,
  collection: 'noticias',
  template: '/noticias',
  matches: (record: AnyRecord, slug: string) => record.slug === slug,
  pathOf: (record: AnyRecord) => (text(record.slug) ? `/noticias/${text(record.slug)}` : null),
  toMeta(record, { origin, path, siteName }) {
    const { width, height } = UPLOAD_RULES.news;
    const image = text(record.image)
      ? { url: mediaAddress(origin, text(record.image)), width, height, alt: text(record.imageAlt) }
      : undefined;
    const url = `${origin}${path.replace(/\/$/, '')}`;
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
