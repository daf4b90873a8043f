/**
 * The one way the SPA talks to the function. Errors become ApiError with the server's Spanish
 * message (or a Spanish one for network failures), so every screen can show why something failed.
 */
const BASE = import.meta.env.VITE_API_BASE ?? '';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo; sus cambios no se han perdido.';

async function toApiError(res: Response): Promise<ApiError> {
  let body: { error?: string; message?: string } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): fall back to a generic message below.
  }
  return new ApiError(
    res.status,
    body.error ?? 'http-error',
    body.message ?? `El servidor respondió con un error (${res.status}).`,
  );
}

export interface RequestOptions {
  method?: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for multipart. */
  body?: unknown;
  /** Firebase ID token of the administrator, for writes. */
  token?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      // Administrators must see fresh data; public reads may use the HTTP cache.
      cache: options.token ? 'no-store' : 'default',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** URL of a stored file (image or PDF). */
export function mediaUrl(name: string): string {
  return `${BASE}/media/${encodeURIComponent(name)}`;
}
