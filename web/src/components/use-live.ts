/**
 * False in the server's HTML and while the island hydrates, true once its code runs: a form that
 * sends from its code (JSON to the API) keeps its send button off until then, since without the
 * code a send would go nowhere (the page says how else to reach the school: no-script-note.tsx).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
