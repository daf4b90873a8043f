/**
 * What a page's route hands its page: the data it started loading with the page's chunk, and a
 * way to start it again ("Reintentar"). A context rather than a router API, so the pages work the
 * same under the public build's declarative routes, a prerender's static router and the tests'
 * memory router. Features give `data` its type (features/public/components/collection-data.tsx).
 */
import { createContext, useContext } from 'react';

export interface PageData {
  data: unknown;
  /** Starts the page's reads again: a new `data`, so the page shows its placeholder meanwhile. */
  retry: () => void;
}

const PageDataContext = createContext<PageData | null>(null);
export const PageDataProvider = PageDataContext.Provider;

export function usePageData(): PageData {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('This page reads its data, but its route gave it none.');
  return value;
}
