import type { createMemoryRouter } from 'react-router-dom';

/**
 * Resolves once a memory data router has run the first route's loaders, as the app's first
 * render waits for them: a screen rendered after this shows its own content (or placeholders for
 * data still travelling), not the router's empty start.
 */
export async function routerReady(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  if (router.state.initialized) return;
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
