/**
 * A public page's records as its route loader started them (api/get-collection.ts), shown through
 * the shared Deferred: the page's placeholder, its content, or the Spanish error with "Reintentar".
 */
import type { ReactNode } from 'react';
import type { CollectionName } from '@model/public';
import { Deferred, useRetry } from '@/components/deferred';
import { useRouteData } from '@/components/route-data';
import { ErrorState } from '@/components/feedback/status-message';
import type { CollectionData, PublicRecord } from '../api/get-collection';

/** The records the current page shows, as its route started them (components/route-data.tsx). */
export function useCollectionData<N extends CollectionName>(): CollectionData<N> {
  const data = useRouteData();
  if (!data) throw new Error('Esta página necesita los datos de su ruta y no los recibió.');
  return data as CollectionData<N>;
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
      failed={() => (failed === undefined ? <RetryError loading={loading} /> : failed)}
      report={report ?? `Error al cargar ${data.collection}:`}
    >
      {children}
    </Deferred>
  );
}

/** The page's error state; from "Reintentar" on, the placeholder until the new answer. */
export function RetryError({ loading }: { loading: ReactNode }) {
  const { retry, retrying } = useRetry();
  return retrying ? loading : <ErrorState onRetry={retry} />;
}
