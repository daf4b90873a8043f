import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict, FileRejected, InvalidInput, NotFound, Unavailable } from '../domain/errors';
import { errorHandler, HttpError } from './errors';

/** A real Express app on an ephemeral port: the handler's answers as a client sees them. */
const app = express();
const failures: Record<string, unknown> = {
  http: new HttpError(409, 'conflict', 'Conflicto.'),
  grpcUnavailable: Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
  deadline: Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 }),
  refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9199'), { code: 'ECONNREFUSED' }),
  wrapped: Object.assign(new Error('request failed'), { cause: { code: 'ECONNREFUSED' } }),
  notFound: new NotFound('No existe.'),
  conflict: new Conflict('Otro lo cambió.'),
  invalid: new InvalidInput('El campo «Título» es obligatorio.', 'invalid-record'),
  fileInvalid: new FileRejected('invalid', 'La imagen debe tener una resolución de 1x1px'),
  fileTooLarge: new FileRejected('too-large', 'El archivo excede el límite: 1MB'),
  unavailable: new Unavailable('Storage did not answer'),
  bug: new TypeError("Cannot read properties of undefined (reading 'x')"),
};
app.get('/:kind', (req) => {
  throw failures[req.params.kind];
});
// A JSON parser in front of the routes, as a runtime that passes its parse errors on would have.
app.post('/parsed', express.json(), (_req, res) => {
  res.json({ ok: true });
});
app.use(errorHandler);

let base = '';
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('errorHandler', () => {
  it('answers HttpError with its status and Spanish message', async () => {
    const res = await fetch(`${base}/http`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: 'Conflicto.' });
  });

  it.each([
    ['notFound', 404, 'not-found', 'No existe.'],
    ['conflict', 409, 'conflict', 'Otro lo cambió.'],
    ['invalid', 400, 'invalid-record', 'El campo «Título» es obligatorio.'],
    ['fileInvalid', 400, 'invalid-file', 'La imagen debe tener una resolución de 1x1px'],
    ['fileTooLarge', 413, 'file-too-large', 'El archivo excede el límite: 1MB'],
  ] as const)(
    'maps the domain error %s to %i with its code and message',
    async (kind, status, error, message) => {
      const res = await fetch(`${base}/${kind}`);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error, message });
    },
  );

  it.each(['grpcUnavailable', 'deadline', 'refused', 'wrapped', 'unavailable'])(
    'answers 503 with a message when a backend is down (%s)',
    async (kind) => {
      const res = await fetch(`${base}/${kind}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('unavailable');
      expect(body.message).toMatch(/^El servicio no está disponible en este momento/);
    },
  );

  it('answers malformed JSON a parser passes on with our JSON message, no trace', async () => {
    const res = await fetch(`${base}/parsed`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid-json',
      message: 'El cuerpo de la petición no es un JSON válido.',
    });
  });

  it('answers 500 without a stack trace for a bug', async () => {
    const res = await fetch(`${base}/bug`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/TypeError|at |\.ts/);
  });
});
