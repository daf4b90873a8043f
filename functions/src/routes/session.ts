/**
 * GET /api/sesion: the role the signed-in person holds in this school (`null`: none), which the
 * admin area shows its menus and buttons by. Roles are the school's (tenancy/school-auth.ts), not
 * claims of the token, so the screen asks the school. It answers who the verified token is here
 * and opens nothing: every staff route checks the role itself (http/require-role.ts). No token,
 * or one that is not valid: 401.
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { HttpError } from '../http/errors';
import { verifyStaff } from '../http/require-role';
import { otherMethods } from './params';

export function sessionRouter(auth: Auth): Router {
  const router = Router();
  router.get('/sesion', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    try {
      const staff = await verifyStaff(auth, req.get('authorization') ?? '');
      res.json({ role: staff.role });
    } catch (err) {
      // A verified account with no role here (403), or staff of another school (404): nobody here.
      if (err instanceof HttpError && (err.status === 403 || err.status === 404)) {
        res.json({ role: null });
        return;
      }
      throw err;
    }
  });
  router.all('/sesion', otherMethods('GET'));
  return router;
}
