/**
 * Phone notices (Web Push, decision 0039), public, no account:
 * - GET /api/suscripciones/push/clave → { clave }: the school's public VAPID key, which the
 *   browser's PushManager.subscribe needs.
 * - POST /api/suscripciones/push { subscription, temas, sedes?, grados? } → 201: stores the
 *   browser's subscription (its endpoint must be a known push service's:
 *   model/subscription-push-input.ts); the same phone again replaces its choices.
 * - POST /api/suscripciones/push/baja { endpoint } → 200: deletes it (deleting nothing is no
 *   error, so the answer tells nothing of who subscribed).
 * - GET /avisos-sw.js: the service worker that shows the notices (subscriptions/push-worker.ts),
 *   at the school's base so its scope is the school's addresses.
 * - GET /manifest.webmanifest: the school's web app manifest (model/web-manifest.ts), for adding
 *   the site to a phone's home screen (on an iPhone, the only way it receives notices).
 * The two POSTs are limited per client in memory, as the search is.
 */
import { Router, type Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { RecordStore } from '../data/records';
import { now } from '../data/clock';
import { badRequest, HttpError } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { PerClientRateLimit, type RateSetting } from '../http/per-client-rate-limit';
import { clientKey } from '../pqrsd/rate-limit';
import { currentSchool } from '../tenancy/current-school';
import { checkPushSubscription, checkPushUnsubscribe } from '../model/subscription-push-input';
import { webManifest } from '../model/web-manifest';
import { pushKeys } from '../subscriptions/push-keys';
import { removePushSubscriber, savePushSubscriber } from '../subscriptions/push-subscribers';
import { PUSH_WORKER_SCRIPT } from '../subscriptions/push-worker';

/** Subscriptions and removals: PUSH_RATE_LIMIT a minute per client (a phone needs one of each). */
export const PUSH_RATE: RateSetting = { env: 'PUSH_RATE_LIMIT', perMinute: 20 };
/** A subscription's JSON is well under this (Microsoft's endpoints, the longest, are a few hundred bytes). */
const MAX_BODY = 4096;
const TOO_MANY = 'Ha hecho demasiadas solicitudes seguidas. Espere un minuto e intente de nuevo.';

export function pushSubscriptionsRouter(
  db: Firestore,
  records: RecordStore,
  limit = new PerClientRateLimit(PUSH_RATE),
): Router {
  const router = Router();
  const emulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

  const limited = (req: Request) => {
    if (!limit.take(clientKey(req))) throw new HttpError(429, 'too-many-requests', TOO_MANY);
  };
  const settings = async (): Promise<Record<string, unknown>> => (await records.list('sitio'))[0] ?? {};
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];

  router.get('/api/suscripciones/push/clave', async (_req, res) => {
    const { publicKey } = await pushKeys(db);
    // The same for everyone and for good: kept at the edge.
    res.set('Cache-Control', 'public, max-age=3600, s-maxage=3600').json({ clave: publicKey });
  });

  router.post('/api/suscripciones/push', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const body = await jsonBody(req, MAX_BODY);
    limited(req);
    const sitio = await settings();
    const offered = {
      sedes: list(sitio.sedesSuscripcion).map((s) => s.trim()),
      grados: list(sitio.gradosSuscripcion).map((g) => g.trim()),
    };
    const checked = checkPushSubscription(body, offered, emulator());
    if (!checked.ok) throw badRequest(checked.message, 'invalid-subscription');
    await savePushSubscriber(db, checked.input, new Date(await now(db)).toISOString());
    res.status(201).json({ mensaje: 'Este teléfono recibirá los avisos que eligió.' });
  });

  router.post('/api/suscripciones/push/baja', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const body = await jsonBody(req, MAX_BODY);
    limited(req);
    const checked = checkPushUnsubscribe(body);
    if (!checked.ok) throw badRequest(checked.message, 'invalid-request');
    await removePushSubscriber(db, checked.input.endpoint);
    res.json({ mensaje: 'Este teléfono ya no recibirá avisos.' });
  });

  router.get('/avisos-sw.js', (_req, res) => {
    res
      .type('text/javascript; charset=utf-8')
      // A worker is checked for updates at most daily anyway; the edge keeps it an hour.
      .set('Cache-Control', 'public, max-age=0, s-maxage=3600')
      .send(PUSH_WORKER_SCRIPT);
  });

  router.get('/manifest.webmanifest', async (_req, res) => {
    const manifest = webManifest(await settings(), currentSchool()?.base ?? '');
    res
      .type('application/manifest+json; charset=utf-8')
      .set('Cache-Control', 'public, max-age=300, s-maxage=300')
      .send(JSON.stringify(manifest));
  });

  return router;
}
