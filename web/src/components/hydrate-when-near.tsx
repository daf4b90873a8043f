/**
 * A part of the first response whose code waits until it is needed (issue 47, decision 0019).
 *
 * The function renders the whole page, so a part below the fold (the footer, the home page's
 * sections under the carousel) is already on screen as HTML: text, links and pictures that work
 * without JavaScript. What its code adds is only React's hold on it. `hydrateWhenNear` makes the
 * part a chunk of its own that the browser asks for once the page has loaded and the visitor moves
 * on it (scrolls, types, touches) with the part near the screen, or as soon as the part takes
 * focus or a pointer; until then React leaves the server's HTML in place (a Suspense boundary that
 * suspends while hydrating keeps its markup), so nothing moves, and a link followed before it is a
 * plain link: the next page comes from the function.
 *
 * After the first view (a navigation inside the site), the part renders at once like any other.
 * On the server the gate is open: the render waits for the chunk (render-page.tsx renders again
 * until nothing is pending). The part's CSS is inlined with the page (build/late-parts.ts).
 *
 * The boundary must not receive an update before it hydrates, or React gives up the server's
 * HTML and renders it anew: the wrapper is memoised and, while it waits, keeps its first element.
 * A tap inside a waiting part does what the HTML does (a link is followed) but React keeps the
 * event from the document's listeners: listeners that must see every tap listen in capture.
 */
import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { decodedOrNull } from '@/lib/decoded-or-null';
import { isFirstView, whenFirstViewEnds } from '@/lib/first-view';
import { afterPageIsInteractive } from './after-page-load';

/** What a part must be near (in CSS pixels beyond the screen's edge) for its code to be fetched. */
const NEAR = '400px';
/** What a visitor does that may bring a part into use: scrolling, a key, a touch, a click. */
const ENGAGING = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Whether the visitor has scrolled, typed or touched since the page started: a widget hydrated
 * late (the PDF frame) comes after that move, so it must not wait for another one.
 */
let visitorEngaged = false;
export const hasVisitorEngaged = (): boolean => visitorEngaged || (typeof window !== 'undefined' && window.scrollY > 0);

export function hydrateWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** The wrapper's class: `display: contents` by default (global.css), so layout is the part's. */
  className = 'late-part',
): ComponentType<P> {
  let open: () => void = () => {};
  const gate = import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  // A navigation needs every waiting part hydrated first (first-view.ts): their code comes then.
  if (!import.meta.env.SSR) whenFirstViewEnds(() => open());
  let ready: Promise<unknown> = new Promise(() => {});
  const Part = lazy(() => {
    ready = gate.then(load).then((component) => ({ default: component }));
    return ready as Promise<{ default: ComponentType<P> }>;
  });

  function LatePart(props: P) {
    const place = useRef<HTMLDivElement>(null);
    // Decided once: a part being hydrated (the server's HTML of this very instance, found by its
    // id, which hydration gives the same on both sides) waits; one mounted later (a navigation, a
    // view switched on the page) renders at once.
    const id = useId();
    const [waits] = useState(
      () => !import.meta.env.SSR && isFirstView() && typeof document !== 'undefined' && document.getElementById(id) !== null,
    );
    if (!waits) open();
    // While the part waits, React must see no update of its boundary (it would drop the server's
    // HTML and render it anew): its element is the first render's, whatever the parent passes
    // again, until the part has hydrated; then the props flow as usual.
    const [live, setLive] = useState(!waits);
    const [first] = useState<ReactElement>(() => (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    ));
    // The part's boundary has hydrated once the chunk is in and React has had a frame for it.
    useEffect(() => {
      if (live) return;
      let frame = 0;
      void ready.then(() => {
        frame = requestAnimationFrame(() => setTimeout(() => setLive(true)));
      });
      return () => cancelAnimationFrame(frame);
    }, [live]);
    useEffect(() => {
      if (!waits) return;
      const wrapper = place.current;
      if (!wrapper || typeof IntersectionObserver === 'undefined') {
        open();
        return;
      }
      // A keyboard or a pointer reaching the part wants it now, wherever it is. Heard on the window
      // in capture: React stops these events at its root while their target is still the server's
      // HTML, so a listener on the part itself would never hear them.
      const REACHING = ['focusin', 'pointerover', 'touchstart'] as const;
      const now = (event: Event) => {
        if (event.target instanceof Node && wrapper.contains(event.target)) open();
      };
      for (const type of REACHING) window.addEventListener(type, now, { passive: true, capture: true });
      let observer: IntersectionObserver | undefined;
      const observe = () => {
        if (observer) return;
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) open();
          },
          { rootMargin: NEAR },
        );
        // The wrapper has no box of its own (display: contents): its children are observed.
        const targets = wrapper.children.length ? [...wrapper.children] : [wrapper];
        targets.forEach((target) => observer!.observe(target));
      };
      // Once the page has loaded, and only when the visitor moves on it: a part on the first screen
      // of a visit that only reads it needs no code (its links are links), one scrolled to does.
      // A move before the load counts too, and so does arriving at an address inside the part
      // (#fragment) or a page already scrolled (the browser restored the position).
      let loaded = false;
      let engaged = window.scrollY > 0 || insideHash(wrapper);
      const engage = () => {
        engaged = true;
        visitorEngaged = true;
        if (loaded) observe();
      };
      for (const type of ENGAGING) window.addEventListener(type, engage, { once: true, passive: true, capture: true });
      const cancel = afterPageIsInteractive(() => {
        loaded = true;
        if (engaged) observe();
      });
      void gate.then(() => observer?.disconnect());
      return () => {
        cancel();
        for (const type of ENGAGING) window.removeEventListener(type, engage, { capture: true });
        observer?.disconnect();
        for (const type of REACHING) window.removeEventListener(type, now, { capture: true });
      };
    }, [waits]);
    return (
      <div ref={place} id={id} className={className}>
        {!live ? (
          first
        ) : (
          <Suspense fallback={null}>
            <Part {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return memo(LatePart) as unknown as ComponentType<P>;
}

/** Whether the address's #fragment names an element inside `wrapper`. */
function insideHash(wrapper: HTMLElement): boolean {
  const id = decodedOrNull(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  return !!target && wrapper.contains(target);
}
