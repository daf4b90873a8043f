/** Placeholder router: the public-site work replaces this with the full route table. */
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([
  { path: '/', element: <main><h1>Institución Educativa</h1></main> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
