/**
 * One news item or circular in a list (/noticias and the home page's "Noticias"): its picture,
 * kind and date, and its title as the link to the article.
 */
import { Link } from 'react-router-dom';
import { formatSchoolDay } from '@model/public';
import { MediaImage } from '@/components/media-image';
import type { PublicRecord } from '../api/get-collection';
import { text } from '../api/fields';
import styles from './news.module.css';

export type NewsItem = PublicRecord<'noticias'>;

export const NEWS_IMAGE = { width: 1200, height: 630 } as const;

export const kindLabel = (item: NewsItem) => (item.kind === 'circular' ? 'Circular' : 'Noticia');

export const articlePath = (item: NewsItem) => `/noticias/${text(item.slug)}`;

/** Newest first (the function already answers so; a stale cache must not reorder the page). */
export const newestFirst = (items: readonly NewsItem[]) =>
  [...items].sort((a, b) => text(b.publishAt).localeCompare(text(a.publishAt)));

export function NewsCard({ item, headingLevel = 2 }: { item: NewsItem; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const day = formatSchoolDay(text(item.publishAt));
  return (
    <article className={styles.card}>
      <MediaImage
        name={text(item.image)}
        alt=""
        width={NEWS_IMAGE.width}
        height={NEWS_IMAGE.height}
        sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 45vw, 100vw"
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.kind} data-kind={text(item.kind)}>
            {kindLabel(item)}
          </span>
          {day && <time dateTime={text(item.publishAt)}>{day}</time>}
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={articlePath(item)} className={styles.cardLink}>
            {text(item.title)}
          </Link>
        </Heading>
        <p className={styles.summary}>{text(item.summary)}</p>
      </div>
    </article>
  );
}
