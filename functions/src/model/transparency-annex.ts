/**
 * The transparency menu of Resolución MinTIC 1519 de 2020, Anexo 2, numeral 2.4.2: the ten
 * numbered categories and their sub-items, in the annex's order and with its names. The
 * Procuraduría's ITA index checks the section against this structure item by item, so the names
 * are the annex's own (without its closing periods) and never paraphrased.
 *
 * Sources read to confirm the wording (the annex itself is a PDF on mintic.gov.co):
 * - Unidad Administrativa Especial de Servicios Públicos, "Transparencia y Acceso a la Información
 *   Pública", https://uaesp.gov.co/print/3036 (category 1, sub-items 1.1–1.13, in the annex order);
 * - Matriz ITA 2021 de la Procuraduría (numeral 2.4.2 Anexo No. 2: a category that does not apply
 *   must say why), https://es.scribd.com/document/536808723;
 * - public sites of sujetos obligados that copy the annex tree with its numbers (2.1–2.3, 3.1–3.5,
 *   4.1–4.10, 6.1–6.2, 7.1–7.2, 10.1–10.2), e.g. https://www.indervalledupar.gov.co/en/contratacion
 *   and https://transitocesar.gov.co/descripcion-general-del-menu-participa.
 *
 * Plain data on purpose: the admin form, the server validation, the seed and (later) the public
 * /transparencia pages all read it, and none of them needs more than names, numbers and slugs.
 */
/**
 * A page of this site that already covers a sub-item: the transparency tree links there instead of
 * repeating it (the annex forbids duplicated information) and never calls the sub-item empty. Data,
 * not code: a test checks every path against the page registry, so a renamed page fails the build.
 */
export interface CoveredBy {
  /** A public page's path (pages.ts), optionally with a #fragment. */
  path: string;
  /** How the link names that page: «{label}». */
  label: string;
}

export interface AnnexSubitem {
  /** The annex's number, e.g. "1.1": also the value stored in an entry's `subitem`. */
  number: string;
  name: string;
  /** URL-safe, unique across the whole annex (an anchor on the category page). */
  slug: string;
  coveredBy?: CoveredBy;
  /** A report the site computes itself and shows under the sub-item: the PQRSD report. */
  report?: 'pqrsd';
}

export interface AnnexCategory {
  number: number;
  name: string;
  /** The segment of /transparencia/{slug}. */
  slug: string;
  subitems: readonly AnnexSubitem[];
}

export const TRANSPARENCY_ANNEX: readonly AnnexCategory[] = [
  {
    number: 1,
    name: 'Información de la entidad',
    slug: 'informacion-de-la-entidad',
    subitems: [
      {
        number: '1.1',
        name: 'Misión, visión, funciones y deberes',
        slug: 'mision-vision-funciones-y-deberes',
      },
      { number: '1.2', name: 'Estructura orgánica - Organigrama', slug: 'estructura-organica-organigrama' },
      {
        number: '1.3',
        name: 'Mapas y Cartas descriptivas de los procesos',
        slug: 'mapas-y-cartas-descriptivas-de-los-procesos',
      },
      {
        number: '1.4',
        name: 'Directorio Institucional incluyendo sedes, oficinas, sucursales, o regionales, y dependencias',
        slug: 'directorio-institucional',
      },
      {
        number: '1.5',
        name: 'Directorio de servidores públicos, empleados o contratistas',
        slug: 'directorio-de-servidores-publicos-empleados-o-contratistas',
      },
      { number: '1.6', name: 'Directorio de entidades', slug: 'directorio-de-entidades' },
      {
        number: '1.7',
        name: 'Directorio de agremiaciones, asociaciones y otros grupos de interés',
        slug: 'directorio-de-agremiaciones-asociaciones-y-otros-grupos-de-interes',
      },
      {
        number: '1.8',
        name: 'Servicio al público, normas, formularios y protocolos de atención',
        slug: 'servicio-al-publico-normas-formularios-y-protocolos-de-atencion',
      },
      {
        number: '1.9',
        name: 'Procedimientos que se siguen para tomar decisiones en las diferentes áreas',
        slug: 'procedimientos-para-tomar-decisiones',
      },
      {
        number: '1.10',
        name: 'Mecanismo de presentación directa de solicitudes, quejas y reclamos a disposición del público en relación con acciones u omisiones del sujeto obligado',
        slug: 'mecanismo-de-presentacion-de-solicitudes-quejas-y-reclamos',
        // The site's own PQRSD form (Ley 1755 de 2015) is that mechanism.
        coveredBy: { path: '/pqrsd', label: 'Atención al ciudadano: radicar una PQRSD' },
      },
      {
        number: '1.11',
        name: 'Calendario de actividades y eventos',
        slug: 'calendario-de-actividades-y-eventos',
        coveredBy: { path: '/eventos', label: 'Calendario de eventos' },
      },
      {
        number: '1.12',
        name: 'Información sobre decisiones que puede afectar al público',
        slug: 'informacion-sobre-decisiones-que-puede-afectar-al-publico',
      },
      {
        number: '1.13',
        name: 'Entes y autoridades que lo vigilan',
        slug: 'entes-y-autoridades-que-lo-vigilan',
      },
      { number: '1.14', name: 'Publicación de hojas de vida', slug: 'publicacion-de-hojas-de-vida' },
    ],
  },
  {
    number: 2,
    name: 'Normativa',
    slug: 'normativa',
    subitems: [
      // The school's own norms: its manual de convivencia is the first of them.
      {
        number: '2.1',
        name: 'Normativa de la entidad o autoridad',
        slug: 'normativa-de-la-entidad-o-autoridad',
        coveredBy: { path: '/manualconvivencia', label: 'Manual de convivencia' },
      },
      { number: '2.2', name: 'Búsqueda de normas', slug: 'busqueda-de-normas' },
      {
        number: '2.3',
        name: 'Proyectos de normas para comentarios',
        slug: 'proyectos-de-normas-para-comentarios',
      },
    ],
  },
  {
    number: 3,
    name: 'Contratación',
    slug: 'contratacion',
    subitems: [
      { number: '3.1', name: 'Plan Anual de Adquisiciones', slug: 'plan-anual-de-adquisiciones' },
      {
        number: '3.2',
        name: 'Publicación de la información contractual',
        slug: 'publicacion-de-la-informacion-contractual',
        coveredBy: { path: '/convocatorias', label: 'Contratos y convocatorias vigentes' },
      },
      {
        number: '3.3',
        name: 'Publicación de la ejecución de los contratos',
        slug: 'publicacion-de-la-ejecucion-de-los-contratos',
      },
      {
        number: '3.4',
        name: 'Manual de contratación, adquisición y/o compras',
        slug: 'manual-de-contratacion-adquisicion-y-compras',
      },
      {
        number: '3.5',
        name: 'Formatos o modelos de contratos o pliegos tipo',
        slug: 'formatos-o-modelos-de-contratos-o-pliegos-tipo',
      },
    ],
  },
  {
    number: 4,
    name: 'Planeación, presupuesto e informes',
    slug: 'planeacion-presupuesto-e-informes',
    subitems: [
      {
        number: '4.1',
        name: 'Presupuesto general de ingresos, gastos e inversión',
        slug: 'presupuesto-general-de-ingresos-gastos-e-inversion',
      },
      { number: '4.2', name: 'Ejecución presupuestal', slug: 'ejecucion-presupuestal' },
      { number: '4.3', name: 'Plan de Acción', slug: 'plan-de-accion' },
      { number: '4.4', name: 'Proyectos de Inversión', slug: 'proyectos-de-inversion' },
      { number: '4.5', name: 'Informes de empalme', slug: 'informes-de-empalme' },
      { number: '4.6', name: 'Información pública y/o relevante', slug: 'informacion-publica-y-relevante' },
      // The annex puts the accountability report to citizens here (4.7.3).
      {
        number: '4.7',
        name: 'Informes de gestión, evaluación y auditoría',
        slug: 'informes-de-gestion-evaluacion-y-auditoria',
        coveredBy: { path: '/rendicioncuentas', label: 'Rendición de cuentas' },
      },
      {
        number: '4.8',
        name: 'Informes de la Oficina de Control Interno',
        slug: 'informes-de-control-interno',
      },
      {
        number: '4.9',
        name: 'Informe sobre Defensa Pública y Prevención del Daño Antijurídico',
        slug: 'informe-sobre-defensa-publica-y-prevencion-del-dano-antijuridico',
      },
      {
        number: '4.10',
        name: 'Informes trimestrales sobre acceso a información, quejas y reclamos',
        slug: 'informes-trimestrales-sobre-acceso-a-informacion-quejas-y-reclamos',
        report: 'pqrsd',
      },
    ],
  },
  {
    number: 5,
    name: 'Trámites',
    slug: 'tramites',
    // The annex lists what each trámite must show (norm, process, costs, forms) under one item.
    subitems: [
      {
        number: '5.1',
        name: 'Trámites',
        slug: 'tramites-de-la-entidad',
        coveredBy: { path: '/tramiteretiros', label: 'Trámite de retiros' },
      },
    ],
  },
  {
    number: 6,
    name: 'Participa',
    slug: 'participa',
    subitems: [
      // The site's own "Participa" menu (model/participa.ts): its page opens with the
      // general description and lists the six sections of the structure.
      {
        number: '6.1',
        name: 'Descripción General',
        slug: 'descripcion-general',
        coveredBy: { path: '/participa', label: 'Participa' },
      },
      {
        number: '6.2',
        name: 'Estructura y Secciones del menú "PARTICIPA"',
        slug: 'estructura-y-secciones-del-menu-participa',
        coveredBy: { path: '/participa', label: 'Participa: sus seis secciones' },
      },
    ],
  },
  {
    number: 7,
    name: 'Datos abiertos',
    slug: 'datos-abiertos',
    subitems: [
      {
        number: '7.1',
        name: 'Instrumentos de gestión de la información',
        slug: 'instrumentos-de-gestion-de-la-informacion',
      },
      { number: '7.2', name: 'Sección de Datos Abiertos', slug: 'seccion-de-datos-abiertos' },
    ],
  },
  {
    number: 8,
    name: 'Información específica para grupos de interés',
    slug: 'informacion-especifica-para-grupos-de-interes',
    subitems: [
      {
        number: '8.1',
        name: 'Información para niñas, niños y adolescentes',
        slug: 'informacion-para-ninas-ninos-y-adolescentes',
      },
      { number: '8.2', name: 'Información para Mujeres', slug: 'informacion-para-mujeres' },
      { number: '8.3', name: 'Otros de grupos de interés', slug: 'otros-grupos-de-interes' },
    ],
  },
  {
    number: 9,
    name: 'Obligación de reporte de información específica por parte de la entidad',
    slug: 'obligacion-de-reporte-de-informacion-especifica',
    subitems: [{ number: '9.1', name: 'Normatividad especial', slug: 'normatividad-especial' }],
  },
  {
    number: 10,
    name: 'Información tributaria en entidades territoriales locales',
    slug: 'informacion-tributaria-en-entidades-territoriales-locales',
    subitems: [
      {
        number: '10.1',
        name: 'Procesos de recaudo de rentas locales',
        slug: 'procesos-de-recaudo-de-rentas-locales',
      },
      {
        number: '10.2',
        name: 'Tarifas de liquidación del Impuesto de Industria y Comercio (ICA)',
        slug: 'tarifas-de-liquidacion-del-ica',
      },
    ],
  },
];

/**
 * Every sub-item with its category, in the annex order. Marked pure: otherwise the bundler keeps
 * this call (and so the whole annex) in every public page that imports `@model/public`.
 */
export const ANNEX_SUBITEMS: readonly (AnnexSubitem & { category: AnnexCategory })[] =
  /* @__PURE__ */ TRANSPARENCY_ANNEX.flatMap((category) =>
    category.subitems.map((subitem) => ({ ...subitem, category })),
  );

/** "1.1 Misión, visión, funciones y deberes": how a sub-item is named in lists and selects. */
export function subitemLabel(subitem: AnnexSubitem): string {
  return `${subitem.number} ${subitem.name}`;
}

/** The sub-item a stored `subitem` value names, if it is one of the annex's. */
export function findSubitem(number: string) {
  return ANNEX_SUBITEMS.find((s) => s.number === number);
}

/** nota1_1, nota4_10…: the notes' field key per annex number (a dot would be a path in Firestore updates). */
export function noteKey(subitem: Pick<AnnexSubitem, 'number'>): string {
  return `nota${subitem.number.replace('.', '_')}`;
}
