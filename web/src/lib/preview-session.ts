/**
 * The preview's credential (the function's routes/preview.ts): "Vista previa" asks the server
 * for one with the staff member's ID token, and the server sets it as an HttpOnly cookie on the
 * preview's path, which no script here can read. "Cerrar sesión" asks the server to revoke it and
 * clear the cookie, so the next person at a shared computer cannot open a draft. Both at the
 * school's base (api-client.ts `apiUrl`), where the cookie's path is.
 */
import { apiUrl } from './api-client';

export const PREVIEW_SESSION_PATH = '/vista-previa/sesion';

/** Asks for a credential for the signed-in staff member; throws when the server refuses. */
export async function startPreviewSession(idToken: string): Promise<void> {
  const res = await fetch(apiUrl(PREVIEW_SESSION_PATH), {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}` },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`preview session ${res.status}`);
}

/** Revokes this browser's credential, if any. Never throws: signing out must go on offline too. */
export async function endPreviewSession(): Promise<void> {
  await fetch(apiUrl(PREVIEW_SESSION_PATH), {
    method: 'DELETE',
    credentials: 'same-origin',
    cache: 'no-store',
  }).catch(() => undefined);
}
