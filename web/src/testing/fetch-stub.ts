/**
 * Test helper: replaces the browser's fetch (the boundary between the site and the network) with
 * canned answers per path. Nothing of our own code is mocked; pages run their real data layer.
 */
import { vi } from 'vitest';

export const httpError = (
  status: number,
  body: unknown = { error: 'unavailable', message: 'No disponible' },
) => ({
  __http: true as const,
  status,
  body,
});

function response(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  } as Response;
}

/**
 * Stubs fetch with answers keyed by URL path ("/api/carousel"). Unknown paths answer 404.
 * Returns the mock, to inspect the calls.
 */
export function stubFetch(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (!(url.pathname in answers)) return response(404, { error: 'not-found', message: 'No existe.' });
    const answer = answers[url.pathname];
    if (answer instanceof Error) throw answer;
    if (answer && typeof answer === 'object' && '__http' in answer) {
      const { status, body } = answer as ReturnType<typeof httpError>;
      return response(status, body);
    }
    return response(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A network failure, as fetch reports it. */
export const networkDown = () => new TypeError('Failed to fetch');
