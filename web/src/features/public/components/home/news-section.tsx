/**
 * The home page's "Noticias": the three latest published items and a link to all of them. The
 * list and its cards are a chunk of their own, asked for when the section nears the screen (it is
 * below the fold at every width); its box keeps its height until then and while the list loads,
 * so nothing below it moves.
 */
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { LoadingBlock } from '@/components/feedback/status-message';
import { WhenNear } from '@/components/when-near';
import { PUBLIC_PATHS } from '@/config/paths';
import type { CollectionData } from '../../api/get-collection';
import styles from './home.module.css';

const LatestNews = lazy(() => import('./latest-news'));

export function NewsSection({ data }: { data: CollectionData<'noticias'>['records'] | undefined }) {
  if (!data) return null;
  return (
    <section className={`container ${styles.newsSection}`} aria-labelledby="inicio-noticias">
      <h2 id="inicio-noticias" className={styles.newsHeading}>
        Noticias
      </h2>
      <WhenNear placeholder={<LoadingBlock lines={3} />} inFirstResponse>
        <LatestNews data={data} />
      </WhenNear>
      <Link to={PUBLIC_PATHS.noticias} className={styles.newsMore}>
        Ver todas las noticias y circulares
      </Link>
    </section>
  );
}
