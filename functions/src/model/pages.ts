/**
 * The public pages of the site (spec §2), each said once: its path, its name, the collection it
 * shows, where the menu lists it and the name of its code chunk; its meta description beside it
 * (PAGE_DESCRIPTIONS). The one page registry: the SPA's
 * route tables, menu, footer, document titles and headings, the admin's "see it on the site" link
 * (PUBLIC_PAGE_OF), the prerendered pages and the sitemap, the end-to-end tests and the benchmark
 * read it, and so does the function, for the routes a page-performance report may name
 * (model/vitals.ts). Nothing else spells a public path or a page's name.
 *
 * Plain data in the model (the function deploys only functions/, and `@model/public` brings no
 * zod): every layer of the SPA may import it. The page modules themselves are attached to these
 * ids by the SPA's route table (web/src/app/page-views.tsx), the one place that imports every
 * feature.
 */
import type { CollectionName } from './collections';


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
  /** The footer link's words, when shorter than the title ("Accesibilidad"); else the menu label or title. */
  footerLabel?: string;
  /** File name of the page's JS chunk (several pages may share one). */
  chunk: string;
  /**
   * One address per record (`{list}/:slug`): its head tags are the record's own (title, summary,
   * picture, JSON-LD: functions/src/share-pages/), an address with no published record is a 404,
   * and the function's sitemap lists the addresses (decision 0012; every page is rendered by the
   * function since issue 47, decision 0019).
   */
  requestTime?: true;
  /**
   * The query parameters the page reads (`/buscar?q=`), in the order its addresses write them.
   * The function renders a page with these alone: any other parameter (a tracker's, a random one)
   * changes nothing on the page, so it never causes a render of its own.
   */
  query?: readonly string[];
}

export const PAGES = [
  {
    id: 'home',
    path: '/',
    title: 'Inicio',
    collection: 'carousel',
    // The three latest news items and the next three events under the home page's sections.
    alsoLoads: ['noticias', 'eventos'],
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
    // Atención al ciudadano (Ley 1474 de 2011 art. 76: a link from the home page, the menu and the footer).
    id: 'pqrsd',
    path: '/pqrsd',
    title: 'Atención al ciudadano',
    menu: { in: 'top', label: 'Atención al ciudadano' },
    footer: true,
    // A link may start the form filled in (the accessibility statement's "Reportar una barrera").
    query: ['tipo', 'asunto'],
    chunk: 'pqrsd',
  },
  {
    id: 'pqrsdconsulta',
    path: '/pqrsd/consulta',
    title: 'Consultar una solicitud',
    // The receipt's and the mail's link fill the look-up.
    query: ['radicado', 'codigo'],
    chunk: 'pqrsd-consulta',
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
  {
    id: 'mapadelsitio',
    path: '/mapa-del-sitio',
    title: 'Mapa del sitio',
    footer: true,
    chunk: 'mapa',
  },
  {
    id: 'noticias',
    path: '/noticias',
    title: 'Noticias y circulares',
    collection: 'noticias',
    // In the top bar, beside Circulares and Eventos: what a parent looks for first (issue 48).
    menu: { in: 'top', label: 'Noticias' },
    // The kind filter and the page of the list.
    query: ['tipo', 'pagina'],
    chunk: 'noticias',
  },
  {
    // The circulars alone, newest first, each with its PDF one tap away (issue 48): the same
    // public list as /noticias, filtered by kind.
    id: 'circulares',
    path: '/circulares',
    title: 'Circulares',
    collection: 'noticias',
    menu: { in: 'top', label: 'Circulares' },
    chunk: 'circulares',
  },
  {
    // One article; its list is its data (the same cached GET as /noticias, filtered by slug).
    id: 'noticia',
    path: '/noticias/:slug',
    title: 'Noticia',
    collection: 'noticias',
    sample: '/noticias/circular-002-reunion-de-padres-de-familia',
    // Its own template: the article's frame and chunk. `_` is in no slug the server makes, so the
    // file never stands in an article's address (Hosting serves a file before the rewrite).
    requestTime: true,
    chunk: 'noticia',
  },
  {
    // The school's calendar: agenda and month view; the whole calendar is /eventos.ics.
    id: 'eventos',
    path: '/eventos',
    title: 'Eventos',
    collection: 'eventos',
    // In the top bar (issue 48: a parent looks there first) and in the footer's row of links.
    menu: { in: 'top', label: 'Eventos' },
    footer: true,
    chunk: 'eventos',
  },
  {
    id: 'other',
    path: '/other',
    title: 'Contenido en preparación',
    chunk: 'otra',
  },
  {
    // The albums, newest first (issue 25); the footer's "Galería de fotos" links here.
    id: 'galeria',
    path: '/galeria',
    title: 'Galería de fotos',
    collection: 'galerias',
    chunk: 'galeria',
  },
  {
    // One album, by the slug the server made from its title: its address exists only once the
    // album does, so the function makes its HTML when asked (decision 0012, like an article).
    id: 'galeriaalbum',
    path: '/galeria/:slug',
    title: 'Galería de fotos: álbum',
    collection: 'galerias',
    sample: '/galeria/feria-de-la-ciencia-2026',
    requestTime: true,
    chunk: 'galeria',
  },
  {
    // Site search (issue 48, decision 0020): /buscar?q=, rendered with its results; every
    // page's header has its field.
    id: 'buscar',
    path: '/buscar',
    title: 'Buscar en el sitio',
    query: ['q'],
    chunk: 'buscar',
  },
  {
    // The "Participa" menu (issue 50; Resolución 1519 de 2020, Anexo 2, category 6): its six
    // sections, five of them pages of the `participa` collection, rendición de cuentas a link.
    id: 'participa',
    path: '/participa',
    title: 'Participa',
    collection: 'participa',
    menu: { in: 'top', label: 'Participa' },
    chunk: 'participa',
  },
  {
    // One entry for the five sections with a page: their slugs live in model/participa.ts, which
    // only the Participa chunk loads (this registry is in every page's entry).
    id: 'participaseccion',
    path: '/participa/:seccion',
    title: 'Participa: sección',
    collection: 'participa',
    sample: '/participa/consulta',
    chunk: 'participa',
  },
  {
    // The accessibility statement (issue 50; Resolución 1519 de 2020, Anexo 1), in every footer.
    id: 'accesibilidad',
    path: '/accesibilidad',
    title: 'Declaración de accesibilidad',
    collection: 'accesibilidad',
    footer: true,
    footerLabel: 'Accesibilidad',
    chunk: 'accesibilidad',
  },
] as const satisfies readonly PageDef[];

export type PageId = (typeof PAGES)[number]['id'];

/**
 * Each page's meta description: one or two plain sentences for search results and link previews.
 * Apart from PAGES because only the prerender reads them, at build time: a constant the public
 * bundle never references is left out of it (0.6 KB gzip on every first visit, measured). Typed
 * by page id, so a page added to the registry without its description does not compile.
 */
export const PAGE_DESCRIPTIONS: { [P in PageId]: string } = {
  home:
    'Sitio web institucional: noticias, gestión académica y administrativa, convocatorias y contacto del colegio.',
  resenahistorica:
    'La historia de la institución educativa: sus orígenes, sus sedes y las personas que la hicieron crecer.',
  horizonte: 'Misión, visión, principios y valores que orientan la vida de la institución educativa.',
  directivos: 'El equipo directivo de la institución: rectoría y coordinaciones.',
  administrativos:
    'El personal administrativo de la institución: secretaría, pagaduría y servicios de apoyo.',
  docentes: 'Los docentes de la institución, por nivel y área.',
  enfoquepedagogico: 'El enfoque pedagógico con el que la institución orienta la enseñanza y el aprendizaje.',
  modelopedagogico: 'El modelo pedagógico de la institución y cómo se vive en el aula.',
  manualconvivencia:
    'El manual de convivencia de la institución: derechos, deberes y acuerdos de la comunidad educativa.',
  rendicioncuentas: 'Informes de rendición de cuentas de la gestión de la institución educativa.',
  tramiteretiros: 'Cómo solicitar el retiro de un estudiante: requisitos, documentos y pasos del trámite.',
  protocolobioseguridad:
    'El protocolo de bioseguridad de la institución para el cuidado de la comunidad educativa.',
  convocatorias: 'Contratos y convocatorias vigentes de la institución educativa.',
  login: 'Ingreso de los administradores del sitio.',
  transparencia: 'Transparencia y acceso a la información pública de la institución (Ley 1712 de 2014).',
  transparenciacategoria: 'Información pública de la institución por categoría, según la Ley 1712 de 2014.',
  pqrsd:
    'Peticiones, quejas, reclamos, sugerencias, denuncias y solicitudes de información, con número de radicado y plazo de respuesta.',
  pqrsdconsulta:
    'Consulte el estado y la respuesta de su petición, queja, reclamo, sugerencia o denuncia con su número de radicado.',
  contacto: 'Dirección, teléfonos, correo y formulario de contacto de la institución educativa.',
  politicaprivacidad: 'Cómo la institución trata los datos personales de quienes usan este sitio.',
  terminoscondiciones: 'Las condiciones de uso de este sitio web.',
  derechosautor: 'La política de derechos de autor sobre los contenidos de este sitio.',
  mapadelsitio: 'Todas las páginas del sitio web de la institución, en un solo lugar.',
  other: 'Esta sección del sitio está en preparación.',
  noticias: 'Noticias de la institución y circulares a madres, padres y acudientes.',
  noticia: 'Noticia o circular de la institución educativa.',
  circulares: 'Las circulares de la institución a madres, padres y acudientes, la más reciente primero, cada una con su PDF.',
  galeria: 'Los álbumes de fotos de los actos, ferias y celebraciones de la institución educativa.',
  galeriaalbum: 'Un álbum de fotos de la institución educativa.',
  eventos: 'El calendario de la institución: reuniones, jornadas y actividades, para agregar al calendario del celular.',
  buscar: 'Busque noticias, circulares, eventos, documentos y páginas del sitio de la institución.',
  participa:
    'Participe en la gestión de la institución: diagnóstico, planeación y presupuesto, consultas, colaboración, rendición de cuentas y control social.',
  participaseccion: 'Espacios de participación ciudadana de la institución educativa y sus resultados.',
  accesibilidad:
    'Cómo la institución cumple las pautas de accesibilidad WCAG 2.1 AA en este sitio, sus limitaciones conocidas y cómo reportar una barrera.',
};

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

/**
 * The pages whose visits report page performance (POST /api/vitals): every page but /login, the
 * administrators' door (it loads the auth SDK, and is no visitor's page). Marked pure: a module
 * with a top-level call the bundler must keep makes it split the public entry into more chunks,
 * to keep the order in which modules run (measured: +1.5 KB gzip on every first visit).
 */
export const REPORTING_PAGES: readonly PageDef[] = /* @__PURE__ */ PAGES.filter((page: PageDef) => page.id !== 'login');
