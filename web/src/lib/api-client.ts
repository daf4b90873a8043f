/**
 * The one way the browser code (the admin, the islands) talks to the function. Errors become
 * ApiError with the server's Spanish message (or a Spanish one for network failures), so every
 * screen can show why something failed.
 * The mapping of a refusal to an ApiError is `apiErrorOf`, and only here: JSON calls
 * (`apiRequest`), file downloads (`apiFetch`) and the admin's XHR uploads all use it.
 * Paths are written as the API documents them (`/api/…`); the school's base goes in front here
 * (`apiBase`), once for the whole page or app.
 */
import { siteHref } from '@model/site-href';
import { pageBase } from './page-base';

/** Where the function answers when it is not this page's own origin (a dev override; '' in builds). */
const ORIGIN = import.meta.env.VITE_API_BASE ?? '';

let schoolBase: string | undefined;

/**
 * Sets the school's base for every call from now on ('' on its own domain, '/{slug}' on the
 * platform's): the admin app, once it has read it from its address.
 */
export function setApiBase(base: string): void {
  schoolBase = base;
}

/**
 * The school's base: the one set, else what the public page's frame wrote in
 * `<meta name="site-base">` (only on the platform's domain), else ''. Read in the browser only.
 */
export function apiBase(): string {
  if (schoolBase !== undefined) return schoolBase;
  if (typeof document === 'undefined') return '';
  schoolBase = pageBase();
  return schoolBase;
}

/** The address to call for the API path `path` (`/api/…`), at this school. */
export const apiUrl = (path: string): string => `${ORIGIN}${siteHref(apiBase(), path)}`;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A refused record's every field at fault, field → message (docs/api.md); none otherwise. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The `fields` of a refusal's body: only string messages under string keys count. */
function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo; sus cambios no se han perdido.';

/**
 * A refusal as the browser code shows it: the server's `{ error, message }` (and a refused
 * record's `fields`) when the body has them (every route answers so, docs/api.md), else a generic
 * Spanish message with the status (a proxy's error page, an empty body).
 */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const { error, message, fields } = (body !== null && typeof body === 'object' ? body : {}) as Record<
    string,
    unknown
  >;
  return new ApiError(
    status,
    typeof error === 'string' && error ? error : 'http-error',
    typeof message === 'string' && message ? message : `El servidor respondió con un error (${status}).`,
    fieldsOf(fields),
  );
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON: apiErrorOf falls back to its generic message.
  }
  return apiErrorOf(res.status, body);
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

/**
 * The request, answered with a successful Response (its body unread: JSON, a file); a refusal
 * throws the ApiError of `apiErrorOf`, a network failure the one of NETWORK_ERROR_MESSAGE.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
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
    res = await fetch(apiUrl(path), {
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
  return res;
}

/** A JSON call: the parsed answer (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * Path of a stored file (image or PDF), as the site's addresses are written (no base): a page
 * writes it through `siteHref` (components/site-base.tsx `useSiteHref`), a call through `apiUrl`.
 */
export function mediaUrl(name: string): string {
  return `/media/${encodeURIComponent(name)}`;
}

/**
 * URL of a stored PDF as a download: the server answers `attachment` with the document's name
 * (routes/media.ts), where a browser ignores a link's `download` attribute.
 */
export function mediaDownloadUrl(name: string): string {
  return `${mediaUrl(name)}?descargar=1`;
}
