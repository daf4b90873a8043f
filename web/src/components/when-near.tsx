/**
 * A part of a page below the fold whose code is a chunk of its own (a `lazy` component): its
 * placeholder holds the place until the place comes within `rootMargin` of the screen, and only
 * then is the chunk asked for. What a visitor sees first (and the first-load JS budget counts,
 * decision 0003) no longer carries code for what may never be scrolled to: the transparency page's
 * requests report, which loads data of its own. (A part whose HTML the function already rendered
 * uses hydrateWhenNear instead.)
 *
 * The margin is larger than a scroll step, so the part is in place before it is on screen. A
 * chunk that cannot be fetched is the page's error, as its own chunk's would be (a deploy replaced
 * the files: route-error.tsx asks to reload). Where IntersectionObserver is missing (test DOMs
 * only) the place counts as near. Part of the page-common chunk (vite.config.ts): a chunk of its
 * own would cost more in request and gzip overhead than its few lines.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { usePageInteractive } from './use-deferred-mount';
import { useNearViewport } from './use-near-viewport';

interface Props {
  /** What holds the place (of the final height where it is known) until the part is there. */
  placeholder: ReactNode;
  rootMargin?: string;
  /** The part, usually a lazy component. */
  children: ReactNode;
}

export function WhenNear({ placeholder, rootMargin = '800px', children }: Props) {
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  // Judged on the loaded page (after the load event, once idle: the helper the embeds use): before
  // it the page above is still short (its pictures and data not in), and a place 3,000 px down a
  // phone's home page measured as near.
  const loaded = usePageInteractive();
  const near = useNearViewport(loaded ? place : null, rootMargin);
  if (!near) return <div ref={setPlace}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
