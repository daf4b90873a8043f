/**
 * POST /api/admins/{uid}/link: "Generar un enlace nuevo" for a staff account (any role)
 * that has never signed in, because the invitation of "Agregar" may have expired (72 hours) or
 * its mail been lost. A new invitation (routes/invitations.ts), mailed again and answered to copy;
 * the earlier ones stop working. Refused (409) for an account that has signed in: its password is
 * its own, and a new link would let whoever holds it take the account over. Kept apart from
 * routes/admins.ts and data/admins.ts, which the security work changes.
 */
import { Router } from 'express';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpError, notFound } from '../http/errors';
import { requireRole } from '../http/require-role';
import { roleOfClaims } from '../model/roles';
import { STAFF_ELSEWHERE } from '../tenancy/school-auth';
import { issueInvitation } from './invitations';

/**
 * Whether the account has ever been used: it has a password (chosen with a link, or set before it
 * was made an administrator), or a sign-in later than its creation (the Auth emulator stamps the
 * creation itself as a sign-in, so lastSignInTime alone cannot tell).
 */
export function hasSignedIn(user: UserRecord): boolean {
  if (user.providerData.some((p) => p.providerId === 'password')) return true;
  const created = Date.parse(user.metadata.creationTime ?? '');
  const signedIn = Date.parse(user.metadata.lastSignInTime ?? '');
  return Number.isFinite(signedIn) && (!Number.isFinite(created) || signedIn - created > SAME_MOMENT_MS);
}

/** A sign-in this close to the creation is the creation itself. */
const SAME_MOMENT_MS = 2_000;

export function adminLinkRouter(auth: Auth, db: Firestore): Router {
  const router = Router();

  router.post('/admins/:uid/link', requireRole(auth, 'accounts'), async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const uid = String(req.params.uid);
    const unknown = () => notFound('No hay un administrador con ese identificador.');
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw unknown();
    let user: UserRecord;
    try {
      user = await auth.getUser(uid);
    } catch {
      throw unknown();
    }
    const role = roleOfClaims(user.customClaims);
    if (!role || !user.email) throw unknown();
    // An account with a role in another school of the platform is that school's colleague too: a
    // link from here would let this school's administrator choose its password and enter the
    // other school as them. Its owner opens it with the link they got there, or with
    // "¿Olvidó su contraseña?", which writes to their own inbox.
    if (user.customClaims?.[STAFF_ELSEWHERE] === true) {
      throw new HttpError(
        409,
        'staff-elsewhere',
        'Esta cuenta también tiene acceso en otro colegio de la plataforma: su contraseña se elige con el enlace que recibió allí o con «¿Olvidó su contraseña?» en la página de ingreso.',
      );
    }
    if (hasSignedIn(user)) {
      throw new HttpError(
        409,
        'already-signed-in',
        'Esta cuenta ya inició sesión: tiene su propia contraseña. Si la olvidó, que use «¿Olvidó su contraseña?» en la página de ingreso.',
      );
    }
    const { link, expiresAt } = await issueInvitation(
      db,
      { uid, email: user.email },
      role,
      req.admin!.email ?? '',
    );
    logger.info('admin-link', { event: 'admin-link', by: req.admin!.uid, uid });
    res.status(200).json({ email: user.email, link, mailed: true, expiresAt });
  });

  return router;
}
