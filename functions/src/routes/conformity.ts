/**
 * The conformity check of the school's site (maintenance/conformity.ts; decision 0038):
 *   GET  /api/conformidad   staff with `ita`: the last report (problems, pages checked, whether it
 *                           was complete) or `null` before the first run
 *   POST /api/conformidad   staff with `conformidad` (administrators): runs the check now and answers
 *                           its report; 409 while another check of this school is running
 * The check itself is handed in by app.ts (it renders the school's pages through the school's app).
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { readConformity } from '../data/conformity';
import { HttpError } from '../http/errors';
import { requireRole } from '../http/require-role';
import type { ConformityReport } from '../model/conformity';
import { otherMethods } from './params';

/** Runs the school's check now; rejects with `busy: true` when another check holds its turn. */
export type ConformityRun = () => Promise<ConformityReport>;

export const CONFORMITY_BUSY =
  'Ya hay una revisión de este sitio en curso. Espere a que termine y vuelva a consultar los resultados.';

/** Whether an error is the check's "another run holds the turn" (maintenance/conformity.ts ConformityBusy). */
export const isBusy = (err: unknown) => err instanceof Error && err.name === 'ConformityBusy';

export function conformityRouter(db: Firestore, auth: Auth, run: ConformityRun): Router {
  const router = Router();

  router.get('/conformidad', requireRole(auth, 'ita'), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ report: await readConformity(db) });
  });

  router.post('/conformidad', requireRole(auth, 'conformidad'), async (_req, res) => {
    let report: ConformityReport;
    try {
      report = await run();
    } catch (err) {
      if (isBusy(err)) throw new HttpError(409, 'conformity-running', CONFORMITY_BUSY);
      throw err;
    }
    res.set('Cache-Control', 'no-store').json({ report });
  });

  router.all('/conformidad', otherMethods('GET, POST'));
  return router;
}
