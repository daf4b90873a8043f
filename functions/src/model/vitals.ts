/**
 * The page-performance report (spec §7: "a page-performance metrics reporter is loaded lazily"):
 * what the pages' reporter sends to POST /api/vitals and what the function accepts. Plain data and
 * one hand-written check, no zod: the reporter's chunk builds its payload from the same names, and
 * a public page never bundles the validation library.
 */
import { REPORTING_PAGES } from './pages';

/** The Core Web Vitals and their two diagnostics, as `web-vitals` names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Largest value believed per metric. Times are milliseconds: anything beyond a couple of minutes
 * is a sleeping laptop or a forged report, not a page load worth averaging. CLS is a unitless sum
 * of layout shift scores; real pages stay well under 1, a broken one may reach a few.
 */
export const VITAL_MAX: Record<VitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
};

/** The route patterns a report may name: the reporting pages of the registry (model/pages.ts). */
export const VITALS_ROUTES: readonly string[] = /* @__PURE__ */ REPORTING_PAGES.map((page) => page.path);

/** A coarse device class, the only thing about the visitor a report says. */
export const VITALS_DEVICES = ['mobile', 'desktop'] as const;
export type VitalsDevice = (typeof VITALS_DEVICES)[number];

/** Largest report body accepted (413 above): five numbers and a route need a tenth of it. */
export const MAX_VITALS_BYTES = 4 * 1024;

export interface VitalsReport {
  /** The route pattern of the page the visit landed on, never the raw URL. */
  route: string;
  /** The metrics measured before the page was hidden; at least one. */
  metrics: Partial<Record<VitalName, number>>;
  device?: VitalsDevice;
}

export type VitalsCheck = { ok: true; report: VitalsReport } | { ok: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (message: string): VitalsCheck => ({ ok: false, message });

/**
 * Checks a parsed report strictly: known keys only, a known route, one to five known metrics,
 * each a finite number from 0 to its maximum. Returns a fresh object holding only those values,
 * so nothing else a client sent can reach the log.
 */
export function checkVitalsReport(value: unknown): VitalsCheck {
  if (!isPlainObject(value)) return fail('El informe de rendimiento debe ser un objeto JSON.');
  const extra = Object.keys(value).filter((k) => !['route', 'metrics', 'device'].includes(k));
  if (extra.length)
    return fail(`El informe trae campos desconocidos: ${extra.slice(0, 3).join(', ').slice(0, 80)}.`);

  const { route, metrics, device } = value;
  if (typeof route !== 'string' || !VITALS_ROUTES.includes(route)) {
    return fail('La ruta del informe no es una página pública del sitio.');
  }
  if (device !== undefined && !(VITALS_DEVICES as readonly unknown[]).includes(device)) {
    return fail('El tipo de dispositivo del informe no es válido (mobile o desktop).');
  }
  if (!isPlainObject(metrics)) return fail('Las métricas del informe deben ser un objeto.');
  const names = Object.keys(metrics);
  if (names.length === 0) return fail('El informe no trae ninguna métrica.');
  if (names.length > VITAL_NAMES.length)
    return fail(`El informe trae más de ${VITAL_NAMES.length} métricas.`);

  const checked: Partial<Record<VitalName, number>> = {};
  for (const name of names) {
    if (!(VITAL_NAMES as readonly string[]).includes(name)) {
      return fail(`Métrica desconocida: ${name.slice(0, 40)}. Se aceptan ${VITAL_NAMES.join(', ')}.`);
    }
    const metric = name as VitalName;
    const v = metrics[metric];
    if (typeof v !== 'number' || !Number.isFinite(v))
      return fail(`El valor de ${metric} debe ser un número.`);
    if (v < 0 || v > VITAL_MAX[metric])
      return fail(`El valor de ${metric} está fuera de rango (0 a ${VITAL_MAX[metric]}).`);
    checked[metric] = v;
  }
  return {
    ok: true,
    report: { route, metrics: checked, ...(device ? { device: device as VitalsDevice } : {}) },
  };
}
