/**
 * A call to the Secretaría's API (/api/plataforma/…) with the signed-in account's ID token:
 * the same client as every other call (lib/api-client.ts), so a refusal is the same ApiError
 * with the server's Spanish message and its fields.
 */
import { apiFetch, apiRequest, type RequestOptions } from '@/lib/api-client';
import type { ConsoleSession } from './sections';

export async function platformRequest<T>(
  session: ConsoleSession,
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, token: await session.token() });
}

/** The raw answer (a CSV download), for callers that read the body themselves. */
export async function platformFetch(
  session: ConsoleSession,
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<Response> {
  return apiFetch(path, { ...options, token: await session.token() });
}
