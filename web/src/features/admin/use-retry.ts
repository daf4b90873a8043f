/**
 * "Reintentar" on an admin screen: runs the admin route's loader again. `retrying` is true from
 * the click until the new answer, so the screen can show its spinner instead of the old error.
 * The admin build has the data router; public pages retry through their own route (PageData).
 */
import { useRevalidator } from 'react-router-dom';

export function useRetry(): { retry: () => void; retrying: boolean } {
  const revalidator = useRevalidator();
  return { retry: () => void revalidator.revalidate(), retrying: revalidator.state === 'loading' };
}
