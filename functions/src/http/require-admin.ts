import type { Request, RequestHandler } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified administrator making a write. */
    admin?: DecodedIdToken;
  }
}

/**
 * The administrator behind an `Authorization` header, or the HttpError (401/403) saying why not.
 * Anyone can create an account with the site's public API key, so being signed in proves
 * nothing: only the claim, set with `npm run admin -- grant EMAIL`, opens writes.
 */
export async function verifyAdmin(auth: Auth, header: string): Promise<DecodedIdToken> {
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    throw new HttpError(401, 'unauthenticated', 'Debe iniciar sesión como administrador para hacer cambios.');
  }
  let decoded: DecodedIdToken;
  try {
    // checkRevoked: a revoked administrator loses access at once, not when the token expires.
    decoded = await auth.verifyIdToken(match[1]!, true);
  } catch {
    throw new HttpError(401, 'invalid-token', 'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.');
  }
  // Defence in depth: a token "issued" in the future (beyond clock skew) was never issued.
  if (decoded.iat > Date.now() / 1000 + 300) {
    throw new HttpError(401, 'invalid-token', 'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.');
  }
  if (decoded.admin !== true) {
    throw new HttpError(403, 'forbidden', 'Esta cuenta no tiene permisos de administrador.');
  }
  return decoded;
}

/** Every write needs a verified Firebase ID token carrying the custom claim `admin: true`. */
export function requireAdmin(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    req.admin = await verifyAdmin(auth, req.get('authorization') ?? '');
    next();
  };
}

/** Who made an administrator's request, as records and history store it. */
export function actorOf(req: Request): { uid: string; email: string } {
  return { uid: req.admin!.uid, email: req.admin!.email ?? '' };
}

/**
 * For public reads: whether the request comes from an administrator. A missing or bad token is
 * not an error here (the read is public), it just gets the public view.
 */
export async function isAdminReader(auth: Auth, req: Request): Promise<boolean> {
  const header = req.get('authorization');
  if (!header) return false;
  return verifyAdmin(auth, header).then(
    () => true,
    () => false,
  );
}
