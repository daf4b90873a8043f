/**
 * The public build's frame route: the shared frame, the page area with its error boundary and the
 * placeholder of a visit's first page, the progress bar of later navigations, and the scroll
 * position (what the data router's ScrollRestoration did): a new page starts at the top, going
 * back returns to where the visitor was.
 */
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { decodedOrNull } from '@/lib/decoded-or-null';
import { PageBoundary } from './page-boundary';
import { usePageLoading } from './page-route';
import { PageLoading, SiteFrame } from './root-layout';

export function PublicLayout() {
  const { key } = useLocation();
  useScrollPosition();
  return (
    <SiteFrame busy={usePageLoading()}>
      <PageBoundary resetKey={key}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageBoundary>
    </SiteFrame>
  );
}

/** Scroll position per history entry, for this visit. */
const positions = new Map<string, number>();

function useScrollPosition() {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    // The browser's own restoring would jump before the page it belongs to is on screen.
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  // Navigations are transitions: this runs once the new page is on screen.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = hash ? decodedOrNull(hash.slice(1)) : null;
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, action === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, hash, action]);
}
