import type { RequestHandler } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified administrator making a write. */
    admin?: DecodedIdToken;
  }
}

/**
 * Every write needs a verified Firebase ID token carrying the custom claim `admin: true`.
 * Anyone can create an account with the site's public API key, so being signed in proves
 * nothing: only the claim, set with `npm run admin -- grant EMAIL`, opens writes.
 */
export function requireAdmin(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
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
    req.admin = decoded;
    next();
  };
}
