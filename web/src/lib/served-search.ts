/**
 * The site search's answer the /buscar page was rendered with (decision 0020): set from the page's
 * data before the server render and before hydration, so the results are in the first render on
 * both sides; the page takes it once, for the query it was rendered for.
 */
import { SEARCH_LIMITS, type SearchAnswer } from '@model/public';

let served: SearchAnswer | null = null;

export function setServedSearch(answer: SearchAnswer | null): void {
  served = answer;
}

/** The served answer when it is for `query` (the address's), else null. */
export function servedSearchFor(query: string): SearchAnswer | null {
  // The function's reading of the query (functions/src/search/site-index.ts readQuery), roughly.
  const read = query.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.query);
  return served && served.query === read ? served : null;
}
