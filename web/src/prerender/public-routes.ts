/**
 * Every address a visitor or a crawler may land on, from the page registry: each public page,
 * and one address per category of the transparency annex for `/transparencia/:category`. The
 * prerender writes one HTML file per address and sitemap.xml lists them; nothing else does.
 */
import { TRANSPARENCY_ANNEX } from '@model/public';
import { isAdminAreaPath } from '@/config/areas';
import { PAGE_DESCRIPTIONS, PAGES, type PageDef, type PageId } from '@/config/pages';

export interface PublicRoute {
  page: PageDef;
  /** The real address (a parameter filled in). */
  path: string;
  /** The page's name for <title> and the preview (a category's own name on its page). */
  title: string;
  description: string;
  /**
   * A request-time page's template (PageDef.requestTime), not an address of its own: no sitemap
   * entry, and `noindex` (the function drops it when it fills the file in for a record).
   */
  template?: true;
}

const descriptionOf = (page: PageDef) => PAGE_DESCRIPTIONS[page.id as PageId];

export function publicRoutes(): PublicRoute[] {
  // /login is the admin area's (config/areas.ts): not for search engines or link previews.
  return PAGES.filter((page: PageDef) => !isAdminAreaPath(page.path)).flatMap((page: PageDef): PublicRoute[] => {
    // Made by the function at request time (decision 0012), from a template: its list page's
    // file when they share a chunk, else a file of its own, written here.
    if (page.requestTime) {
      const { template } = page.requestTime;
      if (PAGES.some((other: PageDef) => other.path === template)) return [];
      return [{ page, path: template, title: page.title, description: descriptionOf(page), template: true }];
    }
    if (!page.path.includes(':')) {
      return [{ page, path: page.path, title: page.title, description: descriptionOf(page) }];
    }
    if (page.id !== 'transparenciacategoria') {
      throw new Error(`La página ${page.id} tiene un parámetro y no se sabe qué direcciones prerenderizar.`);
    }
    return TRANSPARENCY_ANNEX.map((category) => ({
      page,
      path: page.path.replace(':category', category.slug),
      // As the page titles itself (transparency-page.tsx).
      title: `${category.number}. ${category.name} | Transparencia`,
      description: `${category.name}: ${descriptionOf(page)}`,
    }));
  });
}
