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
  /** One or two plain sentences for search results and link previews (meta description). */
  description: string;
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
    description:
      'Sitio web institucional: noticias, gestión académica y administrativa, convocatorias y contacto del colegio.',
    collection: 'carousel',
    menu: { in: 'top', label: 'Inicio' },
    chunk: 'inicio',
  },
  {
    id: 'resenahistorica',
    path: '/resenahistorica',
    title: 'Reseña histórica',
    description:
      'La historia de la institución educativa: sus orígenes, sus sedes y las personas que la hicieron crecer.',
    collection: 'resenahistorica',
    menu: { in: 'institucion', label: 'Reseña histórica' },
    chunk: 'resena',
  },
  {
    id: 'horizonte',
    path: '/horizonteinstitucional',
    title: 'Horizonte institucional',
    description: 'Misión, visión, principios y valores que orientan la vida de la institución educativa.',
    collection: 'horizonte',
    menu: { in: 'institucion', label: 'Horizonte institucional' },
    chunk: 'horizonte',
  },
  {
    id: 'directivos',
    path: '/directivos',
    title: 'Directivos',
    description: 'El equipo directivo de la institución: rectoría y coordinaciones.',
    collection: 'directivos',
    menu: { in: 'institucion', label: 'Directivos' },
    chunk: 'personal',
  },
  {
    id: 'administrativos',
    path: '/administrativos',
    title: 'Administrativos',
    description: 'El personal administrativo de la institución: secretaría, pagaduría y servicios de apoyo.',
    collection: 'administrativos',
    menu: { in: 'institucion', label: 'Administrativos' },
    chunk: 'personal',
  },
  {
    id: 'docentes',
    path: '/docentes',
    title: 'Docentes',
    description: 'Los docentes de la institución, por nivel y área.',
    collection: 'docentes',
    menu: { in: 'institucion', label: 'Docentes' },
    chunk: 'personal',
  },
  {
    id: 'enfoquepedagogico',
    path: '/enfoquepedagogico',
    title: 'Enfoque pedagógico',
    description: 'El enfoque pedagógico con el que la institución orienta la enseñanza y el aprendizaje.',
    collection: 'enfoquepedagogico',
    menu: { in: 'academica', label: 'Enfoque pedagógico' },
    chunk: 'enfoque',
  },
  {
    id: 'modelopedagogico',
    path: '/modelopedagogico',
    title: 'Modelo pedagógico',
    description: 'El modelo pedagógico de la institución y cómo se vive en el aula.',
    collection: 'modelopedagogico',
    menu: { in: 'academica', label: 'Modelo pedagógico' },
    chunk: 'modelo',
  },
  {
    id: 'manualconvivencia',
    path: '/manualconvivencia',
    title: 'Manual de convivencia',
    description:
      'El manual de convivencia de la institución: derechos, deberes y acuerdos de la comunidad educativa.',
    collection: 'manualconvivencia',
    menu: { in: 'academica', label: 'Manual de convivencia' },
    chunk: 'manual',
  },
  {
    id: 'rendicioncuentas',
    path: '/rendicioncuentas',
    title: 'Rendición de cuentas',
    description: 'Informes de rendición de cuentas de la gestión de la institución educativa.',
    collection: 'rendicioncuentas',
    menu: { in: 'administrativa', label: 'Rendición de cuentas' },
    chunk: 'rendicion',
  },
  {
    id: 'tramiteretiros',
    path: '/tramiteretiros',
    title: 'Trámite de retiros',
    description: 'Cómo solicitar el retiro de un estudiante: requisitos, documentos y pasos del trámite.',
    collection: 'tramiteretiros',
    menu: { in: 'servicios', label: 'Trámite de retiros' },
    chunk: 'retiros',
  },
  {
    id: 'protocolobioseguridad',
    path: '/protocolobioseguridad',
    title: 'Protocolo de bioseguridad',
    description: 'El protocolo de bioseguridad de la institución para el cuidado de la comunidad educativa.',
    collection: 'protocolobioseguridad',
    menu: { in: 'servicios', label: 'Protocolo de bioseguridad' },
    chunk: 'bioseguridad',
  },
  {
    id: 'convocatorias',
    path: '/convocatorias',
    title: 'Contratos y convocatorias vigentes',
    description: 'Contratos y convocatorias vigentes de la institución educativa.',
    collection: 'convocatorias',
    menu: { in: 'servicios', label: 'Contratación' },
    chunk: 'convocatorias',
  },
  {
    id: 'login',
    path: '/login',
    title: 'Iniciar sesión',
    description: 'Ingreso de los administradores del sitio.',
    menu: { in: 'servicios', label: 'Administrar' },
    chunk: 'login',
  },
  {
    id: 'transparencia',
    path: '/transparencia',
    title: 'Transparencia y acceso a la información pública',
    description: 'Transparencia y acceso a la información pública de la institución (Ley 1712 de 2014).',
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
    description: 'Información pública de la institución por categoría, según la Ley 1712 de 2014.',
    collection: 'transparencia',
    alsoLoads: ['transparencianotas'],
    sample: '/transparencia/contratacion',
    chunk: 'transparencia',
  },
  {
    // Atención al ciudadano (Ley 1474 de 2011 art. 76: a link from the home page, the menu and the footer).
    id: 'pqrsd',
    path: '/pqrsd',
    title: 'Atención al ciudadano',
    description:
      'Peticiones, quejas, reclamos, sugerencias, denuncias y solicitudes de información, con número de radicado y plazo de respuesta.',
    menu: { in: 'top', label: 'Atención al ciudadano' },
    footer: true,
    chunk: 'pqrsd',
  },
  {
    id: 'pqrsdconsulta',
    path: '/pqrsd/consulta',
    title: 'Consultar una solicitud',
    description: 'Consulte el estado y la respuesta de su petición, queja, reclamo, sugerencia o denuncia con su número de radicado.',
    chunk: 'pqrsd-consulta',
  },
  {
    id: 'contacto',
    path: '/contacto',
    title: 'Contacto',
    description: 'Dirección, teléfonos, correo y formulario de contacto de la institución educativa.',
    menu: { in: 'top', label: 'Contacto' },
    chunk: 'contacto',
  },
  {
    id: 'politicaprivacidad',
    path: '/politica-de-privacidad',
    title: 'Política de privacidad y tratamiento de datos personales',
    description: 'Cómo la institución trata los datos personales de quienes usan este sitio.',
    collection: 'politicaprivacidad',
    footer: true,
    chunk: 'politicas',
  },
  {
    id: 'terminoscondiciones',
    path: '/terminos-y-condiciones',
    title: 'Términos y condiciones',
    description: 'Las condiciones de uso de este sitio web.',
    collection: 'terminoscondiciones',
    footer: true,
    chunk: 'politicas',
  },
  {
    id: 'derechosautor',
    path: '/derechos-de-autor',
    title: 'Política de derechos de autor',
    description: 'La política de derechos de autor sobre los contenidos de este sitio.',
    collection: 'derechosautor',
    footer: true,
    chunk: 'politicas',
  },
  {
    id: 'mapadelsitio',
    path: '/mapa-del-sitio',
    title: 'Mapa del sitio',
    description: 'Todas las páginas del sitio web de la institución, en un solo lugar.',
    footer: true,
    chunk: 'mapa',
  },
  {
    id: 'other',
    path: '/other',
    title: 'Contenido en preparación',
    description: 'Esta sección del sitio está en preparación.',
    chunk: 'otra',
  },
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
