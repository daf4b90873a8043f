/** The browser router of the SPA: the route table of routes.tsx on the History API. */
// First import, so the site-wide styles come before every component's own CSS in the bundle
// and a component class (e.g. a hidden button on phones) wins over the shared utility classes.
import '@/styles/global.css';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/**
 * Resolves once the first route's chunk is there (its loader started, not awaited), so a first
 * render after it paints the page itself instead of the router's loading fallback.
 */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
