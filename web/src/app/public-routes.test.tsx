/**
 * The public route table on the public build's router (lib/public-router.tsx, which that build
 * uses in react-router's place): the shared frame around lazily loaded pages, and what a visitor
 * sees when a route chunk fails or a page throws.
 */
import { act, render, screen, within } from '@testing-library/react';
import { use, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fx from '@/testing/fixtures';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import { loadChunk } from '@/lib/lazy-route';
import { FIRST_RENDER_WAIT_MS } from '@/lib/site-settings';
import { startPage } from './page-route';
import { PublicLayout } from './public-layout';
import { PublicRoutes, startDocumentPage } from './public-routes';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // The layout scrolls on navigation; jsdom has no layout to scroll.
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The router's navigate, for tests that move between pages. */
const router: { navigate?: (to: string) => void } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

/**
 * Inside act, as a page's chunk resolves outside React: React 19 schedules the render that
 * follows a suspended one through act's queue in tests.
 */
let entries = 0;
async function renderAt(path: string, table: ReactNode = <PublicRoutes />) {
  await act(async () => {
    // A new history entry key per test: a page's starts are kept per entry, in the module.
    window.history.replaceState({ key: `test-${++entries}` }, '', path);
    render(
      <BrowserRouter>
        <Navigator />
        {table}
      </BrowserRouter>,
    );
  });
}

/** The public frame with one page at /, for failure cases. */
const framed = (page: ReactNode) => (
  <Routes>
    <Route path="/" element={<PublicLayout />}>
      <Route index element={page} />
    </Route>
  </Routes>
);

/** A page whose chunk is `chunk` (the promise of loadChunk), as PageRoute renders it. */
function ChunkPage({ chunk }: { chunk: Promise<ReactNode> }) {
  return use(chunk);
}

describe('route table', () => {
  it('loads a public page lazily inside the shared header, navigation and footer', async () => {
    const fetchMock = stubFetch({ '/api/resenahistorica': [fx.resenahistorica] });
    await renderAt('/resenahistorica');
    // The file's first lazy import transforms the page's whole module graph: on a busy machine
    // that alone can outlast findBy's 1 s default, so this one wait is longer.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nuestra historia' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    // The footer's code is its own chunk (hydrated late on a first view; here, rendered at once).
    expect((await screen.findByRole('contentinfo')).textContent).toContain(`© ${new Date().getFullYear()}`);
    // The page's data was requested once, started together with its chunk.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/resenahistorica')).toHaveLength(1);
  });

  it.each([
    ['/directivos', 'DIRECTIVOS'],
    ['/administrativos', 'ADMINISTRATIVOS'],
    ['/docentes', 'DOCENTES'],
    ['/convocatorias', 'CONTRATOS Y CONVOCATORIAS VIGENTES'],
    ['/other', 'Contenido en preparación'],
  ])('%s shows its page', async (path, heading) => {
    stubFetch({
      '/api/directivos': [],
      '/api/administrativos': [],
      '/api/docentes': [],
      '/api/convocatorias': [],
    });
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it("starts the document's page (chunk and data) before the first render, which then reuses them", async () => {
    const fetchMock = stubFetch({ '/api/docentes': [] });
    // A history entry of its own: starts are kept per entry (and per module, across tests).
    window.history.replaceState({ key: 'documento' }, '', '/docentes');
    const ready = startDocumentPage();
    // main.tsx calls this before waiting for the settings: the records are already requested.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/docentes']);
    // Over a prerendered frame, main.tsx renders only once the page's chunk is there, so the
    // first render is the page itself, never the loading placeholder.
    let chunkThere = false;
    void startPage('documento', 'docentes').view.then(() => (chunkThere = true));
    await ready;
    expect(chunkThere).toBe(true);
    await act(async () => {
      render(
        <BrowserRouter>
          <PublicRoutes />
        </BrowserRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'DOCENTES' })).toBeTruthy();
    expect(screen.queryByText('Cargando página…')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/docentes')).toHaveLength(1);
  });

  /** Starts /docentes under history key `key`, once its chunk is there, 1 ms before the wait ends. */
  async function startedAt(key: string) {
    window.history.replaceState({ key }, '', '/docentes');
    let ready = false;
    const started = startDocumentPage().then(() => (ready = true));
    await startPage(key, 'docentes').view;
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    return { started, ready: () => ready };
  }

  it('renders the records the document was served with, asking /api for none of them (issue 47)', async () => {
    const fetchMock = stubFetch({});
    window.history.replaceState({ key: 'servida' }, '', '/docentes');
    const served = { docentes: [{ ...fx.directivos[0]!, _id: 'd1', title: 'Profesora Servida' }] };
    await startDocumentPage(served as never);
    await act(async () => {
      render(
        <BrowserRouter>
          <PublicRoutes />
        </BrowserRouter>,
      );
    });
    expect(screen.getByText('Profesora Servida')).toBeTruthy();
    expect(screen.queryByText('Cargando el equipo…')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the site\'s 404 page at an address that is no page (the function answers it with a 404 status)', async () => {
    stubFetch({});
    await renderAt('/esta-pagina-no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
  });

  it('waits for the records too before the first render, at most FIRST_RENDER_WAIT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // The records answer when released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answers = stubFetch({ '/api/docentes': fx.directivos });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        await held;
        return answers(input, init);
      }),
    );
    const waiting = await startedAt('documento-esperado');
    // The chunk is there, the records are not: still waiting.
    expect(waiting.ready()).toBe(false);
    release();
    await waiting.started;
    expect(waiting.ready()).toBe(true);

    // Records that never come: the first render goes ahead at the wait's end, with placeholders.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    const never = await startedAt('documento-sin-respuesta');
    expect(never.ready()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await never.started;
    expect(never.ready()).toBe(true);
  });

  it('puts records that came before the first render in it, with no placeholder for them to replace', async () => {
    stubFetch({ '/api/docentes': fx.directivos });
    window.history.replaceState({ key: 'documento-con-datos' }, '', '/docentes');
    await startDocumentPage();
    // The records are in (a loaded phone renders late: the settings or the notices took longer).
    await startPage('documento-con-datos', 'docentes').data!.records;
    // Everything the render puts in the page, placeholders it replaces within the same act too.
    const added: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach((node) => added.push(node.textContent ?? ''))),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      render(
        <BrowserRouter>
          <PublicRoutes />
        </BrowserRouter>,
      );
    });
    observer.disconnect();
    expect(screen.getAllByRole('article')).toHaveLength(fx.directivos.length);
    expect(added.join(' ')).toContain('Gómez Restrepo');
    expect(added.join(' ')).not.toContain('Cargando');
  });

  it('has nothing to wait for on an address that is no public page', async () => {
    const fetchMock = stubFetch({});
    window.history.replaceState({ key: 'sin-pagina' }, '', '/no-existe/aqui');
    await expect(startDocumentPage()).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the new page after a navigation', async () => {
    stubFetch({ '/api/directivos': [], '/api/carousel': [] });
    await renderAt('/other');
    await screen.findByRole('heading', { level: 1, name: 'Contenido en preparación' });
    await act(() => router.navigate!('/directivos'));
    await screen.findByRole('heading', { level: 1, name: 'DIRECTIVOS' });
    expect(document.activeElement?.id).toBe('contenido');
  });
});

describe('failures', () => {
  it("a page whose records fail offers 'Reintentar', which reads them again", async () => {
    stubFetch({ '/api/directivos': httpError(503) });
    await renderAt('/directivos');
    const alert = await screen.findByRole('alert');
    const fetchMock = stubFetch({ '/api/directivos': fx.directivos });
    await act(async () => within(alert).getByRole('button', { name: 'Reintentar' }).click());
    expect(await screen.findByText('Rectora')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/directivos')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a route chunk that cannot be fetched shows a Spanish message with a retry, inside the frame', async () => {
    const chunk = loadChunk<ReactNode>('inicio', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    await renderAt('/', framed(<ChunkPage chunk={chunk} />));
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'No se pudo cargar la página' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(main.textContent).toContain('Loading chunk failed (missing)');
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
  });

  it('a route chunk that takes more than 120 s times out with the same message', async () => {
    vi.useFakeTimers();
    const chunk = loadChunk<ReactNode>('inicio', () => new Promise<never>(() => {}));
    await renderAt('/', framed(<ChunkPage chunk={chunk} />));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByRole('heading', { level: 1, name: 'No se pudo cargar la página' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Loading chunk failed (timeout)');
  });

  it('a page that throws shows the fallback heading of spec §8', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    await renderAt('/', framed(<Broken />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
  });
});
