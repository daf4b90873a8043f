import { useEffect, useState } from 'react';

/**
 * True once `element` comes within `rootMargin` of the viewport; stays true afterwards. Chromium's
 * own `loading="lazy"` starts fetching 1250–2500 px ahead of the screen, which on a grid of forty
 * thumbnails is half the album before the visitor scrolls; this starts at a distance we choose.
 * Where IntersectionObserver is missing (test DOMs only), everything counts as near.
 */
export function useNearViewport(element: Element | null, rootMargin: string, enabled = true): boolean {
  // Test DOMs without the observer count as near; never the server, which has none either and
  // must render what the browser's first render will (the placeholder) for hydration to match.
  const [near, setNear] = useState(
    () => !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
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
