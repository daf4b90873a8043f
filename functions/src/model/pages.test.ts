import { describe, expect, it } from 'vitest';
import { PAGES, pageById, REPORTING_PAGES } from './pages';
import { VITALS_ROUTES } from './vitals';

describe('page registry', () => {
  it('has one page per id and per path', () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
  });

  it('names each page with its own collection after it, as the single-record and staff pages look it up', () => {
    for (const page of PAGES) {
      if ('collection' in page && page.collection === page.id)
        expect(pageById(page.id).collection).toBe(page.id);
    }
    expect(pageById('horizonte').title).toBe('Horizonte institucional');
    expect(pageById('docentes').title).toBe('Docentes');
  });

  it("lets every page but the administrators' door report its performance, under its path pattern", () => {
    expect(REPORTING_PAGES.map((p) => p.id)).not.toContain('login');
    expect(REPORTING_PAGES).toHaveLength(PAGES.length - 1);
    expect(VITALS_ROUTES).toEqual(REPORTING_PAGES.map((p) => p.path));
  });
});
