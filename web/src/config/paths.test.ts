import { COLLECTION_NAMES } from '@model';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';
import { PUBLIC_PAGE_OF, PUBLIC_PATHS } from './paths';

// The registry's own checks are the model's (functions/src/model/pages.test.ts); these are the
// maps config/paths.ts builds from it.
describe('paths from the page registry', () => {
  it('gives every collection of the model the public page that shows it', () => {
    expect(Object.keys(PUBLIC_PAGE_OF).sort()).toEqual([...COLLECTION_NAMES].sort());
    expect(PUBLIC_PAGE_OF.carousel).toBe('/');
    expect(PUBLIC_PAGE_OF.horizonte).toBe('/horizonteinstitucional');
  });

  it('has a path for every page id', () => {
    expect(new Set(Object.values(PUBLIC_PATHS)).size).toBe(PAGES.length);
  });
});
