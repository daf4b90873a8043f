/**
 * The body of one report: what POST /api/vitals accepts (functions/src/model/vitals.ts), built from
 * the metrics `web-vitals` handed over since the last report.
 */
import { VITAL_MAX, VITAL_NAMES, type VitalName, type VitalsDevice, type VitalsReport } from '@model/public';

/** Times to whole milliseconds, CLS to four decimals: finer digits are noise, and bytes. */
const round = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/**
 * The JSON to send, or null when nothing is worth sending. A value the function would refuse (not
 * finite, negative, beyond its maximum: a tab asleep for an hour) is left out rather than losing
 * the report's other metrics with it.
 */
export function buildVitalsPayload(
  route: string,
  collected: ReadonlyMap<string, number>,
  device: VitalsDevice,
): string | null {
  const metrics: VitalsReport['metrics'] = {};
  for (const name of VITAL_NAMES) {
    const value = collected.get(name);
    if (value === undefined || !Number.isFinite(value)) continue;
    const rounded = round(name, value);
    if (rounded >= 0 && rounded <= VITAL_MAX[name]) metrics[name] = rounded;
  }
  if (Object.keys(metrics).length === 0) return null;
  const report: VitalsReport = { route, metrics, device };
  return JSON.stringify(report);
}

/** A coarse device class, the one thing a report says about the visitor: phone-sized or not. */
export function deviceClass(viewportWidth: number): VitalsDevice {
  return viewportWidth < 768 ? 'mobile' : 'desktop';
}
