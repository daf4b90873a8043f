/**
 * The staff accounts: Firebase Auth accounts holding a role (the custom claim `role`,
 * model/roles.ts; accounts from before roles hold `admin: true` and read as administrators).
 * Listing, granting, changing a role and revoking happen here with the Admin SDK; every change is
 * written to the server-only collection `_adminlog` (who, what, whom, when), which
 * firestore.rules keeps away from every client.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { Conflict, InvalidInput, NotFound } from '../domain/errors';
import { FORMAT_MESSAGES, isFormatValid } from '../model/format-rules';
import type { Actor } from '../model/updated-by';
import { claimsWithRole, isRole, ROLE_LABELS, ROLES, roleOfClaims, type Role } from '../model/roles';
import { nextWholeSecond, secureAccount } from './secure-account';
import { STAFF_ELSEWHERE } from '../tenancy/school-auth';

export const ADMIN_LOG = '_adminlog';

export interface AdminAccount {
  uid: string;
  email: string;
  role: Role;
  /** ISO time of the last sign-in, null if the account never signed in. */
  lastSignIn: string | null;
  createdAt: string | null;
}

/** One line of `_adminlog`. */
export interface AdminLogEntry {
  at: string;
  action: 'grant' | 'revoke' | 'role';
  /** The role granted, set or (on 'revoke') taken away. */
  role?: Role;
  /** Set on 'role': the role before the change. */
  from?: Role;
  by: Actor;
  target: { uid: string; email: string };
  /** Set on 'grant': whether the account was created by this request. */
  created?: boolean;
  /**
   * Set on 'grant' of an account that existed: its sessions were revoked and its password
   * replaced before the claim was set (docs/decisions/0009-adding-an-existing-account.md).
   */
  secured?: boolean;
  /** With `secured`: the other ways in that were removed (linked provider ids, `phone`, `second-factor`). */
  removed?: string[];
}

/** What adding an administrator did; `created` alone may come with a set-password link. */
export interface GrantOutcome {
  user: UserRecord;
  /** The account was created by this request. */
  created: boolean;
  /** The account held a role already: nothing was changed (a role changes with PATCH). */
  wasAdmin: boolean;
  /**
   * An existing account: left with password sign-in alone (a new random password; linked
   * identities, phone and second factors removed) and its sessions revoked.
   */
  secured: boolean;
}

const roleOf = (user: UserRecord) => roleOfClaims(user.customClaims);

const isoOrNull = (time: string | undefined) => {
  const ms = time ? Date.parse(time) : NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
};

/**
 * A sign-in stamped this close to the account's creation is the creation itself. Auth's times
 * are whole seconds: the same second, or the next one when the stamping straddles it. Two
 * seconds was too wide: a real sign-in 2.5 s after the creation could read 2 s (a flaky test).
 */
const SAME_MOMENT_MS = 1_000;

/**
 * The true last sign-in (not the account's creation time, which "Último ingreso" must not show):
 * the later of the last password sign-in and the last token refresh (a session left open signs in
 * once and then refreshes), leaving out a stamp at the creation itself, which the Auth emulator
 * writes for every new account. Null when the person never came in.
 */
export function lastSignInOf(metadata: UserRecord['metadata']): string | null {
  const created = Date.parse(metadata.creationTime ?? '');
  const seen = [metadata.lastSignInTime, metadata.lastRefreshTime]
    .map((time) => (time ? Date.parse(time) : NaN))
    .filter(
      (ms) => Number.isFinite(ms) && !(Number.isFinite(created) && Math.abs(ms - created) <= SAME_MOMENT_MS),
    );
  return seen.length ? new Date(Math.max(...seen)).toISOString() : null;
}

const accountOf = (user: UserRecord): AdminAccount => ({
  uid: user.uid,
  email: user.email ?? '',
  role: roleOf(user) ?? 'admin',
  lastSignIn: lastSignInOf(user.metadata),
  createdAt: isoOrNull(user.metadata.creationTime),
});

/** Firebase uids are at most 128 characters; ours (and the emulator's) are letters and digits. */
const UID = /^[A-Za-z0-9_-]{1,128}$/;

const NOT_AN_ADMIN = 'No existe un administrador con ese identificador.';

const ROLE_MESSAGE = `El rol debe ser uno de: ${ROLES.map((r) => `«${r}» (${ROLE_LABELS[r]})`).join(', ')}.`;

/** A body's `role`, always chosen: none is assumed (the most powerful one used to be). */
function parseRole(value: unknown): Role {
  if (value === undefined || value === null || value === '')
    throw new InvalidInput(`Elija el rol de la persona. ${ROLE_MESSAGE}`, 'missing-role');
  if (!isRole(value)) throw new InvalidInput(ROLE_MESSAGE, 'invalid-role');
  return value;
}

/** The body of PATCH /api/admins/{uid}: `{ role }`. */
export function parseRoleRequest(body: unknown): { role: Role } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidInput('La petición debe ser un objeto JSON con el campo «role».');
  }
  const extra = Object.keys(body).filter((k) => k !== 'role');
  if (extra.length > 0) throw new InvalidInput(`Campo no permitido: «${extra[0]!.slice(0, 40)}».`);
  return { role: parseRole((body as { role?: unknown }).role) };
}

/** The e-mail (trimmed, lower-cased) and role of a POST body, or a 400 saying what is wrong. */
export function parseAdminRequest(body: unknown): { email: string; role: Role } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidInput('La petición debe ser un objeto JSON con el campo «email».');
  }
  const extra = Object.keys(body).filter((k) => k !== 'email' && k !== 'role');
  if (extra.length > 0) throw new InvalidInput(`Campo no permitido: «${extra[0]!.slice(0, 40)}».`);
  const email = (body as { email?: unknown }).email;
  if (typeof email !== 'string' || email.trim() === '') {
    throw new InvalidInput('Escriba el correo electrónico del nuevo administrador.', 'invalid-email');
  }
  if (!isFormatValid('email', email)) {
    throw new InvalidInput(`El correo electrónico ${FORMAT_MESSAGES.email}.`, 'invalid-email');
  }
  return { email: email.trim().toLowerCase(), role: parseRole((body as { role?: unknown }).role) };
}

export class AdminStore {
  constructor(
    private readonly auth: Auth,
    private readonly db: Firestore,
  ) {}

  /** Every account with a role, by e-mail. listUsers answers 1000 at most per page. */
  async list(): Promise<AdminAccount[]> {
    const admins: AdminAccount[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.auth.listUsers(1000, pageToken);
      admins.push(...page.users.filter((u) => roleOf(u) !== null).map(accountOf));
      pageToken = page.pageToken;
    } while (pageToken);
    return admins.sort((a, b) => a.email.localeCompare(b.email));
  }

  /**
   * Makes `email` an administrator, creating the account (without a password) if needed. Other
   * claims are kept.
   *
   * An account that existed but was no administrator may belong to anyone: anybody can sign up
   * with the site's public API key, e.g. as rectoria@… before the school adds that address, and
   * link a Google identity of their own to it. So, before the claim is set, it is left with
   * password sign-in alone, a random password nobody knows (data/secure-account.ts: linked
   * identities, phone number and second factors removed), and its sessions are revoked: whoever
   * holds the old password, a linked identity or a session gets nothing, and the
   * real owner sets a password with "¿Olvidó su contraseña?", which goes to the address's own
   * inbox (docs/decisions/0009). An existing administrator is left as is. Only for an account
   * this request created may the caller issue a set-password link.
   */
  async grant(email: string, role: Role, by: Actor): Promise<GrantOutcome> {
    let user: UserRecord;
    let created = false;
    try {
      user = await this.auth.getUserByEmail(email);
    } catch (err) {
      if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
      try {
        user = await this.auth.createUser({ email });
        created = true;
      } catch (createErr) {
        // Someone else created it meanwhile (another administrator, or a sign-up): not ours.
        if ((createErr as { code?: string }).code !== 'auth/email-already-exists') throw createErr;
        user = await this.auth.getUserByEmail(email);
      }
    }
    const wasAdmin = roleOf(user) !== null;
    if (wasAdmin) return { user, created, wasAdmin, secured: false };
    // Staff of another school too: that school's administrator may have created the account and
    // chosen its password with an invitation link, so here it is as unknown as a sign-up. (The
    // person sets a new password with "¿Olvidó su contraseña?"; their roles elsewhere stay.)
    const secured = !created;
    let removed: string[] = [];
    // Refused (409, no role) if the account cannot be cleared: secureAccount says why.
    if (secured) ({ user, removed } = await secureAccount(this.auth, user.uid, { replacePassword: true }));
    await this.setRole(user, role);
    await this.log({
      action: 'grant',
      role,
      by,
      target: { uid: user.uid, email },
      created,
      ...(secured ? { secured, removed } : {}),
    });
    return { user, created, wasAdmin, secured };
  }

  /**
   * Removes the claim and revokes the account's refresh tokens at once, so its current ID token
   * fails `verifyIdToken(token, true)` on its next write. Never oneself, never the last one.
   */
  async revoke(uid: string, by: Actor): Promise<AdminAccount> {
    const user = await this.staffAccount(uid);
    const role = roleOf(user)!;
    // The last one first: a lone administrator revoking themselves learns the real reason.
    const lastMessage =
      'No se puede revocar al último administrador: el sitio quedaría sin nadie que pueda editarlo.';
    if (role === 'admin' && (await this.adminCount()) <= 1) throw new Conflict(lastMessage);
    if (uid === by.uid) {
      throw new Conflict('No puede revocar su propio acceso. Pídaselo a otro administrador.');
    }
    await this.setRole(user, null);
    // Staff of another school keep their sessions there: the role here is read on every request,
    // so it is gone at once without signing the person out of the other schools.
    if (user.customClaims?.[STAFF_ELSEWHERE] !== true) {
      await nextWholeSecond();
      await this.auth.revokeRefreshTokens(uid);
    }
    // Two revocations at once can each see another administrator left: if none is, undo ours.
    if (role === 'admin' && (await this.adminCount()) === 0) {
      await this.setRole(user, role);
      throw new Conflict(lastMessage);
    }
    await this.log({ action: 'revoke', role, by, target: { uid, email: user.email ?? '' } });
    return accountOf(user);
  }

  /**
   * Gives a staff account another role (PATCH /api/admins/{uid}). The function reads the role
   * from the account's current claims on every request (http/require-role.ts), so the change
   * holds from the account's very next request; its sessions are kept. Never one's own role,
   * never the last administrator's.
   */
  async changeRole(uid: string, role: Role, by: Actor): Promise<AdminAccount & { changed: boolean }> {
    const user = await this.staffAccount(uid);
    const from = roleOf(user)!;
    if (from === role) return { ...accountOf(user), changed: false };
    const lastMessage =
      'No se puede quitar el rol de administrador al último administrador: el sitio quedaría sin nadie que pueda administrarlo.';
    if (from === 'admin' && (await this.adminCount()) <= 1) throw new Conflict(lastMessage);
    if (uid === by.uid) {
      throw new Conflict('No puede cambiar su propio rol. Pídaselo a otro administrador.');
    }
    await this.setRole(user, role);
    // Two demotions at once can each see another administrator left: if none is, undo ours.
    if (from === 'admin' && (await this.adminCount()) === 0) {
      await this.setRole(user, from);
      throw new Conflict(lastMessage);
    }
    await this.log({ action: 'role', role, from, by, target: { uid, email: user.email ?? '' } });
    return { ...accountOf(await this.auth.getUser(uid)), changed: true };
  }

  /** The account behind a uid of the path, holding a role; else 404. */
  private async staffAccount(uid: string): Promise<UserRecord> {
    if (!UID.test(uid)) throw new NotFound(NOT_AN_ADMIN);
    let user: UserRecord;
    try {
      user = await this.auth.getUser(uid);
    } catch (err) {
      if ((err as { code?: string }).code === 'auth/user-not-found') throw new NotFound(NOT_AN_ADMIN);
      throw err;
    }
    if (roleOf(user) === null) throw new NotFound(NOT_AN_ADMIN);
    return user;
  }

  private async adminCount(): Promise<number> {
    return (await this.list()).filter((a) => a.role === 'admin').length;
  }

  /** Sets (or, with null, removes) the role claim, keeping every other claim. */
  private setRole(user: UserRecord, role: Role | null) {
    return this.auth.setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role));
  }

  private async log(entry: Omit<AdminLogEntry, 'at'>): Promise<void> {
    await this.db.collection(ADMIN_LOG).add({ at: new Date().toISOString(), ...entry });
  }
}
