/**
 * Before roles (issue 26) every write needed `admin: true`. Routes now name the capability they
 * need (`requireRole(auth, 'content')`, http/require-role.ts); this module keeps the old names for
 * code that still asks for an administrator: `requireAdmin` lets in the `admin` role only (the
 * current claims, as requireRole reads them).
 */
import type { Request, RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { HttpError } from './errors';
import { actorOf, isStaffReader, verifyStaff } from './require-role';

export { actorOf };

const NOT_ADMIN = 'Esta acción es solo para administradores.';

/** The administrator role (or a legacy `admin: true` account) and nothing else. */
export function requireAdmin(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const staff = await verifyStaff(auth, req.get('authorization') ?? '');
    if (staff.role !== 'admin') throw new HttpError(403, 'forbidden', NOT_ADMIN);
    req.admin = staff.token;
    req.role = staff.role;
    next();
  };
}

/** For public reads: whether the request comes from staff who may see the private side. */
export function isAdminReader(auth: Auth, req: Request): Promise<boolean> {
  return isStaffReader(auth, req);
}
