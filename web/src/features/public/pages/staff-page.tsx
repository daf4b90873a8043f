/**
 * /directivos, /administrativos and /docentes: the same card grid (3 per row from medium screens
 * up, spec §9) over three collections of the same shape, so one component serves all three.
 */
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import { StaffCard } from '../components/staff-card';
import content from '../components/content.module.css';
import styles from './staff-page.module.css';

export interface StaffPageProps {
  collection: 'directivos' | 'administrativos' | 'docentes';
}

export function StaffPage({ collection }: StaffPageProps) {
  const data = useCollectionData<StaffPageProps['collection']>();
  const { title } = pageById(collection);
  usePageTitle(title);
  return (
    <main className={`container ${content.page}`}>
      {/* In capitals, as spec §2 writes the headings (DIRECTIVOS, ADMINISTRATIVOS, DOCENTES). */}
      <h1 className={content.title}>{title.toUpperCase()}</h1>
      <CollectionRecords data={data} loading={<LoadingBlock label="Cargando el equipo…" />}>
        {(people) =>
          people.length === 0 ? (
            <EmptyState>Pronto publicaremos aquí la información de nuestro equipo.</EmptyState>
          ) : (
            <ul className={styles.grid}>
              {people.map((person, index) => (
                <li key={person._id}>
                  <StaffCard person={person} priority={index === 0} />
                </li>
              ))}
            </ul>
          )
        }
      </CollectionRecords>
    </main>
  );
}
