/**
 * The public pages of the site (spec §2), each said once: its path, its name, the collection it
 * shows, where the menu lists it and the name of its code chunk. The route tables
 * (app/public-routes.tsx, app/admin-router.tsx), the menu (components/layout/nav-items.ts), the
 * admin's "see it on the site" link (PUBLIC_PAGE_OF), the end-to-end tests and the benchmark read
 * this list; nothing else spells a public path.
 *
 * Plain data, so every layer may import it; the page modules themselves are attached to these
 * ids by the route table, which is the one place allowed to import every feature.
 */
import type { CollectionName } from '@model/public';

/** The menus of spec §2: the top bar and the submenus under its four parent titles. */
export type MenuId = 'top' | 'institucion' | 'academica' | 'administrativa' | 'servicios';

export interface PageDef {
  id: string;
  path: string;
  /** The page's name (document title, sitemap). */
  title: string;
  /** The collection whose records the page shows; its route loads them with the chunk. */
  collection?: CollectionName;
  /** Further collections the page shows, loaded in parallel with the first. */
  alsoLoads?: readonly CollectionName[];
  /**
   * Where the menu lists it, with the label written in spec §2; order is this list's order.
   * `highlight`: the entry stands out in the bar (the law asks Transparencia to be easy to find).
   */
  menu?: { in: MenuId; label: string; highlight?: boolean };
  /**
   * A page whose path has a parameter (`/transparencia/:category`): one real address of it, for
   * the end-to-end checks and the benchmark.
   */
  sample?: string;
  /** Listed in the footer's links (transparency and the legal policies, Anexo 2 §2.3). */
  footer?: boolean;
  /** File name of the page's JS chunk (several pages may share one). */
  chunk: string;
}

export const PAGES = [
  {
    id: 'home',
    path: '/',
    title: 'Inicio',
    collection: 'carousel',
    menu: { in: 'top', label: 'Inicio' },
    chunk: 'inicio',
  },
  {
    id: 'resenahistorica',
    path: '/resenahistorica',
    title: 'Reseña histórica',
    collection: 'resenahistorica',
    menu: { in: 'institucion', label: 'Reseña histórica' },
    chunk: 'resena',
  },
  {
    id: 'horizonte',
    path: '/horizonteinstitucional',
    title: 'Horizonte institucional',
    collection: 'horizonte',
    menu: { in: 'institucion', label: 'Horizonte institucional' },
    chunk: 'horizonte',
  },
  {
    id: 'directivos',
    path: '/directivos',
    title: 'Directivos',
    collection: 'directivos',
    menu: { in: 'institucion', label: 'Directivos' },
    chunk: 'personal',
  },
  {
    id: 'administrativos',
    path: '/administrativos',
    title: 'Administrativos',
    collection: 'administrativos',
    menu: { in: 'institucion', label: 'Administrativos' },
    chunk: 'personal',
  },
  {
    id: 'docentes',
    path: '/docentes',
    title: 'Docentes',
    collection: 'docentes',
    menu: { in: 'institucion', label: 'Docentes' },
    chunk: 'personal',
  },
  {
    id: 'enfoquepedagogico',
    path: '/enfoquepedagogico',
    title: 'Enfoque pedagógico',
    collection: 'enfoquepedagogico',
    menu: { in: 'academica', label: 'Enfoque pedagógico' },
    chunk: 'enfoque',
  },
  {
    id: 'modelopedagogico',
    path: '/modelopedagogico',
    title: 'Modelo pedagógico',
    collection: 'modelopedagogico',
    menu: { in: 'academica', label: 'Modelo pedagógico' },
    chunk: 'modelo',
  },
  {
    id: 'manualconvivencia',
    path: '/manualconvivencia',
    title: 'Manual de convivencia',
    collection: 'manualconvivencia',
    menu: { in: 'academica', label: 'Manual de convivencia' },
    chunk: 'manual',
  },
  {
    id: 'rendicioncuentas',
    path: '/rendicioncuentas',
    title: 'Rendición de cuentas',
    collection: 'rendicioncuentas',
    menu: { in: 'administrativa', label: 'Rendición de cuentas' },
    chunk: 'rendicion',
  },
  {
    id: 'tramiteretiros',
    path: '/tramiteretiros',
    title: 'Trámite de retiros',
    collection: 'tramiteretiros',
    menu: { in: 'servicios', label: 'Trámite de retiros' },
    chunk: 'retiros',
  },
  {
    id: 'protocolobioseguridad',
    path: '/protocolobioseguridad',
    title: 'Protocolo de bioseguridad',
    collection: 'protocolobioseguridad',
    menu: { in: 'servicios', label: 'Protocolo de bioseguridad' },
    chunk: 'bioseguridad',
  },
  {
    id: 'convocatorias',
    path: '/convocatorias',
    title: 'Contratos y convocatorias vigentes',
    collection: 'convocatorias',
    menu: { in: 'servicios', label: 'Contratación' },
    chunk: 'convocatorias',
  },
  {
    id: 'login',
    path: '/login',
    title: 'Iniciar sesión',
    menu: { in: 'servicios', label: 'Administrar' },
    chunk: 'login',
  },
  {
    id: 'transparencia',
    path: '/transparencia',
    title: 'Transparencia y acceso a la información pública',
    collection: 'transparencia',
    alsoLoads: ['transparencianotas'],
    menu: { in: 'top', label: 'Transparencia', highlight: true },
    footer: true,
    chunk: 'transparencia',
  },
  {
    // One entry for the ten categories of the annex: their slugs live in the annex data, which
    // only the transparency chunk loads (the menu and this registry are in every page's entry).
    id: 'transparenciacategoria',
    path: '/transparencia/:category',
    title: 'Transparencia: categoría',
    collection: 'transparencia',
    alsoLoads: ['transparencianotas'],
    sample: '/transparencia/contratacion',
    chunk: 'transparencia',
  },
  {
    id: 'contacto',
    path: '/contacto',
    title: 'Contacto',
    menu: { in: 'top', label: 'Contacto' },
    chunk: 'contacto',
  },
  {
    id: 'politicaprivacidad',
    path: '/politica-de-privacidad',
    title: 'Política de privacidad y tratamiento de datos personales',
    collection: 'politicaprivacidad',
    footer: true,
    chunk: 'politicas',
  },
  {
    id: 'terminoscondiciones',
    path: '/terminos-y-condiciones',
    title: 'Términos y condiciones',
    collection: 'terminoscondiciones',
    footer: true,
    chunk: 'politicas',
  },
  {
    id: 'derechosautor',
    path: '/derechos-de-autor',
    title: 'Política de derechos de autor',
    collection: 'derechosautor',
    footer: true,
    chunk: 'politicas',
  },
  { id: 'mapadelsitio', path: '/mapa-del-sitio', title: 'Mapa del sitio', footer: true, chunk: 'mapa' },
  { id: 'other', path: '/other', title: 'Contenido en preparación', chunk: 'otra' },
] as const satisfies readonly PageDef[];

export type PageId = (typeof PAGES)[number]['id'];

/** The pages a menu lists, in menu order. */
export function pagesIn(menu: MenuId): PageDef[] {
  return PAGES.filter((page: PageDef) => page.menu?.in === menu);
}

/** The pages the footer links to, in registry order. */
export function footerPages(): PageDef[] {
  return PAGES.filter((page: PageDef) => page.footer);
}

/** A real address of the page: its path, or its sample when the path has a parameter. */
export function addressOf(page: PageDef): string {
  return page.sample ?? page.path;
}

export function pageById(id: PageId): PageDef {
  return PAGES.find((page) => page.id === id)!;
}
