/**
 * The automated conformity check of a school's site (maintenance/conformity.ts): what it stores
 * in `panel/conformidad`, what it adds to the school's summary (`panel/resumen`, field
 * `conformidad`), and the words the admin's ITA screen and the Secretaría's console show.
 * Plain data and types: the admin and the console read them as they are.
 */

/** The kinds of check, each a group of rules. */
export type ConformityKind = 'paginas' | 'pie' | 'accesibilidad' | 'enlaces';

export const CONFORMITY_KIND_LABELS: Record<ConformityKind, string> = {
  paginas: 'Páginas y menús obligatorios',
  pie: 'Pie de página',
  accesibilidad: 'Accesibilidad',
  enlaces: 'Enlaces y documentos',
};

/** One problem found: on which page (a path of the site), by which rule, said in Spanish. */
export interface ConformityProblem {
  page: string;
  kind: ConformityKind;
  /** An axe rule id (`image-alt`), or the check's own (`enlace-roto`, `pie-notificaciones-judiciales`). */
  rule: string;
  message: string;
}

/** A run's whole result, stored in `panel/conformidad`. */
export interface ConformityReport {
  estado: 'cumple' | 'fallos';
  /** Problems found (all of them, even beyond the stored list's limit). */
  fallos: number;
  revisadoEl: string;
  /** False when the run reached its time or page budget before checking everything it found. */
  completo: boolean;
  /** Pages rendered and checked, addresses asked (pages, files, feeds). */
  paginas: number;
  enlaces: number;
  duracionMs: number;
  /** 'programada' (the hourly maintenance) or 'manual' (someone pressed "Revisar ahora"). */
  origen: 'programada' | 'manual';
  /** The footer elements (model/govco-footer.ts keys) the site's footer lacks. */
  pie: { faltan: string[] };
  /** The first problems, in the order found (at most CONFORMITY_PROBLEMS_KEPT). */
  problemas: ConformityProblem[];
  /** The ITA items the check fails (model/ita-matrix.ts ids), each with its reason. */
  ita: Record<string, string>;
}

/** The problems a stored report lists; `fallos` still counts every one. */
export const CONFORMITY_PROBLEMS_KEPT = 300;

/** The field of `panel/resumen` this check writes (the console's table reads it). */
export interface ConformitySummary {
  estado: 'cumple' | 'fallos';
  fallos: number;
  revisadoEl: string;
  /** False: the last run reached its budget before checking everything. */
  completo: boolean;
  pie: { faltan: string[] };
}

export function conformitySummary(report: ConformityReport): ConformitySummary {
  const { estado, fallos, revisadoEl, completo, pie } = report;
  return { estado, fallos, revisadoEl, completo, pie };
}
