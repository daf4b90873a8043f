/**
 * Atención al ciudadano's two public calls (docs/api.md): file a request (the /pqrsd form and the
 * contact form) and look one up. Shared by two features, so it lives here; errors are ApiError
 * with the server's Spanish message.
 */
import type { PqrsdReceipt as Filed, PqrsdStatus } from '../../../functions/src/model/pqrsd';
import { apiRequest } from './api-client';

export type { Filed, PqrsdStatus };

/** Sends the fields as JSON, or as multipart when there is an attachment (`adjunto`). */
export function submitPqrsd(fields: Record<string, string | boolean>, attachment?: File | null): Promise<Filed> {
  if (!attachment) return apiRequest<Filed>('/api/pqrsd', { method: 'POST', body: fields });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('adjunto', attachment, attachment.name);
  return apiRequest<Filed>('/api/pqrsd', { method: 'POST', body: form });
}

export function lookupPqrsd(radicado: string, pair: { email: string } | { code: string }): Promise<PqrsdStatus> {
  const query = new URLSearchParams({ radicado, ...pair });
  return apiRequest<PqrsdStatus>(`/api/pqrsd/status?${query}`);
}
