/**
 * What the function writes besides pages: the news feed (RSS 2.0, `/noticias/rss.xml`) and the
 * sitemap of the request-time pages (`/noticias/sitemap.xml`, named in robots.txt beside the
 * build's sitemap.xml, which cannot list what was published after the deploy). Both are given
 * the public records only (data/records.ts listPublic): scheduled and withdrawn items never show.
 */
import type { AnyRecord } from '..';
import { BROADCAST_LABEL, broadcastOf } from '../broadcast';
import { escapeHtml } from './html';
import { mediaAddress } from './slug-address';
import type { SharePage } from './registry';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** RFC 822 dates, as RSS 2.0 asks (`Wed, 25 Nov 2026 13:00:00 GMT`). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();
/** XML 1.0 refuses control characters even escaped: a pasted text may carry some. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** An address or attribute value (a link, a guid, an enclosure's url), XML-escaped. */
const xml = (value: string) => escapeHtml(value.replace(XML_INVALID, ''));
/**
 * Each RSS element's text is escaped for what RSS 2.0 says the element holds, and an editor's
 * text reaches every reader as typed:
 * - A title (the channel's, an item's) is plain text: RSS 2.0 allows markup in descriptions only,
 *   and the RSS Advisory Board's profile says titles hold none. So it is escaped once, as XML, with
 *   `&`, `<` and `>` as the hexadecimal references (`&#x26;`, `&#x3C;`, `&#x3E;`) that profile
 *   recommends for plain text, the form the widest range of readers shows as the character.
 *   Escaped twice, a reader that shows titles as text would show `&amp;` for an `&`.
 * - A description is HTML ("entity-encoded HTML"): a reader decodes the XML, then renders what it
 *   got as markup. The editor's text is text, so it is escaped as HTML and then as XML, and a
 *   summary `<img onerror=…>` reaches the reader as `&lt;img…`, shown as typed.
 */
const PLAIN_REFERENCES: Record<string, string> = { '&': '&#x26;', '<': '&#x3C;', '>': '&#x3E;' };
const xmlPlainText = (value: string) =>
  value.replace(XML_INVALID, '').replace(/[&<>]/g, (c) => PLAIN_REFERENCES[c]!);
const xmlHtmlText = (value: string) => xml(escapeHtml(value.replace(XML_INVALID, '')));

export interface FeedInput {
  origin: string;
  siteName: string;
  /** Public news items, newest first. */
  items: readonly AnyRecord[];
}

export function newsRss({ origin, siteName, items }: FeedInput): string {
  const channelTitle = siteName ? `Noticias y circulares | ${siteName}` : 'Noticias y circulares';
  const entries = items.slice(0, 50).map((item) => {
    const link = `${origin}/noticias/${text(item.slug)}`;
    const image = text(item.image);
    // A Secretaría's copy says who sends it, in its text and as a category of its own.
    const from = broadcastOf(item) ? BROADCAST_LABEL : '';
    return [
      '    <item>',
      `      <title>${xmlPlainText(text(item.title))}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <description>${xmlHtmlText(from ? `${from}. ${text(item.summary)}` : text(item.summary))}</description>`,
      `      <category>${item.kind === 'circular' ? 'Circulares' : 'Noticias'}</category>`,
      from ? `      <category>${xmlPlainText(from)}</category>` : '',
      text(item.publishAt) ? `      <pubDate>${rfc822(text(item.publishAt))}</pubDate>` : '',
      image
        ? `      <enclosure url="${xml(mediaAddress(origin, image))}" type="image/jpeg" length="0" />`
        : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlPlainText(channelTitle)}</title>`,
    `    <link>${xml(`${origin}/noticias`)}</link>`,
    `    <description>${xmlHtmlText(`Noticias y circulares${siteName ? ` de ${siteName}` : ''}.`)}</description>`,
    '    <language>es-co</language>',
    `    <atom:link href="${xml(`${origin}/noticias/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** sitemaps.org 0.9: every public record of a request-time page, with its last change. */
export function sharePagesSitemap(
  origin: string,
  pages: ReadonlyArray<{ page: SharePage; records: readonly AnyRecord[] }>,
): string {
  const urls = pages.flatMap(({ page, records }) =>
    records.flatMap((record) => {
      const path = page.pathOf(record);
      if (!path) return [];
      const lastmod = text(record.updatedAt) ? `<lastmod>${xml(text(record.updatedAt))}</lastmod>` : '';
      return [`  <url><loc>${xml(`${origin}${path}`)}</loc>${lastmod}</url>`];
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
