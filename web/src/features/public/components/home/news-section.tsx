/**
 * The home page's "Noticias": the three latest published items and a link to all of them. Part of
 * the home page below its first screen (home-below-fold.tsx), whose code comes as it nears it.
 */
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import type { CollectionData } from '../../api/get-collection';
import LatestNews from './latest-news';
import styles from './home.module.css';

export function NewsSection({ data }: { data: CollectionData<'noticias'>['records'] | undefined }) {
  if (!data) return null;
  return (
    <section className={`container ${styles.newsSection}`} aria-labelledby="inicio-noticias">
      <h2 id="inicio-noticias" className={styles.newsHeading}>
        Noticias
      </h2>
      <LatestNews data={data} />
      <Link to={PUBLIC_PATHS.noticias} className={styles.newsMore}>
        Ver todas las noticias y circulares
      </Link>
    </section>
  );
}
