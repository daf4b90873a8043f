/**
 * After the page's load event, once the browser is idle: when work that must not compete with the
 * page's own content (the PDF viewer's document, use-deferred-mount.ts) may start.
 */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves once the page has finished loading and the browser is idle, so third-party embeds
 * (video, social feed) never compete with the page's own content for the network or the main
 * thread.
 */
export function afterPageIsInteractive(run: () => void): () => void {
  // Not in every browser (Safari) nor in test DOMs: fall back to a plain timer.
  const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let cancelled = false;
  let cancelScheduled = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (requestIdle) {
      const id = requestIdle(run, { timeout: IDLE_TIMEOUT_MS });
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 1);
      cancelScheduled = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
