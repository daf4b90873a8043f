/**
 * Atención al ciudadano's public calls (docs/api.md): file a request (the /pqrsd form and the
 * contact form), look one up with its radicado and tracking code, and ask for a new code mailed
 * to the address stored with the request. Shared by two features, so it lives here; errors are
 * api-client's ApiError with the server's Spanish message.
 */
import type { PqrsdReceipt as Filed, PqrsdStatus } from '@model/pqrsd';
import { apiRequest } from './api-client';

export type { Filed, PqrsdStatus };

/** Sends the fields as JSON, or as multipart when there is an attachment (`adjunto`). */
export function submitPqrsd(
  fields: Record<string, string | boolean>,
  attachment?: File | null,
): Promise<Filed> {
  if (!attachment) return apiRequest<Filed>('/api/pqrsd', { method: 'POST', body: fields });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('adjunto', attachment, attachment.name);
  return apiRequest<Filed>('/api/pqrsd', { method: 'POST', body: form });
}

/**
 * A request's state: the radicado and its tracking code are the only key (the server accepts
 * either with or without separators, leading zeros and in any case; a wrong pair is a 404 like an
 * unknown radicado).
 */
export function lookupPqrsd(radicado: string, code: string): Promise<PqrsdStatus> {
  // A POST: the code stays out of the address, and so out of every log on the way.
  return apiRequest<PqrsdStatus>('/api/pqrsd/status', { method: 'POST', body: { radicado, code } });
}

/**
 * "¿Perdió su código?": the server mails a new code to the address stored with the request (the
 * old one stops working) and answers the same message whether or not the pair matched, so the
 * form only shows that message.
 */
export function requestNewCode(radicado: string, email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/pqrsd/codigo', { method: 'POST', body: { radicado, email } });
}
