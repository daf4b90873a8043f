/**
 * Every route path of the site (spec §2): the public ones come from the page registry
 * (config/pages.ts), the admin ones are built here. Screens and links import from here.
 */
import type { CollectionName } from '@model/public';
import { PAGES, type PageId } from './pages';

/** Path of each public page, by page id (config/pages.ts). */
export const PUBLIC_PATHS = Object.fromEntries(PAGES.map((page) => [page.id, page.path])) as Record<
  PageId,
  string
>;

/**
 * The public page that shows each collection (where an administrator sees an edit land). Every
 * collection has one: pages.test.ts checks it against the model.
 */
export const PUBLIC_PAGE_OF = {
  ...Object.fromEntries(PAGES.flatMap((page) => ('collection' in page ? [[page.collection, page.path]] : []))),
  // The school's settings have no page of their own: they frame every page, and the home page
  // shows most of them.
  sitio: '/',
  // Until the transparency pages are in the registry (issue 15 part 2, in progress).
  transparencia: '/transparencia',
  transparencianotas: '/transparencia',
  politicaprivacidad: '/politica-de-privacidad',
  terminoscondiciones: '/terminos-y-condiciones',
  derechosautor: '/derechos-de-autor',
} as Record<CollectionName, string>;

/** Id of the route that holds the admin area and its loader (useRouteLoaderData). */
export const ADMIN_ROUTE_ID = 'admin';

export const ADMIN_PATHS = {
  home: '/admin',
  /** /{collection}Edit/{id}, as in the spec. */
  edit: (collection: CollectionName, id: string) => `/${collection}Edit/${encodeURIComponent(id)}`,
  /** /{collection}Create, only for collections that allow create. */
  create: (collection: CollectionName) => `/${collection}Create`,
  /** /admin?c={collection}: the chosen collection survives reload and back. */
  list: (collection: CollectionName) => `/admin?c=${collection}`,
} as const;
