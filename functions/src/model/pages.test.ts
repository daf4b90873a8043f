import { describe, expect, it } from 'vitest';
import { PAGES, pageShowing, REPORTING_PAGES } from './pages';
import { VITALS_ROUTES } from './vitals';

describe('page registry', () => {
  it('has one page per id and per path', () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
  });

  it('finds the first page that shows a collection as its own (its name is that page\'s heading)', () => {
    expect(pageShowing('horizonte').title).toBe('Horizonte institucional');
    expect(pageShowing('docentes').title).toBe('Docentes');
    // Two pages show the transparency collection; the first is its own page.
    expect(pageShowing('transparencia').path).toBe('/transparencia');
  });

  it('lets every page but the administrators\' door report its performance, under its path pattern', () => {
    expect(REPORTING_PAGES.map((p) => p.id)).not.toContain('login');
    expect(REPORTING_PAGES).toHaveLength(PAGES.length - 1);
    expect(VITALS_ROUTES).toEqual(REPORTING_PAGES.map((p) => p.path));
  });
});
