/** The administrators' calls (docs/api.md, "Administrators"); every one needs the admin's ID token. */
import type { Role } from '@model';
import { apiRequest } from '@/lib/api-client';

export interface AdminAccount {
  uid: string;
  email: string;
  /** admin, editor, atencion or colaborador. */
  role: Role;
  /** ISO time, null if the account never signed in. */
  lastSignIn: string | null;
  createdAt: string | null;
}

export interface AddedAdmin {
  uid: string;
  email: string;
  /** The role granted (or, for an account that had one, the role it keeps). */
  role: Role;
  /** Whether the account was created by this request (otherwise it existed already). */
  created: boolean;
  /** The account was an administrator already: nothing changed. */
  alreadyAdmin: boolean;
  /**
   * The invitation's link to /login where the colleague chooses a password (72 hours, once): only
   * for an account this request created. An existing account's owner uses "¿Olvidó su contraseña?".
   */
  link: string | null;
  /** The invitation was also mailed to the colleague (through the outbox). */
  mailed?: boolean;
}

export const listAdmins = (token: string, signal?: AbortSignal) =>
  apiRequest<AdminAccount[]>('/api/admins', { token, signal });

export const addAdmin = (email: string, role: Role, token: string) =>
  apiRequest<AddedAdmin>('/api/admins', { method: 'POST', body: { email, role }, token });

/** Another role for a staff account; 409 for the last administrator or oneself. */
export const changeRole = (uid: string, role: Role, token: string) =>
  apiRequest<AdminAccount & { changed: boolean }>(`/api/admins/${encodeURIComponent(uid)}`, {
    method: 'PATCH',
    body: { role },
    token,
  });

export const revokeAdmin = (uid: string, token: string) =>
  apiRequest<AdminAccount>(`/api/admins/${encodeURIComponent(uid)}`, { method: 'DELETE', token });

/** A new one-time link for an account that never signed in; 409 for one that has. */
export const newAdminLink = (uid: string, token: string) =>
  apiRequest<{ email: string; link: string }>(`/api/admins/${encodeURIComponent(uid)}/link`, {
    method: 'POST',
    token,
  });
