/**
 * A news item's or circular's facts the pages share: its address, its kind's name, its picture's
 * size, the list order. Apart from the card (news-card.tsx) so an article page, which shows no
 * card, does not load the card's code with them.
 */
import type { PublicRecord } from '@model/public';
import { text } from '../api/fields';

export type NewsItem = PublicRecord<'noticias'>;

export const NEWS_IMAGE = { width: 1200, height: 630 } as const;

export const kindLabel = (item: NewsItem) => (item.kind === 'circular' ? 'Circular' : 'Noticia');

export const articlePath = (item: NewsItem) => `/noticias/${text(item.slug)}`;

/** Newest first (the function already answers so; a stale cache must not reorder the page). */
export const newestFirst = (items: readonly NewsItem[]) =>
  [...items].sort((a, b) => text(b.publishAt).localeCompare(text(a.publishAt)));
