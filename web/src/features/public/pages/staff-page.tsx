/**
 * /directivos, /administrativos and /docentes: the same card grid (3 per row from medium screens
 * up, spec §9) over three collections of the same shape, so one component serves all three.
 */
import type { PublicRecord } from '@model/public';
import { EmptyState } from '@/components/feedback/status-message';
import { pageById } from '@/config/pages';
import { StaffCard } from '../components/staff-card';
import content from '../components/content.module.css';
import styles from './staff-page.module.css';
import { withSiteBase } from '@/components/site-base';

export type StaffCollection = 'directivos' | 'administrativos' | 'docentes';

export interface StaffPageProps {
  collection: StaffCollection;
  /** The collection's published records. */
  people: PublicRecord<StaffCollection>[];
}

function StaffPageContent({ collection, people }: StaffPageProps) {
  const { title } = pageById(collection);
  return (
    <main className={`container ${content.page}`}>
      {/* In capitals, as spec §2 writes the headings (DIRECTIVOS, ADMINISTRATIVOS, DOCENTES). */}
      <h1 className={content.title}>{title.toUpperCase()}</h1>
      {people.length === 0 ? (
        <EmptyState>Pronto publicaremos aquí la información de nuestro equipo.</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {people.map((person, index) => (
            <li key={person._id}>
              <StaffCard person={person} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export const StaffPage = withSiteBase(StaffPageContent);
