import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '..';
import { newsRss, sharePagesSitemap } from './feeds';
import { SHARE_PAGES, sharePageOf } from './registry';

const item = (over: Partial<Record<string, string>> = {}): AnyRecord =>
  ({
    _id: 'n1',
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-02T12:00:00.000Z',
    title: 'Reunión de padres',
    kind: 'circular',
    summary: 'El viernes </script><script>alert(1)</script> a las 7.',
    slug: 'reunion-de-padres',
    image: 'mb000001-ab12ab12ab12ab12ab12.jpg',
    imageAlt: 'Padres',
    publishAt: '2026-05-01T12:00:00.000Z',
    ...over,
  }) as AnyRecord;

describe('the request-time page registry', () => {
  it('matches article addresses only', () => {
    expect(sharePageOf('/noticias/reunion-de-padres')).toMatchObject({ param: 'reunion-de-padres' });
    expect(sharePageOf('/noticias/reunion-de-padres/')).toMatchObject({ param: 'reunion-de-padres' });
    for (const path of [
      '/noticias',
      '/noticias/',
      '/noticias/rss.xml',
      '/noticias/A-B',
      '/noticias/a/b',
      '/noticias/-a',
    ])
      expect(sharePageOf(path), path).toBeNull();
  });

  it('takes each page’s section from the page registry', () => {
    expect(SHARE_PAGES.map(({ base, collection }) => ({ base, collection }))).toEqual([
      { base: '/noticias', collection: 'noticias' },
      { base: '/galeria', collection: 'galerias' },
      { base: '/eventos', collection: 'eventos' },
    ]);
  });
});

describe('an article’s own head (the page is rendered like every other: routes/pages.ts)', () => {
  const page = SHARE_PAGES[0]!;
  const context = {
    origin: 'https://colegio.edu.co',
    path: '/noticias/reunion-de-padres',
    siteName: 'IE San José',
  };

  it('names the record’s title, summary, picture and NewsArticle data', () => {
    const meta = page.toMeta(item(), context);
    expect(meta).toMatchObject({
      title: 'Reunión de padres',
      description: 'El viernes </script><script>alert(1)</script> a las 7.',
      image: { url: 'https://colegio.edu.co/media/mb000001-ab12ab12ab12ab12ab12.jpg', alt: 'Padres' },
    });
    expect(meta.jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Reunión de padres',
      articleSection: 'Circulares',
      mainEntityOfPage: 'https://colegio.edu.co/noticias/reunion-de-padres',
    });
  });

  it('leaves the site picture to an item without one', () => {
    expect(page.toMeta(item({ image: '' }), context).image).toBeUndefined();
  });
});

describe('feeds', () => {
  it('writes RSS 2.0 with the items’ links, dates and categories, without control characters', () => {
    const xml = newsRss({
      origin: 'https://colegio.edu.co',
      siteName: 'IE',
      items: [item({ title: 'A & B\u0007' })],
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>A &#x26; B</title>');
    expect(xml).toContain('<link>https://colegio.edu.co/noticias/reunion-de-padres</link>');
    expect(xml).toContain('<pubDate>Fri, 01 May 2026 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>Circulares</category>');
  });

  it('lists each public record’s address in the sitemap', () => {
    const xml = sharePagesSitemap('https://colegio.edu.co', [
      { page: SHARE_PAGES[0]!, records: [item(), item({ slug: '' })] },
    ]);
    expect(xml.match(/<loc>/g)).toHaveLength(1);
    expect(xml).toContain(
      '<loc>https://colegio.edu.co/noticias/reunion-de-padres</loc><lastmod>2026-05-02T12:00:00.000Z</lastmod>',
    );
  });
});
