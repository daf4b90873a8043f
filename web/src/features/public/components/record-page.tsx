/**
 * The frame of every single-record page (reseña, horizonte, enfoque, modelo, manual, retiros,
 * bioseguridad, rendición): banner, one h1, the document title, and the loading, empty and error
 * states, so each page only says how its loaded record looks.
 */
import type { ReactNode } from 'react';
import type { CollectionName } from '@model';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import type { PublicRecord } from '../api/get-collection';
import { text } from '../api/fields';
import { useSingleRecord } from '../api/use-collection';
import { PageBanner } from './page-banner';
import styles from './content.module.css';

interface Props<N extends CollectionName> {
  collection: N;
  /** Heading when the record has no title (and while it loads). */
  title: string;
  /** Size of the record's `image`, when it is not the 1920x650 banner rule. */
  banner?: { width: number; height: number };
  /** The page content, given the loaded record. */
  children: (record: PublicRecord<N>) => ReactNode;
}

export function RecordPage<N extends CollectionName>({ collection, title, banner, children }: Props<N>) {
  const loaded = useSingleRecord(collection);
  const record = loaded.status === 'success' ? loaded.data : null;
  // Every collection has title and image; the generic record type cannot show it.
  const common = record as { title?: unknown; image?: unknown } | null;
  const heading = text(common?.title) || title;
  usePageTitle(heading);

  // undefined = still loading (placeholder box); '' = no image, no banner.
  const image =
    loaded.status === 'loading' ? undefined : loaded.status === 'success' ? text(common?.image) : '';
  return (
    <main className={styles.page}>
      <PageBanner image={image} alt={heading} width={banner?.width} height={banner?.height} />
      <div className="container">
        <h1 className={styles.title}>{heading}</h1>
        {loaded.status === 'loading' && <LoadingBlock />}
        {loaded.status === 'error' && <ErrorState onRetry={loaded.retry} />}
        {loaded.status === 'success' && !record && (
          <EmptyState>
            El contenido de esta página todavía no ha sido publicado. Le invitamos a volver pronto.
          </EmptyState>
        )}
      </div>
      {record && children(record)}
    </main>
  );
}
