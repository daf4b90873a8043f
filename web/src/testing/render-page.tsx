/** Test helper: renders a page inside a memory data router, as the app does. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { LoaderRouteData } from '@/components/route-data';
import { routerReady } from './router-ready';

export interface RenderPageOptions {
  /** The URL the page is shown at. */
  path?: string;
  /** The page route's loader, as the route table gives it (e.g. collectionLoader('docentes')). */
  loader?: LoaderFunction;
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
      { path, element: <LoaderRouteData>{element}</LoaderRouteData>, loader },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  await routerReady(router);
  return { router, ...render(<RouterProvider router={router} />) };
}
