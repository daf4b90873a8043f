/**
 * Every fixed address a visitor or a crawler may land on, from the page registry: each public
 * page, and one address per category of the transparency annex for `/transparencia/:category`
 * and per Participa section for `/participa/:seccion`.
 * sitemap.xml lists them; a record's page (an article, an album) is the function's own sitemap's.
 */
import { PARTICIPA_PAGES, TRANSPARENCY_ANNEX } from '@model/public';
import { isAdminAreaPath } from '@/config/areas';
import { PAGES, type PageDef } from '@/config/pages';

export interface PublicRoute {
  page: PageDef;
  /** The real address (a parameter filled in). */
  path: string;
  /** The page's name for <title> and the preview (a category's own name on its page). */
  title: string;
  description: string;
}

const descriptionOf = (page: PageDef) => page.description;

/** One address of a page with a parameter: the parameter's value, its title and description. */
export interface ParamAddress {
  value: string;
  title: string;
  description: string;
}

/**
 * The addresses of a page whose path has a parameter and a fixed list of values (a transparency
 * category, a Participa section), each titled as its page titles itself; undefined for any other
 * page. The function's 404s and head tags and the sitemap read it.
 */
export function paramAddresses(page: PageDef): ParamAddress[] | undefined {
  if (page.id === 'transparenciacategoria') {
    return TRANSPARENCY_ANNEX.map((category) => ({
      value: category.slug,
      // As the page titles itself (transparency-page.tsx).
      title: `${category.number}. ${category.name} | Transparencia`,
      description: `${category.name}: ${descriptionOf(page)}`,
    }));
  }
  if (page.id === 'participaseccion') {
    return PARTICIPA_PAGES.map((section) => ({
      value: section.slug,
      // As the page titles itself (participa-page.tsx).
      title: `${section.name} | Participa`,
      description: `${section.name}: ${section.purpose}`,
    }));
  }
  return undefined;
}

export function publicRoutes(): PublicRoute[] {
  // /login is the admin area's (config/areas.ts): not for search engines or link previews.
  // A page a personal link opens (`noindex`) is no address for a crawler either.
  return PAGES.filter((page: PageDef) => !isAdminAreaPath(page.path) && !page.noindex).flatMap(
    (page: PageDef): PublicRoute[] => {
      // One address per record (an article, an album): the function's sitemap (decision 0012).
      if (page.requestTime) return [];
      // A subscription's step or personal link: no crawler's page.
      if (page.noindex) return [];
      if (!page.path.includes(':')) {
        return [{ page, path: page.path, title: page.title, description: descriptionOf(page) }];
      }
      const addresses = paramAddresses(page);
      if (!addresses) {
        throw new Error(`La página ${page.id} tiene un parámetro y no se sabe qué direcciones listar.`);
      }
      return addresses.map(({ value, title, description }) => ({
        page,
        path: page.path.replace(/:[a-z]+/, value),
        title,
        description,
      }));
    },
  );
}

/**
 * A page's head from the registry: its title and description, a category's or section's own on
 * its page (`param`: the address's parameter). The home page is the school's `website`.
 */
export function registryHead(
  page: PageDef,
  param?: string,
): { title: string; description: string; type?: 'website'; noindex?: boolean } {
  const address = param === undefined ? undefined : paramAddresses(page)?.find((a) => a.value === param);
  return {
    title: address?.title ?? page.title,
    description: address?.description ?? descriptionOf(page),
    ...(page.path === '/' ? { type: 'website' as const } : {}),
    ...(page.noindex ? { noindex: true } : {}),
  };
}
