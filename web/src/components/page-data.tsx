/**
 * What a page's route hands its page: the data it started loading with the page's chunk, and a
 * way to start it again ("Reintentar"). A context rather than a router API, so the pages work the
 * same under the public build's router (in the browser, in the page tests) and a prerender's
 * static router. Features give `data` its type (features/public/components/collection-data.tsx).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';

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

/**
 * Hands a page the data its route started (`first`), and starts it again with `load` on
 * "Reintentar". The public routes (app/page-route.tsx) and the page tests (testing/render-page.tsx)
 * both hand data over through this one piece.
 */
export function PageDataRoot({
  first,
  load,
  children,
}: {
  first: unknown;
  load: () => unknown;
  children: ReactNode;
}) {
  const [data, setData] = useState(first);
  return <PageDataProvider value={{ data, retry: () => setData(load()) }}>{children}</PageDataProvider>;
}
