/**
 * The families' notices (decision 0039), the routes of a publication's side:
 *   POST /api/suscripciones/enterado            public: the «Enterado» page's button (`t`, a signed
 *                                               link's token; form or JSON). A bad link: a plain
 *                                               Spanish page, 400, nothing changed.
 *   POST /api/avisos/{coleccion}/{id}/notificar staff with `avisos`: «Notificar de nuevo», the
 *                                               next notice of a public item → 202 {aviso}
 *   POST /api/avisos/{avisoId}/recordatorio     staff with `avisos`: «Enterado»'s reminder, once
 *                                               (409 the second time) → 202 {encolados}
 */
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../data/clock';
import { HttpError, notFound } from '../http/errors';
import { jsonBody, rawBody } from '../http/raw-body';
import { requireRole } from '../http/require-role';
import { SUBSCRIPTION_PATHS } from '../model/subscriptions';
import { escapeHtml } from '../model/share-pages/html';
import { smtpSend } from '../pqrsd/mailer';
import { currentSchool } from '../tenancy/current-school';
import { drainSubscriberOutbox } from '../subscriptions/fan-out';
import { queueReminder, recordEnterado } from '../subscriptions/enterado';
import { isNoticeCollection, notifyAgain } from '../subscriptions/notices';
import { otherMethods } from './params';

const BAD_LINK_TITLE = 'Este enlace no es válido';
const BAD_LINK =
  'El enlace para confirmar la lectura de la circular no es válido: puede estar incompleto, haber sido modificado o ser de una suscripción que ya no existe. No se registró nada. Abra de nuevo el enlace del correo que recibió, completo.';
const DONE = 'Gracias: quedó registrado que usted leyó esta circular.';
/** The first sends of a reminder while the staff's request waits, at most this long (the rest: the hourly run). */
const FIRST_SEND_BUDGET_MS = 5_000;

/** A plain page of its own (no site frame: the answer of a form's POST), its few styles inline. */
const plainPage = (title: string, text: string) => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{color:#062a4a;line-height:1.25}</style>
  </head>
  <body>
    <main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>
  </body>
</html>`;

/** The token of the request: the form's field `t` (the page's button) or the JSON's. */
async function tokenOf(req: Request): Promise<unknown> {
  if (req.is('application/x-www-form-urlencoded'))
    return new URLSearchParams((await rawBody(req, 8 * 1024)).toString('utf8')).get('t');
  const body = await jsonBody(req, 8 * 1024);
  return typeof body === 'object' && body !== null ? (body as { t?: unknown }).t : undefined;
}

export function noticesRouter(db: Firestore, auth: Auth): Router {
  const router = Router();
  const staff = requireRole(auth, 'avisos');

  router.post('/suscripciones/enterado', async (req, res) => {
    const form = req.is('application/x-www-form-urlencoded');
    const token = await tokenOf(req);
    res.set('Cache-Control', 'no-store');
    if (!(await recordEnterado(db, token, await now(db)))) {
      if (form) {
        res.status(400).type('html').send(plainPage(BAD_LINK_TITLE, BAD_LINK));
        return;
      }
      throw new HttpError(400, 'invalid-link', BAD_LINK);
    }
    if (form) {
      res.redirect(303, `${currentSchool()?.base ?? ''}${SUBSCRIPTION_PATHS.enterado}?hecho=1`);
      return;
    }
    res.json({ mensaje: DONE });
  });
  router.all('/suscripciones/enterado', otherMethods('POST'));

  router.post('/avisos/:coleccion/:id/notificar', staff, async (req, res) => {
    const collection = String(req.params.coleccion);
    if (!isNoticeCollection(collection)) throw notFound();
    const aviso = await notifyAgain(db, collection, String(req.params.id), await now(db));
    res.status(202).set('Cache-Control', 'no-store').json({ aviso });
  });
  router.all('/avisos/:coleccion/:id/notificar', otherMethods('POST'));

  router.post('/avisos/:avisoId/recordatorio', staff, async (req, res) => {
    const encolados = await queueReminder(db, String(req.params.avisoId), await now(db));
    // The first of them now, within a budget; what is left (and what the caps hold) the hourly run sends.
    await drainSubscriberOutbox(db, smtpSend, () => now(db), FIRST_SEND_BUDGET_MS).catch(() => undefined);
    res.status(202).set('Cache-Control', 'no-store').json({ encolados });
  });
  router.all('/avisos/:avisoId/recordatorio', otherMethods('POST'));

  return router;
}
