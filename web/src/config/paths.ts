/**
 * Every route path of the site (spec §2): the public ones come from the page registry
 * (config/pages.ts), the admin ones are built here. Screens and links import from here.
 */
import type { CollectionName } from '@model/public';
import { PAGES, type PageDef, type PageId } from './pages';

/** Path of each public page, by page id (the registry, functions/src/model/pages.ts). */
export const PUBLIC_PATHS = Object.fromEntries(PAGES.map((page) => [page.id, page.path])) as Record<
  PageId,
  string
>;

/**
 * The public page that shows each collection (where an administrator sees an edit land). Every
 * collection has one: pages.test.ts checks it against the model.
 */
export const PUBLIC_PAGE_OF = {
  // The first page that shows a collection (its own or an also-loaded one) is where edits land.
  ...Object.fromEntries(
    [...PAGES]
      .reverse()
      .flatMap((page: PageDef) =>
        [page.collection, ...(page.alsoLoads ?? [])].flatMap((c) => (c ? [[c, page.path]] : [])),
      ),
  ),
  // The school's settings have no page of their own: they frame every page, and the home page
  // shows most of them.
  sitio: '/',
  // The home page shows the three latest; the list is where any item is found.
  noticias: '/noticias',
  // The notice shows above every page's header; the home page is where a visitor first meets it.
  avisos: '/',
} as Record<CollectionName, string>;

/** Id of the admin area's guard route (features/admin/admin-routes.tsx), the parent of every screen. */
export const ADMIN_ROUTE_ID = 'admin';

/** Query parameter of /login that holds the admin address to return to after signing in. */
export const LOGIN_NEXT = 'next';

export const ADMIN_PATHS = {
  home: '/admin',
  /** /{collection}Edit/{id}, as in the spec. */
  edit: (collection: CollectionName, id: string) => `/${collection}Edit/${encodeURIComponent(id)}`,
  /** /{collection}Create, only for collections that allow create. */
  create: (collection: CollectionName) => `/${collection}Create`,
  /** /admin?c={collection}: the chosen collection survives reload and back. */
  list: (collection: CollectionName) => `/admin?c=${collection}`,
  /** The Papelera: deleted records, restorable for 30 days. */
  trash: '/admin/papelera',
  /** The administrators' screen. */
  admins: '/admin/administradores',
  /** Atención al ciudadano's inbox; `?r=radicado` opens one request. */
  pqrsd: '/admin/pqrsd',
  /** "Copia de seguridad". */
  backup: '/admin/copia-de-seguridad',
  /** The ITA checklist. */
  ita: '/admin/indice-transparencia',
  /** «Suscripciones»: the families' counts, addresses (administrators) and notices. */
  suscripciones: '/admin/suscripciones',
  /** A circular's «Enterado» list. */
  enterado: (aviso: string) => `/admin/enterado?aviso=${encodeURIComponent(aviso)}`,
} as const;

/** The Secretaría's console, on the platform's domain (features/secretaria/). */
export const SECRETARIA_PATHS = {
  home: '/secretaria',
  /** A section of the console by its path ('' is the home: the table of schools). */
  section: (path: string) => (path ? `/secretaria/${path}` : '/secretaria'),
} as const;

/**
 * A record's kept versions, for the edit screen's history panel (a fetcher): a loader route with no
 * screen, never a document address (so not in config/areas.ts). Outside ADMIN_PATHS, which the
 * public pages import for their links, so their bundle does not carry it.
 */
export const adminHistoryPath = (collection: CollectionName, id: string) =>
  `/admin/historial/${collection}/${encodeURIComponent(id)}`;

/** /login, remembering the admin address (path and query) to return to after signing in. */
export const loginPath = (next?: string) =>
  next ? `${PUBLIC_PATHS.login}?${LOGIN_NEXT}=${encodeURIComponent(next)}` : PUBLIC_PATHS.login;
