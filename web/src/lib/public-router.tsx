/**
 * The public build's router: the part of react-router's API the public pages and the frame use
 * (BrowserRouter, Routes/Route/Outlet, Link, NavLink, the location hooks, Await), in ~2 KB gzip
 * instead of react-router's ~12 KB. vite.config.ts puts it in place of `react-router-dom` in the
 * public build and the dev server's public pages, and vitest.config.mts in the `web` test project,
 * so visitors, the dev server and the page tests run this one router (the admin build keeps
 * react-router's data router; a prerender uses the static router below). Decision 0006 has the
 * figures.
 *
 * What it keeps of react-router's behaviour: history entries in react-router's shape
 * (`{ usr, key, idx }`), navigations as React transitions (the previous page stays on screen while
 * the next one suspends), a link click left to the browser when it would open elsewhere,
 * `aria-current="page"` and the `active` class on NavLink, case-insensitive paths. The route table
 * is the public one: a layout route with page routes under it, static or `:param` segments and a
 * final `*`. A build that imports anything else from `react-router-dom` fails to compile.
 */
import {
  Children,
  Component,
  createContext,
  isValidElement,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type AnchorHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { decodedOrNull } from './decoded-or-null';
import { setFirstView } from './first-view';
import { settledOf, track } from './settled';

type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

interface RouterState {
  action: Action;
  location: Location;
}

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}

let listener: ((state: RouterState) => void) | null = null;

function notify(action: Action) {
  // Another page than the one the document was served with: what mounts from now on is no longer
  // the first view (lib/first-view.ts), whose parts hydrate late (a Suspense boundary's content
  // may hydrate after the root's first commit) and must meet the server's markup until then.
  setFirstView(false);
  const state = { action, location: currentLocation() };
  startTransition(() => listener?.(state));
}

export interface NavigateOptions {
  replace?: boolean;
}

function navigate(to: string, options: NavigateOptions = {}) {
  const idx = ((window.history.state as HistoryState | null)?.idx ?? 0) + (options.replace ? 0 : 1);
  const entry: HistoryState = { key: Math.random().toString(36).slice(2, 10), idx };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  notify(options.replace ? 'REPLACE' : 'PUSH');
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('useLocation() may be used only inside <BrowserRouter>.');
  return state;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({ action: 'POP', location: currentLocation() }));
  useLayoutEffect(() => {
    listener = setState;
    const onPop = () => notify('POP');
    window.addEventListener('popstate', onPop);
    return () => {
      listener = null;
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  return <RouterContext value={state}>{children}</RouterContext>;
}

/**
 * A fixed location, for rendering a page ahead of time (prerendering in Node, where a build that
 * resolves react-router-dom to this file has no window); links render, navigation does nothing.
 */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const url = new URL(location, 'http://localhost');
  const state: RouterState = {
    action: 'POP',
    location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
  };
  return <RouterContext value={state}>{children}</RouterContext>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): Action => useRouter().action;
export const useNavigate = () => navigate;

const ParamsContext = createContext<Record<string, string | undefined>>({});
const OutletContext = createContext<ReactNode>(null);

export const useParams = () => useContext(ParamsContext);
export const Outlet = () => useContext(OutletContext);

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route for Routes; renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The params if the pattern's segments match the whole pathname's. */
function matchSegments(pattern: string[], pathname: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === '*') {
      params['*'] = pathname.slice(i).join('/');
      return params;
    }
    const actual = pathname[i];
    if (actual === undefined) return null;
    if (part.startsWith(':')) {
      // An address whose % escapes do not decode names no page: no match (the 404), never a throw.
      const decoded = decodedOrNull(actual);
      if (decoded === null) return null;
      params[part.slice(1)] = decoded;
    } else if (part.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return pattern.length === pathname.length ? params : null;
}

/** react-router's `matchPath` for a string pattern: the params, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string> } | null {
  const params = matchSegments(segments(pattern), segments(pathname));
  return params && { params };
}

type RouteElement = ReactElement<RouteProps>;
const routesOf = (children: ReactNode) =>
  Children.toArray(children).filter((child): child is RouteElement => isValidElement(child));

/** The first route (static or `:param` before `*`) under `parent` whose full path matches. */
function render(routes: RouteElement[], base: string[], pathname: string[]): ReactNode {
  const ordered = [
    ...routes.filter((r) => r.props.path !== '*'),
    ...routes.filter((r) => r.props.path === '*'),
  ];
  for (const route of ordered) {
    const { path, index, element, children } = route.props;
    const full = [...base, ...segments(path ?? '')];
    const nested = routesOf(children);
    if (nested.length > 0) {
      const inner = render(nested, full, pathname);
      if (inner !== undefined) return <OutletContext value={inner}>{element}</OutletContext>;
      continue;
    }
    const params = index
      ? pathname.length === base.length && matchSegments(base, pathname)
      : matchSegments(full, pathname);
    if (params) return <ParamsContext value={params}>{element}</ParamsContext>;
  }
  return undefined;
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return render(routesOf(children), [], segments(pathname)) ?? null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** A full page load, as a plain link. */
  reloadDocument?: boolean;
};

export function Link({ to, reloadDocument, onClick, ...rest }: LinkProps) {
  const location = useLocation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const elsewhere = rest.target !== undefined && rest.target !== '_self';
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (event.defaultPrevented || reloadDocument || elsewhere || modified || event.button !== 0) return;
        event.preventDefault();
        // As react-router: following a link to the page already shown does not add an entry.
        const same = `${location.pathname}${location.search}${location.hash}` === to;
        navigate(to, { replace: same });
      }}
    />
  );
}

type NavLinkProps = LinkProps & {
  /** Active only on this exact path, not on the paths under it. */
  end?: boolean;
};

/** react-router's NavLink as the menus use it: a class name string, plus `active` while active. */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const path = useLocation()
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const target = rest.to.toLowerCase();
  const isActive = path === target || (!end && target !== '/' && path.startsWith(`${target}/`));
  const classes = [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

const AsyncErrorContext = createContext<unknown>(undefined);
export const useAsyncError = () => useContext(AsyncErrorContext);

interface AwaitProps<T> {
  resolve: Promise<T>;
  errorElement?: ReactNode;
  children: ReactNode | ((value: T) => ReactNode);
}

class AwaitBoundary extends Component<{ errorElement: ReactNode; children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (!('error' in this.state)) return this.props.children;
    return <AsyncErrorContext value={this.state.error}>{this.props.errorElement}</AsyncErrorContext>;
  }
}

/**
 * A promise not settled yet is thrown to the Suspense boundary, which renders again once it
 * settles (react-router's Await does the same). React's `use` would do it too in a browser, but a
 * component test's render (inside act) is never retried after a `use` outside act, so the page
 * tests could not run this router. One already settled and tracked (lib/settled.ts: the public
 * pages' records are, from their start) renders its content at once, with no placeholder before it.
 */
function Resolved<T>({ resolve, children }: Omit<AwaitProps<T>, 'errorElement'>) {
  const outcome = settledOf(track(resolve));
  if (!outcome.settled) throw resolve.then(noop, noop);
  if ('error' in outcome) throw outcome.error;
  return typeof children === 'function' ? children(outcome.value) : children;
}

const noop = () => {};

/** A promise's value for `children` (inside the caller's Suspense), or `errorElement` if it fails. */
export function Await<T>({ resolve, errorElement = null, children }: AwaitProps<T>) {
  return (
    <AwaitBoundary errorElement={errorElement}>
      <Resolved resolve={resolve}>{children}</Resolved>
    </AwaitBoundary>
  );
}
