/**
 * One news item or circular in a list (/noticias and the home page's "Noticias"): its picture,
 * kind and date, and its title as the link to the article.
 */
import { formatSchoolDay } from '@model/public';
import { MediaImage } from '@/components/media-image';
import { text } from '../api/fields';
import { articlePath, kindLabel, NEWS_IMAGE, type NewsCardItem } from './news-item';
import styles from './news.module.css';

export {
  articlePath,
  cardOf,
  kindLabel,
  NEWS_IMAGE,
  newestFirst,
  type NewsCardItem,
  type NewsItem,
} from './news-item';
import { useSiteHref } from '@/components/site-base';

/** `priority`: the list's first picture, its largest element on a phone (noticias-page.tsx). */
export function NewsCard({
  item,
  headingLevel = 2,
  priority = false,
}: {
  item: NewsCardItem;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const href = useSiteHref();
  const Heading = `h${headingLevel}` as const;
  const day = formatSchoolDay(text(item.publishAt));
  return (
    <article className={styles.card}>
      <MediaImage
        name={text(item.image)}
        alt=""
        width={NEWS_IMAGE.width}
        height={NEWS_IMAGE.height}
        priority={priority}
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
          <a href={href(articlePath(item))} className={styles.cardLink}>
            {text(item.title)}
          </a>
        </Heading>
        <p className={styles.summary}>{text(item.summary)}</p>
      </div>
    </article>
  );
}
