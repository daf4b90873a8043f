/**
 * The ITA checklist (docs/api.md "Índice de transparencia"; decision 0022):
 *   GET /api/ita            staff with `ita`: every matrix item merged with its state, the automatic
 *                           evidence, the stale flag and what the hourly check found (JSON)
 *   GET /api/ita.csv        staff with `ita`: the same in the Procuraduría's column order (UTF-8, BOM)
 *   PUT /api/ita/:id        staff with `ita`: { status, evidence, reason, responsible, reviewPeriodDays }
 *   GET /api/ita/no-aplica  anyone: the published "no aplica" reasons, cacheable (the transparency
 *                           pages have them in their data; a visit that moves there reads this)
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../data/clock';
import { itaCsv, itaViews, noAplicaReasons, saveItaState } from '../data/ita';
import { badRequest } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { actorOf, requireRole } from '../http/require-role';
import { siteOrigin } from '../tenancy/site-origin';
import { checkItaState } from '../model/ita-input';
import { ITA_STATUSES, type ItaStatus } from '../model/ita-matrix';
import { bogotaDate } from '../pqrsd/due-date';

/** A state is a few short texts and at most ten addresses: 16 KB is generous. */
const MAX_BODY = 16 * 1024;

export function itaRouter(db: Firestore, auth: Auth): Router {
  const router = Router();
  const staff = requireRole(auth, 'ita');

  router.get('/ita', staff, async (_req, res) => {
    const at = await now(db);
    const items = await itaViews(db, at);
    const counts = Object.fromEntries(
      ITA_STATUSES.map((s) => [s, items.filter((i) => i.status === s).length]),
    ) as Record<ItaStatus, number>;
    res.set('Cache-Control', 'private, no-store').json({ now: new Date(at).toISOString(), counts, items });
  });

  router.get('/ita.csv', staff, async (_req, res) => {
    const at = await now(db);
    res
      .set('Cache-Control', 'private, no-store')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set(
        'Content-Disposition',
        `attachment; filename="indice-transparencia-${bogotaDate(new Date(at))}.csv"`,
      )
      .send(itaCsv(await itaViews(db, at), siteOrigin()));
  });

  // Public: a "no aplica" must give its legal reason, and that reason must itself be published.
  router.get('/ita/no-aplica', async (_req, res) => {
    const items = await noAplicaReasons(db);
    res.set('Cache-Control', 'public, max-age=60, s-maxage=300').json({ items });
  });

  router.put('/ita/:id', staff, async (req, res) => {
    const checked = checkItaState(await jsonBody(req, MAX_BODY));
    if (!checked.ok) throw badRequest(checked.message, 'invalid-request');
    const actor = actorOf(req);
    const view = await saveItaState(
      db,
      String(req.params.id),
      checked.input,
      actor.email || actor.uid,
      await now(db),
    );
    res.set('Cache-Control', 'no-store').json(view);
  });

  return router;
}
