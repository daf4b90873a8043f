/** Test helper: renders a page inside a memory router, as the app does. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export function renderPage(element: ReactNode, path = '/') {
  // Links the page follows land on a blank route instead of the router's 404 boundary.
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: null },
    ],
    {
      initialEntries: [path],
    },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
