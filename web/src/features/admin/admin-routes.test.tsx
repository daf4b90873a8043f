/** The guard (the route tree's parent loader) and the generated routes of the admin area. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS, LOGIN_NEXT, PUBLIC_PATHS } from '@/config/paths';
import { installFakeServer, type FakeServer } from './test/fake-network';
import { fakeUser, renderAdmin } from './test/render-admin';
import { PENDING_TEXT } from './review/pending-review';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin guard', () => {
  it('shows a spinner while the sign-in state is unknown', async () => {
    const { router } = await renderAdmin(ADMIN_PATHS.home, { state: { status: 'loading' } });
    expect(screen.getByRole('status').textContent).toContain('Cargando');
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.home);
  });

  it.each([
    ['nobody is signed in', { status: 'signed-out' } as const],
    ['the account is not an administrator', { status: 'not-admin', user: fakeUser() } as const],
  ])('sends every admin path to /login when %s', async (_, state) => {
    for (const path of [ADMIN_PATHS.home, ADMIN_PATHS.edit('carousel', 'x'), '/cualquier-cosa']) {
      const { router, unmount } = await renderAdmin(path, { state });
      await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_PATHS.login));
      unmount();
    }
  });

  it('remembers the address, query included, for /login to return to', async () => {
    const { router } = await renderAdmin(ADMIN_PATHS.list('docentes'), { state: { status: 'signed-out' } });
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_PATHS.login));
    expect(new URLSearchParams(router.state.location.search).get(LOGIN_NEXT)).toBe(
      ADMIN_PATHS.list('docentes'),
    );
  });

  it.each(['/cualquier-cosa', '/resenahistoricaCreate', '/horizonteCreate', '/carouselEdit'])(
    'sends the unknown admin path %s to /admin',
    async (path) => {
      const { router } = await renderAdmin(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
      // The home reads its lists once: the redirect's mark is no notice to clear by navigating
      // again (which read them twice, and made React's act loop forever over them).
      await screen.findByText(PENDING_TEXT.failed);
      expect(server.requests('GET /api/pendientes')).toHaveLength(1);
      expect(router.state.navigation.state).toBe('idle');
    },
  );

  it('routes the spec paths to their screens', async () => {
    await renderAdmin(ADMIN_PATHS.create('convocatorias'));
    expect(await screen.findByRole('heading', { name: 'Nueva convocatoria' })).toBeTruthy();
  });
});
