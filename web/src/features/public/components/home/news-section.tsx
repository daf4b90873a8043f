/**
 * The home page's "Noticias": the three latest published items (the function leaves out
 * scheduled and withdrawn ones) and a link to all of them. Its box keeps its height while the
 * list loads, so nothing below it moves.
 */
import { Link } from 'react-router-dom';
import { Deferred } from '@/components/deferred';
import { LoadingBlock } from '@/components/feedback/status-message';
import { PUBLIC_PATHS } from '@/config/paths';
import type { CollectionData } from '../../api/get-collection';
import { NewsCard, newestFirst } from '../news-card';
import styles from '../news.module.css';

export function NewsSection({ data }: { data: CollectionData<'noticias'>['records'] | undefined }) {
  if (!data) return null;
  return (
    <section className={`container ${styles.homeSection}`} aria-labelledby="inicio-noticias">
      <h2 id="inicio-noticias" className={styles.homeHeading}>
        Noticias
      </h2>
      <Deferred resolve={data} loading={<LoadingBlock lines={3} />} failed={() => null} report="Error al cargar noticias:">
        {(records) => {
          const latest = newestFirst(records).slice(0, 3);
          if (latest.length === 0) return <p>Todavía no hay noticias publicadas.</p>;
          return (
            <ul className={styles.grid}>
              {latest.map((item) => (
                <li key={item._id}>
                  <NewsCard item={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          );
        }}
      </Deferred>
      <Link to={PUBLIC_PATHS.noticias} className={styles.more}>
        Ver todas las noticias y circulares
      </Link>
    </section>
  );
}
