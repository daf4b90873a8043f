/**
 * The public pages of the site (spec §2), each said once: its path, its name and description,
 * the collections it shows, where the menu and the footer list it. The one page registry: the
 * menu, the footer, the headings and the head tags, the admin's "see it on the site" link
 * (PUBLIC_PAGE_OF), sitemap.xml, the site search's page entries, the page files' check
 * (tests/unit/page-files.test.ts), the end-to-end tests and the benchmark read it, and so does
 * the function, for the routes a page-performance report may name (model/vitals.ts). Nothing
 * else spells a public path or a page's name.
 *
 * A new public page is this entry and its one file under web/src/pages/ (docs/architecture.md).
 * Plain data in the model: the function and every part of the web code may import it.
 */
import type { CollectionName } from './collections';

/** The menus of spec §2: the top bar and the submenus under its four parent titles. */
export type MenuId = 'top' | 'institucion' | 'academica' | 'administrativa' | 'servicios';

export interface PageDef {
  id: string;
  path: string;
  /** The page's name (document title, sitemap). */
  title: string;
  /** One or two plain sentences for search results and link previews (meta description). */
  description: string;
  /** The collection whose records the page shows (the page's loader reads it, web/src/site/load-page.ts). */
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
  /**
   * One address per record (`{list}/:slug`): its head tags are the record's own (title, summary,
   * picture, JSON-LD: model/share-pages/), an address with no published record is a 404, and the
   * function's own sitemap lists the addresses (/noticias/sitemap.xml).
   */
  requestTime?: true;
  /**
   * The query parameters the page reads (`/buscar?q=`), in the order its addresses write them.
   * The function renders a page with these alone: any other parameter (a tracker's, a random one)
   * changes nothing on the page, so it never causes a render of its own.
   */
  query?: readonly string[];
  /**
   * A page a visitor reaches from a form or a personal link (the subscription's steps): never
   * indexed (`noindex`), out of sitemap.xml and of the site search's page entries.
   */
  noindex?: true;
}

export const PAGES = [
  {
    id: 'home',
    path: '/',
    title: 'Inicio',
    description:
      'Sitio web institucional: noticias, gestión académica y administrativa, convocatorias y contacto del colegio.',
    collection: 'carousel',
    // The three latest news items and the next three events under the home page's sections.
    alsoLoads: ['noticias', 'eventos'],
    menu: { in: 'top', label: 'Inicio' },
  },
  {
    id: 'resenahistorica',
    path: '/resenahistorica',
    title: 'Reseña histórica',
    description:
      'La historia de la institución educativa: sus orígenes, sus sedes y las personas que la hicieron crecer.',
    collection: 'resenahistorica',
    menu: { in: 'institucion', label: 'Reseña histórica' },
  },
  {
    id: 'horizonte',
    path: '/horizonteinstitucional',
    title: 'Horizonte institucional',
    description: 'Misión, visión, principios y valores que orientan la vida de la institución educativa.',
    collection: 'horizonte',
    menu: { in: 'institucion', label: 'Horizonte institucional' },
  },
  {
    id: 'directivos',
    path: '/directivos',
    title: 'Directivos',
    description: 'El equipo directivo de la institución: rectoría y coordinaciones.',
    collection: 'directivos',
    menu: { in: 'institucion', label: 'Directivos' },
  },
  {
    id: 'administrativos',
    path: '/administrativos',
    title: 'Administrativos',
    description: 'El personal administrativo de la institución: secretaría, pagaduría y servicios de apoyo.',
    collection: 'administrativos',
    menu: { in: 'institucion', label: 'Administrativos' },
  },
  {
    id: 'docentes',
    path: '/docentes',
    title: 'Docentes',
    description: 'Los docentes de la institución, por nivel y área.',
    collection: 'docentes',
    menu: { in: 'institucion', label: 'Docentes' },
  },
  {
    id: 'enfoquepedagogico',
    path: '/enfoquepedagogico',
    title: 'Enfoque pedagógico',
    description: 'El enfoque pedagógico con el que la institución orienta la enseñanza y el aprendizaje.',
    collection: 'enfoquepedagogico',
    menu: { in: 'academica', label: 'Enfoque pedagógico' },
  },
  {
    id: 'modelopedagogico',
    path: '/modelopedagogico',
    title: 'Modelo pedagógico',
    description: 'El modelo pedagógico de la institución y cómo se vive en el aula.',
    collection: 'modelopedagogico',
    menu: { in: 'academica', label: 'Modelo pedagógico' },
  },
  {
    id: 'manualconvivencia',
    path: '/manualconvivencia',
    title: 'Manual de convivencia',
    description:
      'El manual de convivencia de la institución: derechos, deberes y acuerdos de la comunidad educativa.',
    collection: 'manualconvivencia',
    menu: { in: 'academica', label: 'Manual de convivencia' },
  },
  {
    id: 'rendicioncuentas',
    path: '/rendicioncuentas',
    title: 'Rendición de cuentas',
    description: 'Informes de rendición de cuentas de la gestión de la institución educativa.',
    collection: 'rendicioncuentas',
    menu: { in: 'administrativa', label: 'Rendición de cuentas' },
  },
  {
    id: 'tramiteretiros',
    path: '/tramiteretiros',
    title: 'Trámite de retiros',
    description: 'Cómo solicitar el retiro de un estudiante: requisitos, documentos y pasos del trámite.',
    collection: 'tramiteretiros',
    menu: { in: 'servicios', label: 'Trámite de retiros' },
  },
  {
    id: 'protocolobioseguridad',
    path: '/protocolobioseguridad',
    title: 'Protocolo de bioseguridad',
    description: 'El protocolo de bioseguridad de la institución para el cuidado de la comunidad educativa.',
    collection: 'protocolobioseguridad',
    menu: { in: 'servicios', label: 'Protocolo de bioseguridad' },
  },
  {
    id: 'convocatorias',
    path: '/convocatorias',
    title: 'Contratos y convocatorias vigentes',
    description: 'Contratos y convocatorias vigentes de la institución educativa.',
    collection: 'convocatorias',
    menu: { in: 'servicios', label: 'Contratación' },
  },
  {
    id: 'login',
    path: '/login',
    title: 'Iniciar sesión',
    description: 'Ingreso de los administradores del sitio.',
    menu: { in: 'servicios', label: 'Administrar' },
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
  },
  {
    // One entry for the ten categories of the annex: their slugs live in the annex data.
    id: 'transparenciacategoria',
    path: '/transparencia/:category',
    title: 'Transparencia: categoría',
    description: 'Información pública de la institución por categoría, según la Ley 1712 de 2014.',
    collection: 'transparencia',
    alsoLoads: ['transparencianotas'],
    sample: '/transparencia/contratacion',
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
    // A link may start the form filled in (the accessibility statement's "Reportar una barrera").
    query: ['tipo', 'asunto'],
  },
  {
    id: 'pqrsdconsulta',
    path: '/pqrsd/consulta',
    title: 'Consultar una solicitud',
    description:
      'Consulte el estado y la respuesta de su petición, queja, reclamo, sugerencia o denuncia con su número de radicado.',
    // The receipt's and the mail's link fill the look-up.
    query: ['radicado', 'codigo'],
  },
  {
    id: 'contacto',
    path: '/contacto',
    title: 'Contacto',
    description: 'Dirección, teléfonos, correo y formulario de contacto de la institución educativa.',
    menu: { in: 'top', label: 'Contacto' },
  },
  {
    id: 'politicaprivacidad',
    path: '/politica-de-privacidad',
    title: 'Política de privacidad y tratamiento de datos personales',
    description: 'Cómo la institución trata los datos personales de quienes usan este sitio.',
    collection: 'politicaprivacidad',
    footer: true,
  },
  {
    id: 'terminoscondiciones',
    path: '/terminos-y-condiciones',
    title: 'Términos y condiciones',
    description: 'Las condiciones de uso de este sitio web.',
    collection: 'terminoscondiciones',
    footer: true,
  },
  {
    id: 'derechosautor',
    path: '/derechos-de-autor',
    title: 'Política de derechos de autor',
    description: 'La política de derechos de autor sobre los contenidos de este sitio.',
    collection: 'derechosautor',
    footer: true,
  },
  {
    id: 'mapadelsitio',
    path: '/mapa-del-sitio',
    title: 'Mapa del sitio',
    description: 'Todas las páginas del sitio web de la institución, en un solo lugar.',
    footer: true,
  },
  {
    id: 'noticias',
    path: '/noticias',
    title: 'Noticias y circulares',
    description: 'Noticias de la institución y circulares a madres, padres y acudientes.',
    collection: 'noticias',
    // In the top bar, beside Circulares and Eventos: what a parent looks for first.
    menu: { in: 'top', label: 'Noticias' },
    // The kind filter and the page of the list.
    query: ['tipo', 'pagina'],
  },
  {
    // The circulars alone, newest first, each with its PDF one tap away: the same
    // public list as /noticias, filtered by kind.
    id: 'circulares',
    path: '/circulares',
    title: 'Circulares',
    description:
      'Las circulares de la institución a madres, padres y acudientes, la más reciente primero, cada una con su PDF.',
    collection: 'noticias',
    menu: { in: 'top', label: 'Circulares' },
  },
  {
    // One article; its list is its data (the same cached GET as /noticias, filtered by slug).
    id: 'noticia',
    path: '/noticias/:slug',
    title: 'Noticia',
    description: 'Noticia o circular de la institución educativa.',
    collection: 'noticias',
    sample: '/noticias/circular-002-reunion-de-padres-de-familia',
    requestTime: true,
  },
  {
    // The school's calendar: agenda and month view; the whole calendar is /eventos.ics.
    id: 'eventos',
    path: '/eventos',
    title: 'Eventos',
    description:
      'El calendario de la institución: reuniones, jornadas y actividades, para agregar al calendario del celular.',
    collection: 'eventos',
    // In the top bar (a parent looks there first) and in the footer's row of links.
    menu: { in: 'top', label: 'Eventos' },
    footer: true,
  },
  {
    // One event, by the slug the server made from its title (decision 0012, like an article): its
    // head, its schema.org Event, "Agregar a Google Calendar" and its file /eventos/{slug}.ics.
    id: 'evento',
    path: '/eventos/:slug',
    title: 'Evento',
    description:
      'Un evento del calendario de la institución educativa, para agregar al calendario del celular.',
    collection: 'eventos',
    sample: '/eventos/reunion-de-padres-de-familia',
    requestTime: true,
  },
  {
    id: 'other',
    path: '/other',
    title: 'Contenido en preparación',
    description: 'Esta sección del sitio está en preparación.',
  },
  {
    // The albums, newest first; the footer's "Galería de fotos" links here.
    id: 'galeria',
    path: '/galeria',
    title: 'Galería de fotos',
    description: 'Los álbumes de fotos de los actos, ferias y celebraciones de la institución educativa.',
    collection: 'galerias',
  },
  {
    // One album, by the slug the server made from its title: its address exists only once the
    // album does, so the function makes its HTML when asked (decision 0012, like an article).
    id: 'galeriaalbum',
    path: '/galeria/:slug',
    title: 'Galería de fotos: álbum',
    description: 'Un álbum de fotos de la institución educativa.',
    collection: 'galerias',
    sample: '/galeria/feria-de-la-ciencia-2026',
    requestTime: true,
  },
  {
    // Site search (decision 0020): /buscar?q=, rendered with its results; every
    // page's header has its field.
    id: 'buscar',
    path: '/buscar',
    title: 'Buscar en el sitio',
    description: 'Busque noticias, circulares, eventos, documentos y páginas del sitio de la institución.',
    query: ['q'],
  },
  {
    // The "Participa" menu (Resolución 1519 de 2020, Anexo 2, category 6): its six
    // sections, five of them pages of the `participa` collection, rendición de cuentas a link.
    id: 'participa',
    path: '/participa',
    title: 'Participa',
    description:
      'Participe en la gestión de la institución: diagnóstico, planeación y presupuesto, consultas, colaboración, rendición de cuentas y control social.',
    collection: 'participa',
    menu: { in: 'top', label: 'Participa' },
  },
  {
    // One entry for the five sections with a page: their slugs live in model/participa.ts.
    id: 'participaseccion',
    path: '/participa/:seccion',
    title: 'Participa: sección',
    description: 'Espacios de participación ciudadana de la institución educativa y sus resultados.',
    collection: 'participa',
    sample: '/participa/consulta',
  },
  {
    // The accessibility statement (Resolución 1519 de 2020, Anexo 1), in every footer.
    id: 'accesibilidad',
    path: '/accesibilidad',
    title: 'Declaración de accesibilidad',
    description:
      'Cómo la institución cumple las pautas de accesibilidad WCAG 2.1 AA en este sitio, sus limitaciones conocidas y cómo reportar una barrera.',
    collection: 'accesibilidad',
    footer: true,
    footerLabel: 'Accesibilidad',
  },
  // The families' e-mail subscription (decision 0039): the form, its steps and the personal links'
  // pages (each link opens a page with one button that POSTs: mail scanners follow links).
  {
    id: 'suscripcion',
    path: '/suscripcion',
    title: 'Reciba las circulares por correo',
    description:
      'Suscríbase para recibir por correo electrónico las circulares, noticias y eventos que publica la institución.',
    // The school's sede and grades to choose from (sitio.sedesSuscripcion / gradosSuscripcion).
    collection: 'sitio',
    // A page's box preselects its topic (/suscripcion?tema=circulares).
    query: ['tema'],
    noindex: true,
  },
  {
    id: 'suscripcionenviada',
    path: '/suscripcion/revise-su-correo',
    title: 'Revise su correo',
    description: 'Le enviamos un correo para confirmar su suscripción.',
    noindex: true,
  },
  {
    id: 'suscripcionconfirmar',
    path: '/suscripcion/confirmar',
    title: 'Confirmar la suscripción',
    description: 'Confirme su suscripción a las circulares, noticias y eventos de la institución.',
    query: ['t', 'hecho'],
    noindex: true,
  },
  {
    id: 'suscripcionbaja',
    path: '/suscripcion/baja',
    title: 'Cancelar la suscripción',
    description: 'Deje de recibir por correo las circulares, noticias y eventos de la institución.',
    query: ['t', 'hecho'],
    noindex: true,
  },
  {
    id: 'suscripcionpreferencias',
    path: '/suscripcion/preferencias',
    title: 'Preferencias de la suscripción',
    description: 'Elija qué recibe por correo de la institución y cada cuánto.',
    collection: 'sitio',
    query: ['t', 'hecho'],
    noindex: true,
  },
  {
    // «Enterado»: a circular's mail links here with the family's signed token; one button confirms
    // the reading (api/suscripciones/enterado, decision 0039), then `hecho=1` says it is done.
    id: 'suscripcionenterado',
    path: '/suscripcion/enterado',
    title: 'Confirmar la lectura de una circular',
    description: 'Confirme que leyó una circular del colegio, con el enlace personal de su correo.',
    query: ['t', 'hecho'],
    noindex: true,
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

/**
 * The pages whose visits report page performance (POST /api/vitals): every page but /login, the
 * administrators' door (it loads the auth SDK, and is no visitor's page).
 */
export const REPORTING_PAGES: readonly PageDef[] = PAGES.filter((page: PageDef) => page.id !== 'login');
