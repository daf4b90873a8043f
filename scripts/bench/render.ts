/**
 * (g) The function's render of the public pages (issue 47, decision 0019), as a CDN miss costs it:
 * for each public route, warm, the time to read its data and to render it (the function's own
 * Server-Timing), the Firestore documents it read, and the HTML's size (as sent, and gzip). Requests
 * go to Hosting's emulator one after another; the first ones of each route warm it and are dropped.
 */
import { gzipSync } from 'node:zlib';
import { SITE } from './common';

const WARM = 3;
const RUNS = 20;

export interface RenderRow {
  route: string;
  status: number;
  dataP50: number;
  dataP95: number;
  renderP50: number;
  renderP95: number;
  reads: number;
  htmlBytes: number;
  htmlGzip: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function timing(header: string | null, name: string): number {
  const match = new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? '');
  if (!match) throw new Error(`Sin Server-Timing ${name} en la respuesta: ${header}`);
  return Number(match[1]);
}

export async function measureRender(routes: readonly string[]): Promise<RenderRow[]> {
  const rows: RenderRow[] = [];
  for (const route of routes) {
    const data: number[] = [];
    const render: number[] = [];
    let last: Response | null = null;
    let html = '';
    for (let i = 0; i < WARM + RUNS; i++) {
      last = await fetch(`${SITE}${route}`);
      html = await last.text();
      if (i < WARM) continue;
      const header = last.headers.get('server-timing');
      data.push(timing(header, 'data'));
      render.push(timing(header, 'render'));
    }
    const reads = Number(/reads;desc="(\d+)"/.exec(last!.headers.get('server-timing') ?? '')?.[1] ?? NaN);
    rows.push({
      route,
      status: last!.status,
      dataP50: percentile(data, 50),
      dataP95: percentile(data, 95),
      renderP50: percentile(render, 50),
      renderP95: percentile(render, 95),
      reads,
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipSync(html).length,
    });
  }
  return rows;
}
