import type { ReactNode } from 'react';
import { Deferred } from '@/components/deferred';
import { RouteLoadFailed } from './route-load-failed';

/**
 * A screen's main read from its route loader: the placeholder while it travels, then the content,
 * or the reason with "Reintentar" (which runs the loader again). What the Papelera, the backups,
 * the administrators and the PQRSD inbox each wrote around `Deferred`, once.
 */
export function RouteDeferred<T>({
  resolve,
  loading,
  retryLabel,
  report,
  children,
}: {
  resolve: Promise<T>;
  loading: ReactNode;
  retryLabel: string;
  /** Console prefix of the failure. */
  report: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <Deferred
      resolve={resolve}
      loading={loading}
      failed={(error) => <RouteLoadFailed error={error} loading={loading} retryLabel={retryLabel} />}
      report={report}
    >
      {children}
    </Deferred>
  );
}
