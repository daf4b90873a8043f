/**
 * The one mapping of a refusal to ApiError (no caller keeps a copy of
 * it): JSON calls, downloads and XHR uploads all get the server's code and Spanish message, or a
 * generic Spanish one with the status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError, networkDown, stubFetch } from '@/testing/fetch-stub';
import { apiErrorOf, apiFetch, apiRequest, ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('resolved'),
    (e: unknown) => e as ApiError,
  );

describe('apiErrorOf', () => {
  it("keeps the server's code and message", () => {
    const e = apiErrorOf(429, { error: 'too-many-requests', message: 'Ha enviado demasiadas solicitudes.' });
    expect([e instanceof ApiError, e.status, e.code, e.message]).toEqual([
      true,
      429,
      'too-many-requests',
      'Ha enviado demasiadas solicitudes.',
    ]);
  });

  it("keeps a refused record's every field, and only string messages", () => {
    const e = apiErrorOf(400, {
      error: 'invalid-record',
      message: 'El campo «Texto del aviso» es obligatorio.',
      fields: {
        text: 'El campo «Texto del aviso» es obligatorio.',
        level: 'El campo «Nivel» es obligatorio.',
        odd: 3,
      },
    });
    expect(e.fields).toEqual({
      text: 'El campo «Texto del aviso» es obligatorio.',
      level: 'El campo «Nivel» es obligatorio.',
    });
    expect(apiErrorOf(400, { error: 'x', message: 'y', fields: ['a'] }).fields).toBeUndefined();
  });

  it('says the status in Spanish for a body without them (a proxy page, an empty or odd JSON)', () => {
    for (const body of [null, 'Bad Gateway', [], { error: 3, message: '' }]) {
      const e = apiErrorOf(502, body);
      expect([e.code, e.message]).toEqual(['http-error', 'El servidor respondió con un error (502).']);
    }
  });
});

describe('apiFetch and apiRequest', () => {
  it("a refusal is the server's ApiError, a body that is not JSON the generic one", async () => {
    stubFetch({
      '/api/x': httpError(404, {
        error: 'not-found',
        message: 'No encontramos una solicitud con esos datos.',
      }),
    });
    const e = await refusal(apiRequest('/api/x'));
    expect([e.status, e.code, e.message]).toEqual([
      404,
      'not-found',
      'No encontramos una solicitud con esos datos.',
    ]);
    vi.stubGlobal(
      'fetch',
      async () => ({ ok: false, status: 503, json: async () => JSON.parse('<html>') }) as unknown as Response,
    );
    expect((await refusal(apiFetch('/api/file'))).message).toBe('El servidor respondió con un error (503).');
  });

  it('a network failure is the Spanish network message; a success hands back the response unread', async () => {
    stubFetch({ '/api/x': networkDown() });
    const e = await refusal(apiFetch('/api/x'));
    expect([e.status, e.code, e.message]).toEqual([0, 'network', NETWORK_ERROR_MESSAGE]);
    const fetchMock = stubFetch({ '/api/x': { ok: 1 } });
    const res = await apiFetch('/api/x', { token: 't' });
    expect(await res.json()).toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      headers: { Authorization: 'Bearer t' },
      cache: 'no-store',
    });
  });
});
