/**
 * GET /api/sesion: the role the signed-in person holds in this school, which the admin area
 * shows its menus and buttons by. Roles are the school's (tenancy/school-auth.ts), not claims of
 * the token, so the screen asks the school. The same verification as every staff route: no
 * token 401, no role here 403 (staff of another school: 404).
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { verifyStaff } from '../http/require-role';
import { otherMethods } from './params';

export function sessionRouter(auth: Auth): Router {
  const router = Router();
  router.get('/sesion', async (req, res) => {
    const staff = await verifyStaff(auth, req.get('authorization') ?? '');
    res.set('Cache-Control', 'private, no-store').json({ role: staff.role, email: staff.token.email ?? '' });
  });
  router.all('/sesion', otherMethods('GET'));
  return router;
}
