/**
 * Test helper: renders a page inside a memory router, with its data handed over as the public
 * routes do (components/page-data.tsx): started by the page's loader, started again by "Reintentar".
 */
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { PageDataProvider } from '@/components/page-data';
import { routerReady } from './router-ready';

export interface RenderPageOptions {
  /** The URL the page is shown at. */
  path?: string;
  /** The page's loader, as the page registry gives it (e.g. collectionLoader('docentes')). */
  loader?: (args: { signal?: AbortSignal }) => unknown;
}

type Loader = NonNullable<RenderPageOptions['loader']>;

/** Hands the loader's data to the page; a retry runs the loader again at once, as PageRoute does. */
function LoaderData({ loader, children }: { loader: Loader; children: ReactNode }) {
  const first = useLoaderData();
  const [retried, setRetried] = useState<unknown>();
  const data = retried ?? first;
  return (
    <PageDataProvider value={{ data, retry: () => setRetried(loader({})) }}>{children}</PageDataProvider>
  );
}

/**
 * Resolves once the router has run the page's loader and the page is on screen, as a visitor
 * sees it after the route chunk arrived: records still on their way show the page's placeholder.
 */
export async function renderPage(element: ReactNode, options: RenderPageOptions = {}) {
  const { path = '/', loader } = options;
  // Links the page follows land on a blank route instead of the router's 404 boundary.
  const router = createMemoryRouter(
    [
      {
        path,
        element: loader ? <LoaderData loader={loader}>{element}</LoaderData> : element,
        loader: loader && (({ request }) => loader({ signal: request.signal })),
      },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  await routerReady(router);
  return { router, ...render(<RouterProvider router={router} />) };
}
