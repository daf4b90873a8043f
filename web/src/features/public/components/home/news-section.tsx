/**
 * The home page's "Noticias": the three latest published items (the function leaves out scheduled
 * and withdrawn ones) and a link to all of them.
 */
import type { PublicRecord } from '@model/public';
import { PUBLIC_PATHS } from '@/config/paths';
import { NewsCard, newestFirst } from '../news-card';
import news from '../news.module.css';
import styles from './home.module.css';
import { useSiteHref } from '@/components/site-base';

export function NewsSection({ records }: { records: PublicRecord<'noticias'>[] }) {
  const href = useSiteHref();
  const latest = newestFirst(records).slice(0, 3);
  return (
    <section className={`container ${styles.newsSection}`} aria-labelledby="inicio-noticias">
      <h2 id="inicio-noticias" className={styles.newsHeading}>
        Noticias
      </h2>
      {latest.length === 0 ? (
        <p>Todavía no hay noticias publicadas.</p>
      ) : (
        <ul className={news.grid}>
          {latest.map((item) => (
            <li key={item._id}>
              <NewsCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <a href={href(PUBLIC_PATHS.noticias)} className={styles.newsMore}>
        Ver todas las noticias y circulares
      </a>
    </section>
  );
}
