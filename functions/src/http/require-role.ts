/**
 * Who may call a staff route: a verified Firebase ID token, and the account's role as
 * it is NOW (model/roles.ts: one table of capabilities per role). Refusals: 401 without a valid
 * token, 403 with a Spanish message naming what the role may not do.
 *
 * Freshness (docs/decisions/0015-roles.md): the token's claims are as old as the token (up to an
 * hour). We verify the token without `checkRevoked` and read the account once ourselves: that one
 * lookup is the one `checkRevoked` would make anyway (disabled, revoked sessions), and it also
 * gives the current custom claims. So a demoted administrator's very next request is judged by
 * the new role, at the cost of today's one lookup.
 */
import type { Request, RequestHandler } from 'express';
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import {
  can,
  ROLE_LABELS,
  roleOfClaims,
  writeCapabilityOf,
  type Capability,
  type Role,
} from '../model/roles';
import { HttpError, notFound } from './errors';
import { STAFF_ELSEWHERE } from '../tenancy/school-auth';

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified staff member making the request (any role). */
    admin?: DecodedIdToken;
    /** Their role, read from the account's current claims. */
    role?: Role;
  }
}

/** A verified staff member: the token, and the role the account holds now. */
export interface Staff {
  token: DecodedIdToken;
  role: Role;
}

const UNAUTHENTICATED = 'Debe iniciar sesión para hacer cambios.';
const INVALID = 'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.';
const NO_ROLE = 'Esta cuenta no tiene permisos en el área de administración.';

/** What each capability lets one do, for the 403's sentence "Su rol (…) no permite …". */
const DOING: Record<Capability, string> = {
  content: 'modificar el contenido del sitio',
  drafts: 'crear ni editar noticias, eventos, álbumes ni avisos',
  uploads: 'subir archivos',
  history: 'ver el historial',
  trash: 'usar la Papelera',
  settings: 'cambiar los datos del colegio',
  accounts: 'administrar las cuentas',
  purge: 'eliminar definitivamente',
  pqrsd: 'atender las solicitudes ciudadanas',
  backup: 'hacer ni restaurar copias de seguridad',
  ita: 'revisar el índice de transparencia (ITA)',
  conformidad: 'iniciar la revisión automática del sitio',
  avisos: 'ver ni enviar los avisos a las familias suscritas',
  suscriptores: 'ver ni borrar las direcciones de las familias suscritas',
};

export function forbidden(role: Role, capability: Capability): HttpError {
  return new HttpError(403, 'forbidden', `Su rol (${ROLE_LABELS[role]}) no permite ${DOING[capability]}.`);
}

/** Same as the Admin SDK's `checkRevoked`: a disabled account, or a session begun before revocation. */
function isRevoked(token: DecodedIdToken, user: UserRecord): boolean {
  if (user.disabled) return true;
  const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
  return Number.isFinite(validSince) && token.auth_time * 1000 < validSince;
}

/**
 * The account behind an `Authorization` header, as it is now: a verified ID token of an account
 * that exists, is not disabled and has not had its sessions revoked since; else a 401 saying why
 * (`unauthenticated`: the message for no token at all). What the account may do is the caller's.
 */
export async function verifiedAccount(
  auth: Auth,
  header: string,
  unauthenticated = UNAUTHENTICATED,
): Promise<{ token: DecodedIdToken; user: UserRecord }> {
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'unauthenticated', unauthenticated);
  let token: DecodedIdToken;
  try {
    token = await auth.verifyIdToken(match[1]!);
  } catch {
    throw new HttpError(401, 'invalid-token', INVALID);
  }
  // Defence in depth: a token "issued" in the future (beyond clock skew) was never issued.
  if (token.iat > Date.now() / 1000 + 300) throw new HttpError(401, 'invalid-token', INVALID);
  let user: UserRecord;
  try {
    user = await auth.getUser(token.uid);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found')
      throw new HttpError(401, 'invalid-token', INVALID);
    throw err;
  }
  if (isRevoked(token, user)) throw new HttpError(401, 'invalid-token', INVALID);
  return { token, user };
}

/**
 * The staff member behind an `Authorization` header, or the HttpError (401/403) saying why not.
 * Anyone can create an account with the site's public API key, so being signed in proves nothing:
 * only a role (set in Administradores or with `npm run admin`) opens the admin routes.
 */
export async function verifyStaff(auth: Auth, header: string): Promise<Staff> {
  const { token, user } = await verifiedAccount(auth, header);
  const role = roleOfClaims(user.customClaims);
  // Staff of another school asking here: the same 404 as a school that does not exist, so no
  // one learns through the API which schools there are (tenancy/school-auth.ts).
  if (!role && user.customClaims?.[STAFF_ELSEWHERE] === true) throw notFound();
  if (!role) throw new HttpError(403, 'forbidden', NO_ROLE);
  return { token, role };
}

/**
 * The role the account `uid` holds now, for a credential the server minted at `sinceMs` (the
 * preview's): null when the account is gone, disabled, its sessions were revoked after that
 * moment, or it holds no role.
 */
export async function currentRoleOf(auth: Auth, uid: string, sinceMs: number): Promise<Role | null> {
  const user = await auth.getUser(uid).catch((err: unknown) => {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  });
  if (!user || user.disabled) return null;
  const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
  if (Number.isFinite(validSince) && sinceMs < validSince) return null;
  return roleOfClaims(user.customClaims);
}

/**
 * The route's guard: a staff member whose role holds `capability` (model/roles.ts), or the
 * capability the request needs (e.g. its collection's). Sets `req.admin` (the token: uid, e-mail)
 * and `req.role`.
 */
export function requireRole(
  auth: Auth,
  capability: Capability | ((req: Request) => Capability),
): RequestHandler {
  return async (req, _res, next) => {
    const staff = await verifyStaff(auth, req.get('authorization') ?? '');
    const needed = typeof capability === 'function' ? capability(req) : capability;
    if (!can(staff.role, needed)) throw forbidden(staff.role, needed);
    req.admin = staff.token;
    req.role = staff.role;
    next();
  };
}

/** Writing the collection of the path (`:collection`): `settings` for the school's settings, else `content`. */
export const collectionWrite = (req: Request): Capability =>
  writeCapabilityOf(String(req.params.collection ?? ''));

/** Inside a route whose guard let the role in, a further check once the collection is known. */
export function assertCan(req: Request, capability: Capability): void {
  if (!can(req.role, capability)) throw forbidden(req.role!, capability);
}

/** Who made a staff member's request, as records and history store it. */
export function actorOf(req: Request): { uid: string; email: string } {
  return { uid: req.admin!.uid, email: req.admin!.email ?? '' };
}

/**
 * For public reads: the staff member behind the request's token, or null (no token, a bad one,
 * no role). Like isStaffReader, a bad token is no error on a public read.
 */
export async function staffReaderOf(auth: Auth, req: Request): Promise<Staff | null> {
  const header = req.get('authorization');
  if (!header) return null;
  return verifyStaff(auth, header).catch(() => null);
}

/**
 * For public reads: whether the request comes from staff who may see the content's private side
 * (who saved last, a deleted record's files). A missing or bad token is not an error here (the
 * read is public), it just gets the public view.
 */
export async function isStaffReader(auth: Auth, req: Request): Promise<boolean> {
  const header = req.get('authorization');
  if (!header) return false;
  return verifyStaff(auth, header).then(
    ({ role }) => can(role, 'content'),
    () => false,
  );
}

/**
 * For /media: whether the request comes from staff who may read a file no visitor may see (a
 * deleted record's photo in the history or the Papelera, a draft's attachment): those who edit
 * the content, and colaboradores, who write drafts with their own files. A missing or bad token
 * just gets the public view.
 */
export async function isPrivateFileReader(auth: Auth, req: Request): Promise<boolean> {
  const header = req.get('authorization');
  if (!header) return false;
  return verifyStaff(auth, header).then(
    ({ role }) => can(role, 'content') || can(role, 'drafts'),
    () => false,
  );
}
