import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPages } from './error-page';
import { errorHandler, HttpError, notFound } from './errors';

/** A real Express app on an ephemeral port, with the platform's two error handlers. */
const app = express();
app.get('/gone/*splat', (_req, _res, next) => next(new HttpError(410, 'gone', 'Ya no está.')));
app.get('/conflict', (_req, _res, next) => next(new HttpError(409, 'conflict', 'Conflicto.')));
app.use((_req, _res, next) => next(notFound()));
app.use(errorPages);
app.use(errorHandler);

let base = '';
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  process.env.PLATFORM_ORIGIN ??= 'https://plataforma.example';
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('the platform error pages', () => {
  it('answers a page a 404 with a link to the directory, naming nothing of the address', async () => {
    const res = await fetch(`${base}/colegio-que-no-existe/noticias`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Página no encontrada');
    expect(html).toMatch(/<a href="[^"]*\/">Ver el directorio de colegios<\/a>/);
    expect(html).not.toContain('colegio-que-no-existe');
  });

  it('answers a 410 page for a retired school', async () => {
    const res = await fetch(`${base}/gone/x`);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('ya no publica su sitio');
  });

  it('answers JSON for the API, also under a slug, and for a client asking JSON', async () => {
    for (const [path, accept] of [
      ['/api/noticias', 'text/html'],
      ['/otro/api/noticias', 'text/html'],
      ['/otro/', 'application/json'],
    ] as const) {
      const res = await fetch(`${base}${path}`, { headers: { Accept: accept } });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ error: 'not-found', message: expect.any(String) });
    }
  });

  it('leaves other errors to the JSON handler', async () => {
    const res = await fetch(`${base}/conflict`);
    expect(res.status).toBe(409);
    expect((await res.json()) as unknown).toEqual({ error: 'conflict', message: 'Conflicto.' });
  });
});
