/**
 * POST /api/vitals through Hosting: the page-performance reports of sampled visits. Anyone may
 * call it, so every malformed, mistyped, out-of-range or oversized report must get a 4xx with a
 * Spanish message, and no report, valid or not, may write anything to Firestore.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { call, SITE } from './site';

type Answer = { error: string; message: string };

const valid = {
  route: '/docentes',
  metrics: { LCP: 1830, INP: 64, CLS: 0.012, FCP: 910, TTFB: 120 },
  device: 'mobile',
};
const post = (json: unknown) => call<Answer>('POST', '/api/vitals', { json });
const postRaw = (body: string, type = 'application/json') =>
  call<Answer>('POST', '/api/vitals', { body, headers: { 'Content-Type': type } });

/** Every document of every root collection (and their subcollections' names): all Firestore holds. */
async function everythingStored(): Promise<Record<string, string[]>> {
  const { db } = emulatorDeps();
  const all: Record<string, string[]> = {};
  for (const collection of await db.listCollections()) {
    const snap = await collection.get();
    all[collection.id] = snap.docs.map((d) => `${d.id}:${d.updateTime.toMillis()}`).sort();
  }
  return all;
}

let before: Record<string, string[]>;
beforeAll(async () => {
  before = await everythingStored();
});

describe('POST /api/vitals', () => {
  it('answers 204 with no body to a valid report, one metric or all five', async () => {
    for (const body of [
      valid,
      { route: '/transparencia/:category', metrics: { CLS: 0 } },
      { route: '/', metrics: { TTFB: 80 }, device: 'desktop' },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('accepts a JSON content type with a charset, as some browsers send a Blob', async () => {
    const res = await postRaw(JSON.stringify(valid), 'application/json; charset=utf-8');
    expect(res.status).toBe(204);
  });

  it.each([
    // Malformed JSON never reaches the app: the functions runtime parses JSON bodies first and
    // answers its own 400 (not JSON; no message of ours), as for every other endpoint.
    ['malformed JSON', () => postRaw('{"route": "/docentes", '), 400, null],
    ['plain text', () => postRaw(JSON.stringify(valid), 'text/plain'), 415, /JSON/],
    ['a form', () => postRaw('route=/docentes', 'application/x-www-form-urlencoded'), 415, /JSON/],
    ['no body', () => postRaw(''), 400, /JSON válido|objeto JSON/],
    ['a bare array', () => post([valid]), 400, /objeto JSON/],
    [
      'an unknown field (user agent)',
      () => post({ ...valid, userAgent: 'Mozilla/5.0' }),
      400,
      /campos desconocidos/,
    ],
    [
      'a metric value as a string',
      () => post({ ...valid, metrics: { LCP: '1830' } }),
      400,
      /LCP debe ser un número/,
    ],
    ['a NaN literal', () => postRaw('{"route":"/","metrics":{"LCP":NaN}}'), 400, null],
    ['null for a value', () => post({ ...valid, metrics: { LCP: null } }), 400, /LCP debe ser un número/],
    ['an unknown metric', () => post({ ...valid, metrics: { FID: 12 } }), 400, /Métrica desconocida/],
    ['a negative value', () => post({ ...valid, metrics: { FCP: -5 } }), 400, /fuera de rango/],
    ['a huge value', () => post({ ...valid, metrics: { LCP: 1e12 } }), 400, /fuera de rango/],
    [
      '1e999 (Infinity once parsed)',
      () => postRaw('{"route":"/","metrics":{"INP":1e999}}'),
      400,
      /INP debe ser un número/,
    ],
    ['an unknown route', () => post({ ...valid, route: '/no-existe' }), 400, /ruta/],
    [
      'a raw URL instead of the pattern',
      () => post({ ...valid, route: '/transparencia/contratacion' }),
      400,
      /ruta/,
    ],
    ['an admin route', () => post({ ...valid, route: '/admin' }), 400, /ruta/],
    [
      'too many metrics',
      () => post({ ...valid, metrics: { ...valid.metrics, FID: 1 } }),
      400,
      /más de 5 métricas/,
    ],
    ['no metrics', () => post({ ...valid, metrics: {} }), 400, /ninguna métrica/],
    ['a body over 4 KB', () => post({ ...valid, pad: 'x'.repeat(5000) }), 413, /4 KB/],
  ])('refuses %s with a Spanish message', async (_case, send, status, message) => {
    const res = await send();
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toMatch(message);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call<Answer>(method, '/api/vitals');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.body.message).toMatch(/solo se envían con POST/);
    }
  });

  it('wrote nothing to Firestore, for valid reports or refused ones', async () => {
    expect(await everythingStored()).toEqual(before);
    expect((await fetch(`${SITE}/api/carousel`)).status).toBe(200);
  });
});
