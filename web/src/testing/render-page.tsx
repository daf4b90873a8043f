/**
 * Test helper: renders a page on the public build's own router (lib/public-router.tsx, which the
 * `web` test project puts in react-router-dom's place exactly as the public build does), with its
 * data handed over as the public routes do (PageDataRoot): started when the page's route renders,
 * started again by "Reintentar". So a page test runs the router and the handoff visitors get.
 */
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import * as router from 'react-router-dom';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageDataRoot } from '@/components/page-data';
import * as publicRouter from '@/lib/public-router';

export interface RenderPageOptions {
  /** The route pattern the page is shown at (e.g. '/transparencia/:category'). */
  path?: string;
  /** The address the page opens at; the pattern itself unless given. */
  url?: string;
  /** The page's loader, as the page registry gives it (e.g. collectionLoader('docentes')). */
  loader?: (args: { signal?: AbortSignal }) => unknown;
}

type Loader = NonNullable<RenderPageOptions['loader']>;

/** The page's data, started once per navigation (the route's key), as PageRoute does. */
function PageData({ loader, children }: { loader: Loader; children: ReactNode }) {
  const [first] = useState(() => loader({}));
  return (
    <PageDataRoot first={first} load={() => loader({})}>
      {children}
    </PageDataRoot>
  );
}

function Keyed({ loader, children }: { loader: Loader; children: ReactNode }) {
  return (
    <PageData key={useLocation().key} loader={loader}>
      {children}
    </PageData>
  );
}

let entries = 0;

/**
 * Resolves once the page is on screen, as a visitor sees it: records still on their way show the
 * page's placeholder.
 */
// Async, as the tests await it: a page whose chunk is still on its way may come to need it.
export async function renderPage(element: ReactNode, options: RenderPageOptions = {}) {
  // A page test in the `web-admin` project would silently run react-router instead.
  if ((router.BrowserRouter as unknown) !== publicRouter.BrowserRouter) {
    throw new Error('renderPage runs the public router: use it from the `web` test project.');
  }
  const { path = '/', url = path, loader } = options;
  // A fresh history entry (its own key) per render; testing/setup.ts puts the address back.
  window.history.replaceState({ key: `page-${++entries}`, idx: 0 }, '', url);
  const view = render(
    <BrowserRouter>
      <Routes>
        <Route path={path} element={loader ? <Keyed loader={loader}>{element}</Keyed> : element} />
        {/* Links the page follows land on a blank route. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>,
  );
  return view;
}
