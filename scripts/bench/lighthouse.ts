/**
 * (b) Lighthouse 12 (mobile preset: simulated slow 4G and 4x CPU slowdown, Moto G Power screen)
 * on each public route of the production build served by the hosting emulator. One Chromium
 * (Debian's, started by chrome-launcher as the Lighthouse CLI does, with the flags of
 * lighthouse/worker.mjs) serves all runs; each run starts from an empty cache and storage
 * (Lighthouse's default). The runs happen in a plain Node child process (see the worker).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, SITE, withTimeout } from './common';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  route: string;
  /** Set when Lighthouse could not measure the route (e.g. its page answers 404): no figures then. */
  error?: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Requests to any other origin during the run (YouTube, Facebook…): should be none. */
  thirdParty: string[];
  lcpElement: string | null;
  /** Elements Lighthouse saw move (layout shifts). */
  shifted: string[];
  /** Pass/fail audits that failed (for the a11y, best-practices and SEO scores). */
  failedAudits: string[];
  /** Wall time of the run: a page waiting on an offline third party would show here. */
  seconds: number;
  benchmarkIndex: number;
}

const WORKER = fileURLToPath(new URL('lighthouse/worker.mjs', import.meta.url));

/** Runs per route (median kept); 1 keeps the bench within a few minutes. */
// The median of 3 runs per route: one run moves a few points with the machine's load.
export const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));

export async function runLighthouse(
  routes: string[],
  onRow: (row: LighthouseRow) => void,
): Promise<LighthouseRow[]> {
  const child = spawn(process.execPath, [WORKER, SITE, CHROMIUM, String(LH_RUNS), ...routes], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const rows: LighthouseRow[] = [];
  const reading = (async () => {
    for await (const line of createInterface({ input: child.stdout })) {
      if (!line.startsWith('{')) continue;
      const row = JSON.parse(line) as LighthouseRow;
      rows.push(row);
      onRow(row);
    }
  })();
  try {
    const code = await withTimeout('Lighthouse', 120_000 * routes.length * LH_RUNS, exited);
    await reading;
    if (code !== 0 || rows.length !== routes.length) {
      throw new Error(`Lighthouse terminó con código ${code}: ${stderr.trim().slice(-2000)}`);
    }
  } finally {
    if (child.exitCode === null) child.kill();
  }
  return rows;
}
