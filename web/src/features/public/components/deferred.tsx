/**
 * A page's records as its route loader started them (api/get-collection.ts): the placeholder
 * while they travel, then the page's content, or its failure. One piece for every public page,
 * instead of a loading state machine in each.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Await, useAsyncError, useLoaderData, useRevalidator } from 'react-router-dom';
import type { CollectionName } from '@model/public';
import { ErrorState } from '@/components/feedback/status-message';
import type { CollectionData, PublicRecord } from '../api/get-collection';

/** The loader data of the current page's route. */
export function useCollectionData<N extends CollectionName>(): CollectionData<N> {
  return useLoaderData() as CollectionData<N>;
}

/** A stable number per promise, so a retry (a new promise) starts again from the placeholder. */
const ids = new WeakMap<Promise<unknown>, number>();
let next = 0;
function keyOf(promise: Promise<unknown>): number {
  if (!ids.has(promise)) ids.set(promise, ++next);
  return ids.get(promise)!;
}

interface Props<N extends CollectionName> {
  data: CollectionData<N>;
  /** Shown while the records travel; it takes the space the content will take. */
  loading: ReactNode;
  /** Shown when they cannot be read; by default the Spanish error with "Reintentar". */
  failed?: ReactNode;
  /** Console prefix of the failure (spec §8 names the carousel's). */
  report?: string;
  children: (records: PublicRecord<N>[]) => ReactNode;
}

export function Deferred<N extends CollectionName>({ data, loading, failed, report, children }: Props<N>) {
  return (
    <Suspense key={keyOf(data.records)} fallback={loading}>
      <Await
        resolve={data.records}
        errorElement={
          <Failed report={report ?? `Error al cargar ${data.collection}:`}>
            {failed === undefined ? <RetryError loading={loading} /> : failed}
          </Failed>
        }
      >
        {children}
      </Await>
    </Suspense>
  );
}

function Failed({ report, children }: { report: string; children: ReactNode }) {
  const error = useAsyncError();
  useEffect(() => {
    console.error(report, error);
  }, [report, error]);
  return children;
}

/**
 * The page's error state; "Reintentar" runs the route's loader again, and the page shows its
 * placeholder from the click on, not the old error, until the new answer arrives.
 */
export function RetryError({ loading }: { loading: ReactNode }) {
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return loading;
  return <ErrorState onRetry={() => void revalidator.revalidate()} />;
}
