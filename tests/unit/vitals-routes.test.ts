/**
 * The function cannot import the SPA's page registry (only functions/ deploys), so it keeps its
 * own list of the route patterns a performance report may name. This keeps the two equal: a page
 * added to the registry without the list would have every report of it refused with a 400.
 */
import { describe, expect, it } from 'vitest';
import { VITALS_ROUTES } from '../../functions/src/model/vitals';
import { REPORTING_PAGES } from '../../web/src/lib/vitals/route-pattern';

describe('VITALS_ROUTES', () => {
  it('is exactly the path patterns of the reporting pages of the registry', () => {
    expect([...VITALS_ROUTES].sort()).toEqual(REPORTING_PAGES.map((page) => page.path).sort());
  });
});
