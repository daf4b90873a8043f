import { COLLECTION_NAMES } from '@model';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';
import { PUBLIC_PAGE_OF, PUBLIC_PATHS } from './paths';

describe('page registry', () => {
  it('gives every collection of the model the public page that shows it', () => {
    expect(Object.keys(PUBLIC_PAGE_OF).sort()).toEqual([...COLLECTION_NAMES].sort());
    expect(PUBLIC_PAGE_OF.carousel).toBe('/');
    expect(PUBLIC_PAGE_OF.horizonte).toBe('/horizonteinstitucional');
  });

  it('has one page per id and per path', () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    expect(new Set(Object.values(PUBLIC_PATHS)).size).toBe(PAGES.length);
  });
});
