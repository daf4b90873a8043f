/**
 * /api/admins: list, add and revoke administrators from the admin area ("Personas y permisos"),
 * so a second administrator no longer needs a developer with service-account credentials.
 *
 * Adding a colleague creates the account (or secures an existing one; docs/decisions/0009) and,
 * only for an account the request created, an invitation (routes/invitations.ts, decision 0031):
 * a link of the platform's own that works once for 72 hours, mailed to the colleague through
 * the outbox and also answered here, for the administrator to copy. The role is always chosen:
 * none is assumed.
 */
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { AdminStore, parseAdminRequest, parseRoleRequest } from '../data/admins';
import { jsonBody } from '../http/raw-body';
import { requireRole } from '../http/require-role';
import { roleOfClaims } from '../model/roles';
import { issueInvitation } from './invitations';
import { otherMethods } from './params';

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
    const { user, created, wasAdmin } = await store.grant(email, role, actor(req));
    // A link only for the account this request created: a link for an existing account would let
    // one administrator set another's password (or an outsider's pre-registered one be handed on).
    const invitation = created
      ? await issueInvitation(db, { uid: user.uid, email }, role, req.admin!.email ?? '')
      : null;
    // An account that already had a role keeps it (a role changes with PATCH): answer the one it has.
    const held = roleOfClaims(user.customClaims) ?? role;
    res.status(created ? 201 : 200).json({
      uid: user.uid,
      email,
      role: wasAdmin ? held : role,
      created,
      alreadyAdmin: wasAdmin,
      link: invitation?.link ?? null,
      // The invitation's mail is queued with it (the outbox sends it).
      mailed: invitation !== null,
      expiresAt: invitation?.expiresAt ?? null,
    });
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
