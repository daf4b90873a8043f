/**
 * A public page's records as its route started them (api/get-collection.ts), shown through the
 * shared Deferred: the page's placeholder, its content, or the Spanish error with "Reintentar".
 * The route hands them over through components/page-data.tsx.
 */
import type { ReactNode } from 'react';
import type { CollectionName } from '@model/public';
import { Deferred } from '@/components/deferred';
import { usePageData } from '@/components/page-data';
import { ErrorState } from '@/components/feedback/status-message';
import type { CollectionData, PublicRecord } from '../api/get-collection';

/** The records the current page's route started loading. */
export function useCollectionData<N extends CollectionName>(): CollectionData<N> {
  return usePageData().data as unknown as CollectionData<N>;
}

interface Props<N extends CollectionName> {
  data: CollectionData<N>;
  loading: ReactNode;
  /** Shown when the records cannot be read; by default the error with "Reintentar". */
  failed?: ReactNode;
  /** Console prefix of the failure (spec §8 names the carousel's). */
  report?: string;
  children: (records: PublicRecord<N>[]) => ReactNode;
}

export function CollectionRecords<N extends CollectionName>({
  data,
  loading,
  failed,
  report,
  children,
}: Props<N>) {
  return (
    <Deferred
      resolve={data.records}
      loading={loading}
      failed={() => (failed === undefined ? <RetryError /> : failed)}
      report={report ?? `Error al cargar ${data.collection}:`}
    >
      {children}
    </Deferred>
  );
}

/**
 * The page's error state. "Reintentar" gives the page new promises: Deferred keys on them, so the
 * placeholder shows until the new answer.
 */
export function RetryError() {
  const { retry } = usePageData();
  return <ErrorState onRetry={retry} />;
}
