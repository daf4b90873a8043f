/**
 * (g) The function's render of a page under load, as CDN misses cost it: autocannon keeps
 * CONNECTIONS requests in flight against ONE instance of the function (one-instance.ts: the
 * function's own app in one Node process, on the emulators' data; the functions emulator would
 * spread them over several worker processes) and, per response, the function's own
 * Server-Timing (`data;dur`: reading the page's records; `render;dur`: Astro and React to HTML,
 * compression included) and the whole response time as autocannon saw it. Requests ask for
 * brotli, as browsers do. A warm-up first (the site's code loaded, the instance's compressed
 * copies made), ALONE requests one at a time (the cost of a render with nothing beside it), then
 * REQUESTS at CONNECTIONS concurrent, counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { withTimeout } from './common';

export const CONNECTIONS = 20;
const WARM = 100;
export const REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 400);
/** One at a time, for comparison: what a render costs with no other request beside it. */
const ALONE = 50;
/** The home page and a content page; BENCH_RENDER_ROUTES (comma-separated) chooses others. */
export const RENDER_ROUTES = process.env.BENCH_RENDER_ROUTES?.split(',') ?? ['/', '/resenahistorica'];

export interface RenderRow {
  route: string;
  /** Responses per status code. */
  statuses: Record<string, number>;
  requests: number;
  rps: number;
  renderP50: number;
  renderP95: number;
  dataP50: number;
  dataP95: number;
  /** Whole response time (request sent to last byte), as autocannon measured it. */
  responseP50: number;
  responseP95: number;
  /** The same, one request at a time (ALONE requests): render and whole response p95. */
  aloneRenderP95: number;
  aloneResponseP95: number;
  /** Responses whose render;dur was below zero (the data time overcounted: overlapping reads summed). */
  negativeRender: number;
  /** Firestore documents one render read (Server-Timing `reads`). */
  reads: number;
  errors: number;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function timing(header: string, name: string): number | null {
  const match = new RegExp(`${name};dur=([\\d.]+)`).exec(header);
  return match ? Number(match[1]) : null;
}

/** Starts one instance; answers its address and a way to stop it. */
async function startInstance(): Promise<{ url: string; child: ChildProcess }> {
  const script = fileURLToPath(new URL('one-instance.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const port = await withTimeout(
    'one instance of the function',
    60_000,
    new Promise<string>((resolve, reject) => {
      child.on('exit', (code) =>
        reject(new Error(`one-instance.ts terminó (${code}): ${stderr.slice(-2000)}`)),
      );
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /^listening (\d+)$/.exec(line);
        if (match) resolve(match[1]!);
      });
    }),
  );
  return { url: `http://127.0.0.1:${port}`, child };
}

interface Sample {
  status: number;
  render: number | null;
  data: number | null;
  reads: number | null;
  ms: number;
}

function fire(
  url: string,
  amount: number,
  connections = CONNECTIONS,
): Promise<{ samples: Sample[]; result: autocannon.Result }> {
  const samples: Sample[] = [];
  return withTimeout(
    `autocannon ${url}`,
    600_000,
    new Promise((resolve, reject) => {
      autocannon(
        {
          url,
          amount,
          connections,
          timeout: 30,
          headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
          // Per connection, responses come in order: each one's headers, then its completion.
          setupClient(client) {
            let header: Omit<Sample, 'ms'> | null = null;
            // The event carries the HTTP parser's info (status, raw header list), not the typings' header object.
            (client as NodeJS.EventEmitter).on(
              'headers',
              (info: { statusCode: number; headers: string[] }) => {
                let value = '';
                for (let i = 0; i < info.headers.length; i += 2) {
                  if (info.headers[i]!.toLowerCase() === 'server-timing') value = info.headers[i + 1]!;
                }
                const reads = /reads;desc="(\d+)"/.exec(value);
                header = {
                  status: info.statusCode,
                  render: timing(value, 'render'),
                  data: timing(value, 'data'),
                  reads: reads ? Number(reads[1]) : null,
                };
              },
            );
            client.on('response', (_status: number, _bytes: number, ms: number) => {
              if (header) samples.push({ ...header, ms });
              header = null;
            });
          },
        },
        (err, result) => (err ? reject(err) : resolve({ samples, result })),
      );
    }),
  );
}

export async function measureRender(
  routes: readonly string[] = RENDER_ROUTES,
): Promise<{ rows: RenderRow[]; target: string }> {
  const { url, child } = await startInstance();
  try {
    const rows: RenderRow[] = [];
    for (const route of routes) {
      await fire(`${url}${route}`, WARM);
      const alone = (await fire(`${url}${route}`, ALONE, 1)).samples;
      const { samples, result } = await fire(`${url}${route}`, REQUESTS);
      const statuses: Record<string, number> = {};
      for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      const values = (key: 'render' | 'data') => samples.flatMap((s) => (s[key] === null ? [] : [s[key]]));
      if (values('render').length === 0)
        throw new Error(`${route}: ninguna respuesta trajo Server-Timing render`);
      rows.push({
        route,
        statuses,
        requests: samples.length,
        rps: result.requests.total / result.duration,
        renderP50: percentile(values('render'), 50),
        renderP95: percentile(values('render'), 95),
        dataP50: percentile(values('data'), 50),
        dataP95: percentile(values('data'), 95),
        responseP50: percentile(
          samples.map((s) => s.ms),
          50,
        ),
        responseP95: percentile(
          samples.map((s) => s.ms),
          95,
        ),
        aloneRenderP95: percentile(
          alone.flatMap((s) => (s.render === null ? [] : [s.render])),
          95,
        ),
        aloneResponseP95: percentile(
          alone.map((s) => s.ms),
          95,
        ),
        negativeRender: values('render').filter((v) => v < 0).length,
        reads: samples.find((s) => s.reads !== null)?.reads ?? NaN,
        errors: result.errors + result.timeouts,
      });
    }
    return { rows, target: url };
  } finally {
    child.kill('SIGTERM');
  }
}
