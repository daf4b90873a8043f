/**
 * Starts the page-performance reporter (spec §7: "loaded lazily") on a sampled share of public
 * visits. It stays out of every first load: nothing here imports web-vitals; the reporter's chunk
 * is fetched only after the load event, when the browser is idle, so it never competes with the
 * page's own scripts or images.
 */
import { sitePath } from '@model/site-href';
import { pageBase } from '@/lib/page-base';
import { isSampled, VITALS_SAMPLE_RATE } from './sampling';

/** requestIdleCallback where it exists (Safari lacks it): a short timer otherwise. */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}

/** After the load event (now, if it has passed), then at the next idle moment. */
function afterLoadAndIdle(run: () => void): void {
  if (document.readyState === 'complete') whenIdle(run);
  else addEventListener('load', () => whenIdle(run), { once: true });
}

/**
 * Called on every page load by the frame's script (site/frame-script.ts): each page is a load of
 * its own, so LCP, FCP and TTFB belong to the page the load brought.
 */
export function startVitals(): void {
  if (!isSampled(VITALS_SAMPLE_RATE, Math.random())) return;
  // The page as the registry names it: the school's base (on the platform's domain) left out.
  const landing = sitePath(pageBase(), location.pathname);
  afterLoadAndIdle(() => {
    // The route's pattern is read in the reporter's chunk (the registry's matching stays out of
    // the frame's script); an address that is no reporting page (a 404) reports nothing.
    // A failed chunk load costs this visit its report and nothing else: no error for the visitor.
    import('./vitals-reporter')
      .then(({ startReporter, routePatternOf }) => {
        const route = routePatternOf(landing);
        if (route) startReporter(route);
      })
      .catch(() => undefined);
  });
}
