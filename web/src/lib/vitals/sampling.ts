/**
 * Which visits measure themselves. Only a share of visits loads the reporter, so most visitors
 * never download it and the function's log holds a sample, not every page view.
 */

/** Share of visits that report when the build does not say otherwise. */
export const DEFAULT_SAMPLE_RATE = 0.1;

/**
 * The build's rate: `VITE_VITALS_SAMPLE_RATE` (0 to 1), read at build time. The emulator build
 * (`.env.emulator`) sets 1, so the end-to-end tests and `npm run bench` see a report on every visit;
 * a missing or malformed value keeps the default instead of silently measuring everyone or no one.
 */
export function sampleRateOf(setting: string | undefined): number {
  const rate = setting === undefined || setting.trim() === '' ? NaN : Number(setting);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}

export const VITALS_SAMPLE_RATE = sampleRateOf(import.meta.env.VITE_VITALS_SAMPLE_RATE);

/** `draw` is uniform in [0, 1) (Math.random()): a rate of 0.1 samples draws below 0.1. */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}
