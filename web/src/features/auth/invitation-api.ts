/**
 * A colleague's invitation (`/login?mode=invitacion&codigo=…`, decision 0031): the link an
 * administrator's "Agregar" mails, good for 72 hours and once. The function checks the code and
 * sets the account's first password (GET and POST /api/invitacion).
 */
import { ApiError, apiRequest } from '@/lib/api-client';

/** The address the invitation is for; rejects with the server's reason (used, expired, unknown). */
export async function checkInvitation(code: string): Promise<string> {
  const { email } = await apiRequest<{ email: string }>(`/api/invitacion?codigo=${encodeURIComponent(code)}`);
  return email;
}

export async function acceptInvitation(code: string, password: string): Promise<void> {
  await apiRequest<{ email: string }>('/api/invitacion', {
    method: 'POST',
    body: { codigo: code, password },
  });
}

/** The server's own words for a refused invitation. */
export const invitationProblem = (err: unknown, fallback: (err: unknown) => string) =>
  err instanceof ApiError ? err.message : fallback(err);
