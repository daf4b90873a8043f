/**
 * The public build's router (public-router.tsx) in jsdom's real History API: route matching,
 * links and active links, back and forward, and Await.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Await,
  BrowserRouter,
  Link,
  matchPath,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useAsyncError,
  useLocation,
  useNavigationType,
  useParams,
} from './public-router';
import { track } from './settled';

afterEach(() => window.history.replaceState(null, '', '/'));

function Where() {
  const { pathname } = useLocation();
  return (
    <p data-testid="where">
      {useNavigationType()} {pathname} {JSON.stringify(useParams())}
    </p>
  );
}

function Layout() {
  return (
    <>
      <nav>
        <NavLink to="/">Inicio</NavLink>
        <NavLink to="/transparencia">Transparencia</NavLink>
        <NavLink to="/docentes" end>
          Docentes
        </NavLink>
        <Link to="/transparencia/contratacion">Contratación</Link>
        <Link to="/docentes" reloadDocument>
          Recargar
        </Link>
      </nav>
      <Outlet />
    </>
  );
}

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route index element={<Where />} />
            <Route path="/transparencia" element={<Where />} />
            <Route path="/transparencia/:category" element={<Where />} />
            <Route path="/docentes" element={<Where />} />
            <Route path="*" element={<p data-testid="where">otra</p>} />
          </Route>
        </Routes>
      </BrowserRouter>,
    );
  });
}

const where = () => screen.getByTestId('where').textContent;

describe('matchPath', () => {
  it('reads a parameter, and an address whose escapes do not decode matches nothing (a 404, never a throw)', () => {
    expect(matchPath('/noticias/:slug', '/noticias/reuni%C3%B3n')).toEqual({ params: { slug: 'reunión' } });
    expect(matchPath('/noticias/:slug', '/noticias/%E0%A4%A')).toBeNull();
  });
});

describe('public router', () => {
  it('matches the index, static, parameter (decoded) and fallback routes, ignoring case', async () => {
    await renderAt('/');
    expect(where()).toBe('POP / {}');
    await act(async () => window.history.pushState(null, '', '/Transparencia/Contrataci%C3%B3n'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(where()).toBe('POP /Transparencia/Contrataci%C3%B3n {"category":"Contratación"}');
    await act(async () => window.history.pushState(null, '', '/no/existe'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(where()).toBe('otra');
  });

  it('a link click navigates in place (a new history entry); back returns', async () => {
    await renderAt('/docentes');
    const before = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contratación' })));
    expect(where()).toBe('PUSH /transparencia/contratacion {"category":"contratacion"}');
    expect(window.location.pathname).toBe('/transparencia/contratacion');
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves modified clicks and reloadDocument links to the browser', async () => {
    await renderAt('/transparencia');
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Contratación' }).dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    const reload = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Recargar' }).dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
    expect(where()).toBe('POP /transparencia {}');
  });

  it('marks the active NavLink with aria-current and the active class (paths under it too, unless end)', async () => {
    await renderAt('/transparencia/contratacion');
    const current = () =>
      screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current().map((a) => a.textContent)).toEqual(['Transparencia']);
    expect(screen.getByRole('link', { name: 'Transparencia' }).className).toBe('active');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Docentes' })));
    expect(current().map((a) => a.textContent)).toEqual(['Docentes']);
  });
});

it('StaticRouter renders the route of a fixed location (prerendering)', () => {
  render(
    <StaticRouter location="/transparencia/contratacion">
      <Routes>
        <Route path="/" element={<Layout />}>
          <Route path="/transparencia/:category" element={<Where />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
  expect(where()).toBe('POP /transparencia/contratacion {"category":"contratacion"}');
});

describe('Await', () => {
  function Failure() {
    return <p>falló: {String(useAsyncError())}</p>;
  }
  const show = async (resolve: Promise<string>) => {
    await act(async () => {
      render(
        <Suspense fallback={<p>cargando</p>}>
          <Await resolve={resolve} errorElement={<Failure />}>
            {(value: string) => <p>valor: {value}</p>}
          </Await>
        </Suspense>,
      );
    });
  };

  it('renders the value once the promise resolves', async () => {
    await show(Promise.resolve('uno'));
    expect(await screen.findByText('valor: uno')).toBeTruthy();
  });

  it('renders a tracked promise that has settled in its first render, with no fallback before it', async () => {
    const ready = track(Promise.resolve('uno'));
    await ready;
    // One render pass (a server render never waits): what a first client render shows.
    const html = renderToString(
      <Suspense fallback={<p>cargando</p>}>
        <Await resolve={ready}>{(value: string) => <p>valor: {value}</p>}</Await>
      </Suspense>,
    );
    expect(html).toBe('<!--$--><p>valor: <!-- -->uno</p><!--/$-->');
    // An untracked promise, settled just the same, shows the fallback first.
    expect(
      renderToString(
        <Suspense fallback={<p>cargando</p>}>
          <Await resolve={Promise.resolve('uno')}>{(value: string) => <p>valor: {value}</p>}</Await>
        </Suspense>,
      ),
    ).toContain('cargando');
  });

  it('renders the error element, which reads the error, when it rejects', async () => {
    const failed = Promise.reject(new Error('sin red'));
    failed.catch(() => {});
    await show(failed);
    expect(await screen.findByText('falló: Error: sin red')).toBeTruthy();
  });
});
