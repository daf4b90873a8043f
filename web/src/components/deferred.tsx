/**
 * Data an admin route started without waiting for it (its loader's deferred data): the
 * placeholder while it travels, then the content or the failure. Every screen that loads through
 * its route uses this one piece instead of a loading state machine of its own.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router-dom';

/** A stable number per promise, so a retry (a new promise) starts again from the placeholder. */
const ids = new WeakMap<Promise<unknown>, number>();
let next = 0;
function keyOf(promise: Promise<unknown>): number {
  if (!ids.has(promise)) ids.set(promise, ++next);
  return ids.get(promise)!;
}

interface Props<T> {
  resolve: Promise<T>;
  /** Shown while the data travels; it takes the space the content will take. */
  loading: ReactNode;
  /** Shown when the data cannot be read. */
  failed: (error: unknown) => ReactNode;
  /** Console prefix of the failure. */
  report: string;
  children: (value: T) => ReactNode;
}

export function Deferred<T>({ resolve, loading, failed, report, children }: Props<T>) {
  return (
    <Suspense key={keyOf(resolve)} fallback={loading}>
      <Await resolve={resolve} errorElement={<Failed report={report} failed={failed} />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

function Failed({ report, failed }: { report: string; failed: (error: unknown) => ReactNode }) {
  const error = useAsyncError();
  useEffect(() => {
    console.error(report, error);
  }, [report, error]);
  return failed(error);
}
