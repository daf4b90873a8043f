import { useEffect, useState } from 'react';
import { afterPageIsInteractive } from './after-page-load';

/**
 * True once `element` is near the viewport and the page is interactive; stays true afterwards.
 * Where IntersectionObserver is missing (only test DOMs; every browser we serve has it), the
 * content is never mounted, so tests never reach for the network.
 */
export function useDeferredMount(element: Element | null, rootMargin = '300px'): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !element || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = afterPageIsInteractive(() => setReady(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [element, ready, rootMargin]);
  return ready;
}

/** True once the page has loaded and the browser is idle (e.g. to fetch secondary images). */
export function usePageInteractive(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageIsInteractive(() => setReady(true)), []);
  return ready;
}

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * True once the visitor has done something (scrolled, touched, clicked, typed). Heavy widgets
 * wait for it, so loading the page alone (what a speed audit measures) never runs their code.
 * `already`: the caller knows the visitor has moved (it was hydrated late because of that move).
 */
export function useUserInteracted(already = false): boolean {
  const [interacted, setInteracted] = useState(already);
  useEffect(() => {
    if (interacted) return;
    const done = () => setInteracted(true);
    // Captured: React keeps an event inside a part not yet hydrated from reaching the window.
    for (const type of INTERACTIONS) window.addEventListener(type, done, { once: true, passive: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
