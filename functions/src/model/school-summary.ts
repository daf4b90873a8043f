/**
 * The per-school summary the Secretaría's console reads (decision 0034): ONE document per school,
 * `panel/resumen` in the school's own data (root path `schools/{id}/panel/resumen`), kept on write
 * (PQRSD counts in the same transaction as the change, the ITA figures with an ITA answer, the
 * last publication with a public save) and recounted by the hourly maintenance (time-dependent
 * figures, staff sign-ins, drift). Each part is written field by field (merge), never the whole
 * document: other parts (conformity, broadcasts) are written by other code.
 *
 * Also the console's row of a school (GET /api/plataforma/panel) and its CSV columns, so the
 * function and the console's screen share one description. No zod: the console's chunk loads it.
 */
import type { SpreadsheetCell } from './csv';

/** The summary's document in a school's data. */
export const SUMMARY_COLLECTION = 'panel';
export const SUMMARY_ID = 'resumen';

/** A request due within this many business days (today included) is "por vencer". */
export const DUE_SOON_BUSINESS_DAYS = 3;

export interface PqrsdFigures {
  /** Open requests with a legal term (radicada or prorrogada; contact messages have none). */
  abiertas: number;
  /** Of those, due today or within DUE_SOON_BUSINESS_DAYS business days. */
  porVencer: number;
  /** Of those, past their due date. */
  vencidas: number;
}

export interface ItaFigures {
  /** Items that comply (including "no aplica", a legal answer). */
  cumple: number;
  noCumple: number;
  pendiente: number;
  /** Items whose review period has passed since their last change. */
  desactualizado: number;
  /** The school's last change to the checklist (ISO), null: never. */
  revisadoEl: string | null;
}

export interface StaffSignIn {
  email: string;
  rol: string;
  /** ISO time of the last sign-in, null: never. */
  ultimoIngreso: string | null;
}

export interface ConformityFigures {
  estado: 'cumple' | 'fallos';
  fallos: number;
  revisadoEl: string;
  pie?: { faltan: string[] };
}

/** The stored document (every part optional: each is written by its own code, at its own time). */
export interface SchoolSummaryDoc {
  pqrsd?: PqrsdFigures & { calculadoEl?: string };
  ita?: ItaFigures & { calculadoEl?: string };
  ultimaPublicacion?: string;
  personal?: StaffSignIn[];
  personalEl?: string;
  conformidad?: ConformityFigures;
  comunicados?: { ocultosEnInicio?: string[] };
}

/** Which of the PQRSD figures one request counts in: open with a term, and how close its due date is. */
export function pqrsdFiguresOf(open: boolean, businessDaysLeft: number | null): PqrsdFigures {
  if (!open || businessDaysLeft === null) return { abiertas: 0, porVencer: 0, vencidas: 0 };
  return {
    abiertas: 1,
    porVencer: businessDaysLeft >= 0 && businessDaysLeft <= DUE_SOON_BUSINESS_DAYS ? 1 : 0,
    vencidas: businessDaysLeft < 0 ? 1 : 0,
  };
}

export const addFigures = (a: PqrsdFigures, b: PqrsdFigures, sign = 1): PqrsdFigures => ({
  abiertas: a.abiertas + sign * b.abiertas,
  porVencer: a.porVencer + sign * b.porVencer,
  vencidas: a.vencidas + sign * b.vencidas,
});

export const NO_PQRSD: PqrsdFigures = { abiertas: 0, porVencer: 0, vencidas: 0 };

/** The state of a school's transparency index as the console shows it. */
export type ItaState = 'cumple' | 'no cumple' | 'pendiente' | 'desactualizado' | 'sin datos';

/** The conformity check's state as the console shows it ('sin revisar' before its first run). */
export type ConformityState = 'cumple' | 'fallos' | 'sin revisar';

/** One school's row of the console (GET /api/plataforma/panel). */
export interface PanelRow {
  id: string;
  name: string;
  municipio: string;
  comuna: string;
  /** The school's public address. */
  url: string;
  /** Its PQRSD inbox in its admin area (for `secretaria`; null for `secretaria-lectura`). */
  pqrsdInbox: string | null;
  pqrsd: PqrsdFigures & { calculadoEl: string | null };
  ita: ItaFigures & { estado: ItaState };
  ultimaPublicacion: string | null;
  personal: StaffSignIn[];
  conformidad: { estado: ConformityState; fallos: number; revisadoEl: string | null; faltan: string[] };
  /** Secretaría broadcasts this school hid from its home page. */
  ocultosEnInicio: string[];
}

/** The whole console's answer. */
export interface PanelAnswer {
  rows: PanelRow[];
  /** When the answer was made (ISO). */
  at: string;
}

/** The ITA's one-word state: any no-cumple first, then pending, then stale, else cumple. */
export function itaStateOf(ita: ItaFigures | undefined): ItaState {
  if (!ita) return 'sin datos';
  if (ita.noCumple > 0) return 'no cumple';
  if (ita.pendiente > 0) return 'pendiente';
  if (ita.desactualizado > 0) return 'desactualizado';
  return 'cumple';
}

/** A stored summary (or none yet) as the console's row of `school`. */
export function panelRowOf(
  school: { id: string; name: string; municipio: string; comuna?: string; url: string },
  doc: SchoolSummaryDoc | undefined,
  pqrsdInbox: string | null,
): PanelRow {
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, n) : 0);
  const ita = doc?.ita;
  const conformity = doc?.conformidad;
  return {
    id: school.id,
    name: school.name,
    municipio: school.municipio,
    comuna: school.comuna ?? '',
    url: school.url,
    pqrsdInbox,
    pqrsd: {
      abiertas: count(doc?.pqrsd?.abiertas),
      porVencer: count(doc?.pqrsd?.porVencer),
      vencidas: count(doc?.pqrsd?.vencidas),
      calculadoEl: doc?.pqrsd?.calculadoEl ?? null,
    },
    ita: {
      cumple: count(ita?.cumple),
      noCumple: count(ita?.noCumple),
      pendiente: count(ita?.pendiente),
      desactualizado: count(ita?.desactualizado),
      revisadoEl: ita?.revisadoEl ?? null,
      estado: itaStateOf(ita),
    },
    ultimaPublicacion: doc?.ultimaPublicacion ?? null,
    personal: Array.isArray(doc?.personal) ? doc.personal : [],
    conformidad: conformity
      ? {
          estado: conformity.estado,
          fallos: count(conformity.fallos),
          revisadoEl: conformity.revisadoEl ?? null,
          faltan: conformity.pie?.faltan ?? [],
        }
      : { estado: 'sin revisar', fallos: 0, revisadoEl: null, faltan: [] },
    ocultosEnInicio: doc?.comunicados?.ocultosEnInicio ?? [],
  };
}

/** The console's CSV columns (Spanish), in order. */
export const PANEL_CSV_COLUMNS = [
  'Colegio',
  'Identificador',
  'Municipio',
  'Comuna',
  'Dirección del sitio',
  'PQRSD abiertas',
  'PQRSD por vencer (3 días hábiles)',
  'PQRSD vencidas',
  'ITA cumple',
  'ITA no cumple',
  'ITA pendiente',
  'ITA desactualizados',
  'ITA estado',
  'ITA última revisión',
  'Última publicación',
  'Cuentas del personal',
  'Último ingreso del personal',
  'Conformidad',
  'Conformidad: fallos',
  'Conformidad: revisada el',
  'Comunicados ocultos en el inicio',
] as const;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The CSV row of a school (model/csv.ts writes the file). */
export function panelCsvRow(row: PanelRow): SpreadsheetCell[] {
  const lastIn = row.personal
    .map((p) => p.ultimoIngreso)
    .filter((t): t is string => !!t)
    .sort()
    .at(-1);
  return [
    row.name,
    row.id,
    row.municipio,
    row.comuna,
    row.url,
    row.pqrsd.abiertas,
    row.pqrsd.porVencer,
    row.pqrsd.vencidas,
    row.ita.cumple,
    row.ita.noCumple,
    row.ita.pendiente,
    row.ita.desactualizado,
    row.ita.estado,
    day(row.ita.revisadoEl),
    day(row.ultimaPublicacion),
    row.personal.map((p) => `${p.email} (${p.rol})`).join(', '),
    day(lastIn ?? null),
    row.conformidad.estado,
    row.conformidad.fallos,
    day(row.conformidad.revisadoEl),
    row.ocultosEnInicio.length,
  ];
}

/** What the console's table is narrowed to: '' for any. */
export interface PanelFilter {
  municipio: string;
  comuna: string;
  /** Only schools with an overdue PQRSD. */
  soloVencidas: boolean;
}

export const filterPanelRows = (rows: PanelRow[], filter: PanelFilter): PanelRow[] =>
  rows.filter(
    (r) =>
      (!filter.municipio || r.municipio === filter.municipio) &&
      (!filter.comuna || r.comuna === filter.comuna) &&
      (!filter.soloVencidas || r.pqrsd.vencidas > 0),
  );
