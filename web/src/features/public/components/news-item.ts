/**
 * A news item's or circular's facts the pages share: its address, its kind's name, its picture's
 * size, the list order. Apart from the card (news-card.tsx) so an article page, which shows no
 * card, does not load the card's code with them.
 */
import { BROADCAST_LABEL, broadcastOf, type BroadcastMark, type PublicRecord } from '@model/public';
import { text } from '../api/fields';

export type NewsItem = PublicRecord<'noticias'>;

export const NEWS_IMAGE = { width: 1200, height: 630 } as const;

/** What a card in a list shows of an item (news-card.tsx): no body, no attachment. */
export type NewsCardItem = Pick<
  NewsItem,
  '_id' | 'title' | 'kind' | 'summary' | 'slug' | 'image' | 'publishAt'
> & { comunicado?: BroadcastMark };

/** An item reduced to its card's fields. */
export const cardOf = (item: NewsItem): NewsCardItem => {
  const { _id, title, kind, summary, slug, image, publishAt } = item;
  const mark = broadcastOf(item);
  return { _id, title, kind, summary, slug, image, publishAt, ...(mark ? { comunicado: mark } : {}) };
};

/** "Circular", "Noticia"; a Secretaría's copy says so too (model/broadcast.ts). */
export const kindLabel = (item: Pick<NewsItem, 'kind'>) => {
  const kind = item.kind === 'circular' ? 'Circular' : 'Noticia';
  return broadcastOf(item) ? `${kind} · ${BROADCAST_LABEL}` : kind;
};

export const articlePath = (item: Pick<NewsItem, 'slug'>) => `/noticias/${text(item.slug)}`;

/** Newest first (the function already answers so; a stale cache must not reorder the page). */
export const newestFirst = <T extends Pick<NewsItem, 'publishAt'>>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => text(b.publishAt).localeCompare(text(a.publishAt)));
