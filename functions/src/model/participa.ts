/**
 * The "Participa" menu (Resolución MinTIC 1519 de 2020, Anexo 2, category 6; Función Pública's
 * guideline for the menu): its six sections in the guideline's order, with their names and what
 * each is for. Five are pages of this site (/participa/{slug}) whose entries the school publishes
 * in the `participa` collection; rendición de cuentas is the existing /rendicioncuentas, linked
 * rather than repeated (the annex forbids duplicated information).
 *
 * Plain data, like the transparency annex (and exported through `@model/public` the same way):
 * the collection's choice field, the seed, the pages' addresses and titles, the site map and the
 * Participa pages read it. The page registry names only `/participa/:seccion`, so the sections
 * are listed here alone.
 */

export interface ParticipaSection {
  /** The segment of /participa/{slug}, and the value an entry stores in `seccion`. */
  slug: string;
  name: string;
  /** One sentence on what the section is for, as the pages show it under the name. */
  purpose: string;
  /** A page of the site that is this section (rendición de cuentas): linked, no page of its own. */
  path?: string;
}

export const PARTICIPA_SECTIONS: readonly ParticipaSection[] = [
  {
    slug: 'diagnostico',
    name: 'Diagnóstico e identificación de problemas',
    purpose:
      'Los espacios en los que estudiantes, familias, docentes y vecinos ayudan a identificar los problemas y necesidades que la institución debe atender: convocatorias, encuestas y sus resultados.',
  },
  {
    slug: 'planeacion',
    name: 'Planeación y presupuesto participativo',
    purpose:
      'Cómo participa la comunidad educativa en la planeación de la institución (Proyecto Educativo Institucional, plan de mejoramiento) y en las decisiones sobre el presupuesto del Fondo de Servicios Educativos.',
  },
  {
    slug: 'consulta',
    name: 'Consulta ciudadana',
    purpose:
      'Los proyectos de normas, manuales y decisiones que la institución somete a los comentarios de la comunidad antes de adoptarlos, con sus plazos y las respuestas a las observaciones recibidas.',
  },
  {
    slug: 'colaboracion',
    name: 'Colaboración e innovación abierta',
    purpose:
      'Los retos y ejercicios en los que estudiantes, familias y aliados proponen soluciones a problemas de la institución, y lo que resultó de ellos.',
  },
  {
    slug: 'rendicion-de-cuentas',
    name: 'Rendición de cuentas',
    purpose:
      'Los informes con los que la institución da cuenta de su gestión y las audiencias en las que la comunidad los conoce y los discute.',
    path: '/rendicioncuentas',
  },
  {
    slug: 'control-social',
    name: 'Control social',
    purpose:
      'Cómo puede la comunidad vigilar la gestión de la institución (veedurías, gobierno escolar, contraloría estudiantil) y la información que necesita para hacerlo.',
  },
];

/** The sections that are pages of their own here (/participa/{slug}): all but rendición de cuentas. */
export const PARTICIPA_PAGES: readonly ParticipaSection[] = /* @__PURE__ */ PARTICIPA_SECTIONS.filter(
  (s) => !s.path,
);

/** The section a stored `seccion` value or an address segment names, if it is one with its own page. */
export function findParticipaPage(slug: string | undefined): ParticipaSection | undefined {
  return PARTICIPA_PAGES.find((s) => s.slug === slug);
}

/** Where a section lives: its own page, or the site's page it links to. */
export function participaPath(section: ParticipaSection): string {
  return section.path ?? `/participa/${section.slug}`;
}
