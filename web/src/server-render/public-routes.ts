/**
 * Every fixed address a visitor or a crawler may land on, from the page registry: each public
 * page, and one address per category of the transparency annex for `/transparencia/:category`.
 * sitemap.xml lists them; a record's page (an article, an album) is the function's own sitemap's.
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
}

const descriptionOf = (page: PageDef) => PAGE_DESCRIPTIONS[page.id as PageId];

export function publicRoutes(): PublicRoute[] {
  // /login is the admin area's (config/areas.ts): not for search engines or link previews.
  return PAGES.filter((page: PageDef) => !isAdminAreaPath(page.path)).flatMap((page: PageDef): PublicRoute[] => {
    // One address per record (an article, an album): the function's sitemap (decision 0012).
    if (page.requestTime) return [];
    if (!page.path.includes(':')) {
      return [{ page, path: page.path, title: page.title, description: descriptionOf(page) }];
    }
    if (page.id !== 'transparenciacategoria') {
      throw new Error(`La página ${page.id} tiene un parámetro y no se sabe qué direcciones listar.`);
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
