import { useEffect, useState } from 'react';
import { isFirstView } from '@/lib/first-view';

/**
 * True once `element` comes within `rootMargin` of the viewport; stays true afterwards. Chromium's
 * own `loading="lazy"` starts fetching 1250–2500 px ahead of the screen, which on a grid of forty
 * thumbnails is half the album before the visitor scrolls; this starts at a distance we choose.
 * Where IntersectionObserver is missing (test DOMs only), everything counts as near; so does
 * everything in a page's first view (lib/first-view.ts): the function rendered it whole, for a
 * visitor without JavaScript too, and hydration must meet the same markup (the pictures' own
 * `loading="lazy"` still defers their downloads).
 */
export function useNearViewport(
  element: Element | null,
  rootMargin: string,
  enabled = true,
  /** False for a part that fetches data of its own when near (WhenNear): it waits for the screen. */
  nearInFirstView = true,
): boolean {
  const [near, setNear] = useState(
    () =>
      !enabled ||
      (nearInFirstView && isFirstView()) ||
      // Test DOMs without the observer; never the server, which has none either and renders
      // what the browser's first render will (the placeholder, for a part that waits).
      (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return near;
}
