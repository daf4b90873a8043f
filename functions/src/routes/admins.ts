/**
 * /api/admins: list, add and revoke administrators from the admin area, so a second
 * administrator no longer needs a developer with service-account credentials.
 *
 * The one-time link (only for an account the request created; docs/decisions/0009): the Admin SDK generates a password-reset link (we send no e-mail from the
 * server; the current administrator passes it on). Its host differs between production
 * (`…firebaseapp.com/__/auth/action`) and the Auth emulator (`127.0.0.1:9099/emulator/action`),
 * so we keep only its `oobCode` and answer a link to our own /login, which completes it with
 * confirmPasswordReset: the same page and flow everywhere, ending on our site.
 */
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { AdminStore, parseAdminRequest, parseRoleRequest } from '../data/admins';
import { jsonBody } from '../http/raw-body';
import { siteOrigin as configuredOrigin } from '../http/site-origin';
import { requireRole } from '../http/require-role';
import { roleOfClaims } from '../model/roles';
import { otherMethods } from './params';

/** Path of the login page, which also completes `?mode=resetPassword&oobCode=` links. */
const LOGIN_PATH = '/login';

/**
 * The site's origin for the links: SITE_ORIGIN (http/site-origin.ts), never a request header:
 * Origin, Host and X-Forwarded-Host are the client's to write.
 */
export function siteOrigin(_req: Request): string {
  return configuredOrigin();
}

export function adminsRouter(auth: Auth, db: Firestore): Router {
  const router = Router();
  const store = new AdminStore(auth, db);
  const actor = (req: Request) => ({ uid: req.admin!.uid, email: req.admin!.email ?? '' });

  router.use('/admins', requireRole(auth, 'accounts'), (_req, res, next) => {
    // Administrators' addresses are private: never in a shared cache.
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/admins', async (_req, res) => {
    res.json(await store.list());
  });

  router.post('/admins', async (req, res) => {
    const { email, role } = parseAdminRequest(await jsonBody(req));
    const origin = siteOrigin(req);
    const { user, created, wasAdmin } = await store.grant(email, role, actor(req));
    // A link only for the account this request created: a link for an existing account would let
    // one administrator set another's password (or an outsider's pre-registered one be handed on).
    let link: string | null = null;
    if (created) {
      const firebaseLink = await auth.generatePasswordResetLink(email, { url: `${origin}${LOGIN_PATH}` });
      const oobCode = new URL(firebaseLink).searchParams.get('oobCode') ?? '';
      link = `${origin}${LOGIN_PATH}?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`;
    }
    // An account that already had a role keeps it (a role changes with PATCH): answer the one it has.
    const held = roleOfClaims(user.customClaims) ?? role;
    res
      .status(created ? 201 : 200)
      .json({ uid: user.uid, email, role: wasAdmin ? held : role, created, alreadyAdmin: wasAdmin, link });
  });

  // Change a staff account's role (`{ role }`).
  router.patch('/admins/:uid', async (req, res) => {
    const { role } = parseRoleRequest(await jsonBody(req));
    res.json(await store.changeRole(String(req.params.uid), role, actor(req)));
  });

  router.delete('/admins/:uid', async (req, res) => {
    res.json(await store.revoke(String(req.params.uid), actor(req)));
  });

  // Any other verb on these paths.
  router.all('/admins', otherMethods('GET, POST'));
  router.all('/admins/:uid', otherMethods('PATCH, DELETE'));

  return router;
}
