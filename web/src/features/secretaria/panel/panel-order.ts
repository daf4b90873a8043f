/**
 * The console's table of schools: which columns it sorts by, in which order, and what it is
 * narrowed to, all kept in the address (`?orden=vencidas&dir=desc&municipio=…&comuna=…&vencidas=1`)
 * so a reload, a shared link and "back" show the same table.
 */
import { filterPanelRows, type PanelFilter, type PanelRow } from '@model/school-summary';

export const SORT_KEYS = [
  'colegio',
  'municipio',
  'comuna',
  'abiertas',
  'porVencer',
  'vencidas',
  'ita',
  'itaRevisado',
  'publicacion',
  'personal',
  'conformidad',
  'ocultos',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export interface TableView extends PanelFilter {
  orden: SortKey;
  dir: SortDir;
}

/** The newest sign-in of a school's staff (ISO), '' when none ever signed in. */
export const lastStaffSignIn = (row: PanelRow): string =>
  row.personal
    .map((p) => p.ultimoIngreso ?? '')
    .sort()
    .at(-1) ?? '';

/** What each column sorts by: a text (compared in Spanish) or a number. */
const VALUE: Record<SortKey, (row: PanelRow) => string | number> = {
  colegio: (r) => r.name,
  municipio: (r) => r.municipio,
  comuna: (r) => r.comuna,
  abiertas: (r) => r.pqrsd.abiertas,
  porVencer: (r) => r.pqrsd.porVencer,
  vencidas: (r) => r.pqrsd.vencidas,
  // What needs attention first: items not complying, then pending, then stale.
  ita: (r) => r.ita.noCumple * 10_000 + r.ita.pendiente * 100 + r.ita.desactualizado,
  itaRevisado: (r) => r.ita.revisadoEl ?? '',
  publicacion: (r) => r.ultimaPublicacion ?? '',
  personal: lastStaffSignIn,
  conformidad: (r) => (r.conformidad.estado === 'sin revisar' ? -1 : r.conformidad.fallos),
  ocultos: (r) => r.ocultosEnInicio.length,
};

/** The first click on a figure's column puts the largest first; on a name's, A to Z. */
export const FIRST_DIR: Record<SortKey, SortDir> = Object.fromEntries(
  SORT_KEYS.map((k) => [k, ['colegio', 'municipio', 'comuna'].includes(k) ? 'asc' : 'desc']),
) as Record<SortKey, SortDir>;

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The rows narrowed and sorted as `view` says; ties by the school's name. */
export function tableRows(rows: PanelRow[], view: TableView): PanelRow[] {
  const value = VALUE[view.orden];
  const sign = view.dir === 'asc' ? 1 : -1;
  return [...filterPanelRows(rows, view)].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return c !== 0 ? sign * c : collator.compare(a.name, b.name);
  });
}

const isSortKey = (v: string | null): v is SortKey => (SORT_KEYS as readonly string[]).includes(v ?? '');

export function viewOf(params: URLSearchParams): TableView {
  const orden = params.get('orden');
  const key: SortKey = isSortKey(orden) ? orden : 'vencidas';
  const dir = params.get('dir');
  return {
    orden: key,
    dir: dir === 'asc' || dir === 'desc' ? dir : FIRST_DIR[key],
    municipio: params.get('municipio') ?? '',
    comuna: params.get('comuna') ?? '',
    soloVencidas: params.get('vencidas') === '1',
  };
}

/** The address's query for `view` (only what differs from the defaults). */
export function paramsOf(view: TableView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.orden !== 'vencidas' || view.dir !== FIRST_DIR.vencidas) {
    params.set('orden', view.orden);
    params.set('dir', view.dir);
  }
  if (view.municipio) params.set('municipio', view.municipio);
  if (view.comuna) params.set('comuna', view.comuna);
  if (view.soloVencidas) params.set('vencidas', '1');
  return params;
}

/** The choices of a filter: every value the rows have, in Spanish order. */
export const choicesOf = (values: string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => collator.compare(a, b));
