/**
 * The reporter itself, in its own chunk with `web-vitals` (start-vitals.ts imports it only on a
 * sampled visit, once the page is idle). It collects LCP, INP, CLS, FCP and TTFB as web-vitals
 * settles them and sends what it has in one beacon when the page is hidden (switching tabs, or leaving it): the last
 * moment a page is sure to get, and the moment web-vitals finalises LCP, CLS and INP.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { siteHref } from '@model/site-href';
import { pageBase } from '@/lib/page-base';
import { buildVitalsPayload, deviceClass } from './payload';

export const VITALS_ENDPOINT = '/api/vitals';
/** A User Timing mark, so a test can tell the reporter is listening without a DOM hook. */
export const VITALS_READY_MARK = 'vitals:ready';

export { routePatternOf } from './route-pattern';

export function startReporter(route: string): void {
  // Metrics settled since the last beacon: a page shown again after being hidden reports only
  // what changed (a later, worse INP), not the same LCP twice.
  const pending = new Map<string, number>();
  const collect = (metric: Metric) => pending.set(metric.name, metric.value);
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);

  const flush = () => {
    const body = buildVitalsPayload(route, pending, deviceClass(window.innerWidth));
    pending.clear();
    if (!body) return;
    // Same origin, so a JSON Blob needs no CORS preflight; the browser delivers it even as the
    // page unloads. A refused queue (too much in flight) loses one sample, nothing more.
    navigator.sendBeacon(
      siteHref(pageBase(), VITALS_ENDPOINT),
      new Blob([body], { type: 'application/json' }),
    );
  };
  // On window, so this runs after web-vitals' own listeners on document (visibilitychange
  // bubbles there) and the metrics it finalises on hiding are already collected. No pagehide
  // listener: when a page unloads, pagehide comes *before* the last visibilitychange, so it would
  // send LCP alone and INP and CLS in a second beacon. Every browser the site supports fires
  // visibilitychange on unload (Safari since 14.1), which is why web-vitals itself relies on it.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  performance.mark(VITALS_READY_MARK);
}
