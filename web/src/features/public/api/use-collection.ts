/**
 * The loader hooks every public page uses: one request per page view, the three states a page
 * must show (loading, error with retry, loaded), and no state update after the page is left.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CollectionName } from '@model';
import { getCollection, type PublicRecord } from './get-collection';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export type Loaded<T> = LoadState<T> & { retry: () => void };

export function useCollection<N extends CollectionName>(name: N): Loaded<PublicRecord<N>[]> {
  const [attempt, setAttempt] = useState(0);
  // The result remembers which request it answers, so a new name or a retry reads as loading
  // without resetting state inside the effect.
  const key = `${name}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: LoadState<PublicRecord<N>[]> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getCollection(name, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Error al cargar ${name}:`, error);
        setResult({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [name, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LoadState<PublicRecord<N>[]> = result?.key === key ? result.state : { status: 'loading' };
  return { ...state, retry };
}

/**
 * The single-record pages (reseña, horizonte, enfoque…) are a collection holding one record:
 * the first one is the page; none at all is the "empty" state (null).
 */
export function useSingleRecord<N extends CollectionName>(name: N): Loaded<PublicRecord<N> | null> {
  const loaded = useCollection(name);
  if (loaded.status !== 'success') return loaded;
  return { status: 'success', data: loaded.data[0] ?? null, retry: loaded.retry };
}
