/**
 * Who is signed in, on the platform's own domain:
 *
 *   GET /api/plataforma/sesion   any verified account → {platform: role or null, email}
 *   GET /api/sesion              the same question the admin app asks a school, answered for the
 *                                platform: {role: null, platform, email}
 *   DELETE /vista-previa/sesion  "Cerrar sesión" ends a preview's credential (routes/preview.ts);
 *                                the platform has no preview: nothing to end, 204 as a school says
 *   GET /api/sitio               the frame's settings as a school's read gives them: the
 *                                Secretaría's name and contact (platform/sitio), for the console's
 *                                header and footer
 *
 * The admin app (admin.html) asks GET /api/sesion at every sign-in; on the platform's domain that
 * path is not a school's, so the platform answers it: no school role here (`role: null`), and the
 * Secretaría role the console (/secretaria) opens by. It opens nothing itself: every Secretaría
 * route checks the role again (platform-api.ts `platformCaller`). No token or a bad one: 401.
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { verifiedAccount } from '../http/require-role';
import { otherMethods } from '../routes/params';
import { PEOPLE, platformRoleOf, type Person } from '../tenancy/school-auth';
import type { SchoolTable } from '../tenancy/schools';

const UNAUTHENTICATED = 'Debe iniciar sesión para usar el panel de la Secretaría.';

export function platformSessionRouter(auth: Auth, db: Firestore, table: SchoolTable): Router {
  const router = Router();
  const who = async (header: string) => {
    const { token } = await verifiedAccount(auth, header, UNAUTHENTICATED);
    const person = await withDeadline('Firestore', db.collection(PEOPLE).doc(token.uid).get());
    return { platform: platformRoleOf(person.data() as Person | undefined), email: token.email ?? '' };
  };
  router.get('/api/plataforma/sesion', async (req, res) => {
    res.json(await who(req.get('authorization') ?? ''));
  });
  router.get('/api/sesion', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json({ role: null, ...(await who(req.get('authorization') ?? '')) });
  });
  router.get('/api/sitio', async (_req, res) => {
    const settings = await table.settings();
    res.set('Cache-Control', 'public, max-age=60');
    res.json(
      settings
        ? [
            {
              title: settings.name,
              ...(settings.address ? { address: settings.address } : {}),
              ...(settings.email ? { email: settings.email } : {}),
              ...(settings.phone ? { phoneOne: settings.phone } : {}),
            },
          ]
        : [],
    );
  });
  router.delete('/vista-previa/sesion', (_req, res) => {
    res.status(204).set('Cache-Control', 'private, no-store').end();
  });
  router.all(['/api/plataforma/sesion', '/api/sesion', '/api/sitio'], otherMethods('GET'));
  return router;
}
