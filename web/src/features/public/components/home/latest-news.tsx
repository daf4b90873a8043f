/**
 * The home page's three latest published items (the function leaves out scheduled and withdrawn
 * ones), in the "Noticias" section.
 */
import { Deferred } from '@/components/deferred';
import { LoadingBlock } from '@/components/feedback/status-message';
import type { CollectionData } from '../../api/get-collection';
import { NewsCard, newestFirst } from '../news-card';
import styles from '../news.module.css';

export default function LatestNews({ data }: { data: CollectionData<'noticias'>['records'] }) {
  return (
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
  );
}
