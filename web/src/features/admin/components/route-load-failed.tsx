import type { ReactNode } from 'react';
import { problemFrom } from '../form/problem';
import { useRetry } from '../use-retry';
import { LoadFailedAlert } from './load-failed-alert';

/**
 * A screen's route read that failed (the `failed` of its Deferred): the reason and "Reintentar",
 * which runs the route's loader again, with the screen's placeholder meanwhile. One piece, so every
 * screen that reads through its route fails and retries the same way.
 */
export function RouteLoadFailed({
  error,
  loading,
  retryLabel,
  children,
}: {
  error: unknown;
  /** The screen's placeholder, shown from "Reintentar" until the new answer. */
  loading: ReactNode;
  retryLabel?: string;
  /** Any way back the screen offers beside "Reintentar". */
  children?: ReactNode;
}) {
  const { retry, retrying } = useRetry();
  if (retrying) return loading;
  return (
    <LoadFailedAlert message={problemFrom(error).message} retryLabel={retryLabel} onRetry={retry}>
      {children}
    </LoadFailedAlert>
  );
}
