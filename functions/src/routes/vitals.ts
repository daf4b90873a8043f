/**
 * POST /api/vitals: the page-performance reports of sampled public visits (spec §7), sent by the
 * pages' lazily loaded reporter with navigator.sendBeacon when the page is hidden. Anyone may call
 * it, so it is bounded like an attack surface: JSON only, 4 KB at most, every value checked
 * (functions/src/model/vitals.ts). A valid report becomes exactly one structured log line (Cloud
 * Logging in production; `npm run bench` reads the emulator's) and nothing is stored: a beacon per
 * visit must cost no Firestore write, and a log line holds no visitor data beyond a device class.
 */
import { Router } from 'express';
import { logger } from 'firebase-functions';
import { badRequest, HttpError } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { checkVitalsReport, MAX_VITALS_BYTES } from '../model/vitals';
import { otherMethods } from './params';

/** The `event` field of the log line, which the bench (scripts/bench/vitals.ts) looks for. */
export const VITALS_LOG_EVENT = 'web-vitals';

export function vitalsRouter(): Router {
  const router = Router();

  router.post('/vitals', async (req, res) => {
    // Declared size first: a large body is refused before it is read.
    if (Number(req.get('content-length') ?? 0) > MAX_VITALS_BYTES) {
      throw new HttpError(
        413,
        'too-large',
        `El informe de rendimiento supera ${MAX_VITALS_BYTES / 1024} KB.`,
      );
    }
    const checked = checkVitalsReport(await jsonBody(req, MAX_VITALS_BYTES));
    if (!checked.ok) throw badRequest(checked.message, 'invalid-report');
    logger.info(VITALS_LOG_EVENT, { event: VITALS_LOG_EVENT, ...checked.report });
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  router.all('/vitals', otherMethods('POST', 'Los informes de rendimiento solo se envían con POST.'));

  return router;
}
