/**
 * The families' e-mail subscriptions, public side (decision 0039), docs/api.md:
 *   POST /api/suscripciones               anyone: subscribe (JSON → 202 {mensaje}; the no-JS form,
 *                                         urlencoded → 303 to /suscripcion/revise-su-correo)
 *   POST /api/suscripciones/confirmar     the confirmation link's token `t`
 *   POST /api/suscripciones/baja?t=       RFC 8058 one-click (`List-Unsubscribe=One-Click`, no
 *                                         cookie → 200 plain text); also the /suscripcion/baja form
 *   POST /api/suscripciones/preferencias  the preferences link's token `t` and the new choices
 * The answer to a subscription is the same whether the address was new, pending or confirmed (no
 * one learns who subscribed). Subscribing is limited per client (SUBSCRIBE_RATE_LIMIT a minute,
 * the same client key as the search and the PQRSD). A form's refusal is a plain Spanish page with
 * the reason (the browser's «Atrás» keeps what was typed); the API's, the usual JSON.
 * A bad, tampered, foreign or old link changes nothing and says why (400).
 */
import { Router, type Request, type Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../data/clock';
import { withDeadline } from '../domain/deadline';
import { HttpError } from '../http/errors';
import { PerClientRateLimit, SUBSCRIBE_RATE } from '../http/per-client-rate-limit';
import { parseMultipart } from '../http/multipart';
import { jsonBody, rawBody } from '../http/raw-body';
import { siteHref } from '../model/site-href';
import { SUBSCRIPTION_PATHS, type Audience } from '../model/subscriptions';
import {
  checkPreferencesInput,
  checkSubscriptionInput,
  formFields,
  type SubscriptionProblem,
} from '../model/subscription-input';
import { clientKey, TEST_LIMIT_DOC } from '../pqrsd/rate-limit';
import {
  confirmSubscription,
  InvalidLink,
  savePreferences,
  subscribe,
  unsubscribe,
} from '../subscriptions/subscribers';
import { currentSchool } from '../tenancy/current-school';

const MAX_BODY_BYTES = 16 * 1024;

export const SUBSCRIBED_MESSAGE =
  'Le enviamos un correo para confirmar la suscripción. Ábralo y pulse «Confirmar suscripción»: hasta entonces no le enviaremos nada más. Si no llega en unos minutos, revise la carpeta de correo no deseado.';
const TOO_MANY =
  'Se han enviado muchas suscripciones seguidas desde su conexión. Espere un minuto e intente de nuevo.';
const CONFIRMED_MESSAGE = 'Su suscripción quedó confirmada.';
const UNSUBSCRIBED_MESSAGE = 'Su suscripción fue cancelada: no le enviaremos más correos.';
const SAVED_MESSAGE = 'Sus preferencias quedaron guardadas.';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const base = () => currentSchool()?.base ?? '';

/** A plain page with the reason (a form's refusal): a document of its own, no data, no script. */
function plainPage(title: string, lines: string[], back: boolean): string {
  const paragraphs = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const again = back
    ? '<p>Use el botón «Atrás» de su navegador para volver al formulario: lo que escribió sigue allí.</p>'
    : '';
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{color:#062a4a;line-height:1.25}a{color:#0b4f8a;font-weight:600}</style>
  </head>
  <body>
    <main><h1>${escapeHtml(title)}</h1>${paragraphs}${again}<p><a href="${escapeHtml(siteHref(base(), SUBSCRIPTION_PATHS.form))}">Ir al formulario de suscripción</a> · <a href="${escapeHtml(siteHref(base(), '/'))}">Ir al inicio</a></p></main>
  </body>
</html>`;
}

interface Body {
  /** The parsed body: an object for a form, whatever the JSON was for the API (the check says what is wrong). */
  fields: unknown;
  /** Sent by a page's form (urlencoded): answered with pages and redirects, not JSON. */
  form: boolean;
  /** RFC 8058's body, `List-Unsubscribe=One-Click` (urlencoded or, as the RFC allows, multipart). */
  oneClick: boolean;
}

async function readBody(req: Request): Promise<Body> {
  if (req.is('application/x-www-form-urlencoded')) {
    const raw = new URLSearchParams((await rawBody(req, MAX_BODY_BYTES)).toString('utf8'));
    return { fields: formFields(raw), form: true, oneClick: raw.get('List-Unsubscribe') === 'One-Click' };
  }
  if (req.is('multipart/form-data')) {
    const { fields } = await parseMultipart(req, { maxFileBytes: 1, maxFiles: 0, maxFields: 4 });
    return { fields, form: false, oneClick: fields['List-Unsubscribe'] === 'One-Click' };
  }
  return { fields: await jsonBody(req, MAX_BODY_BYTES), form: false, oneClick: false };
}

/** A refusal: the plain page for a form, the API's JSON otherwise (every problem listed). */
function refuse(
  res: Response,
  form: boolean,
  status: number,
  code: string,
  title: string,
  problems: SubscriptionProblem[],
  back: boolean,
) {
  res.set('Cache-Control', 'no-store');
  if (form) {
    res
      .status(status)
      .type('html')
      .send(
        plainPage(
          title,
          problems.map((p) => p.message),
          back,
        ),
      );
    return;
  }
  const [first] = problems;
  res.status(status).json({
    error: code,
    message: first!.message,
    ...(first!.field ? { field: first!.field } : {}),
    ...(problems.length > 1 ? { problems } : {}),
  });
}

/** What the school offers to choose from (its settings), read at each subscription. */
async function offeredAudience(db: Firestore): Promise<Audience> {
  const snap = await withDeadline('Firestore', db.collection('sitio').limit(1).get());
  const data = snap.docs[0]?.data() ?? {};
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  return { sedes: strings(data.sedesSuscripcion), grados: strings(data.gradosSuscripcion) };
}

/** In the emulator only, a test may lower the rate with `_test/pqrsd { subscribeRateLimit }`. */
async function testRate(db: Firestore): Promise<number | undefined> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  const snap = await withDeadline('Firestore', db.doc(TEST_LIMIT_DOC).get());
  const rate = Number(snap.get('subscribeRateLimit'));
  return Number.isInteger(rate) && rate > 0 ? rate : undefined;
}

/** The link's token: the form's or JSON's `t`, else the address's (RFC 8058's one-click POST). */
const tokenOf = (req: Request, body: Body) => {
  const t = (body.fields as { t?: unknown } | null)?.t;
  return typeof t === 'string' ? t : typeof req.query.t === 'string' ? req.query.t : undefined;
};

/** A link's action done: the page's done state (303), or JSON. */
function done(
  res: Response,
  form: boolean,
  page: string,
  message: string,
  query: Record<string, string> = {},
) {
  res.set('Cache-Control', 'no-store');
  if (form) {
    const search = new URLSearchParams({ ...query, hecho: '1' }).toString();
    res.redirect(303, `${siteHref(base(), page)}?${search}`);
    return;
  }
  res.status(200).json({ mensaje: message });
}

export function subscriptionsRouter(db: Firestore, limit = new PerClientRateLimit(SUBSCRIBE_RATE)): Router {
  const router = Router();

  /** Runs a link's action; a bad link is the page (or JSON) with its reason, nothing changed. */
  const withLink =
    (title: string, action: (req: Request, res: Response, body: Body) => Promise<void>) =>
    async (req: Request, res: Response) => {
      const body = await readBody(req);
      try {
        await action(req, res, body);
      } catch (err) {
        if (!(err instanceof InvalidLink)) throw err;
        refuse(res, body.form, 400, err.code, title, [{ message: err.message }], false);
      }
    };

  router.post('/suscripciones', async (req, res) => {
    const form = Boolean(req.is('application/x-www-form-urlencoded'));
    if (!limit.take(clientKey(req), await testRate(db))) {
      res.set('Retry-After', '60');
      refuse(res, form, 429, 'too-many-requests', 'Demasiadas suscripciones', [{ message: TOO_MANY }], true);
      return;
    }
    const body = await readBody(req);
    const checked = checkSubscriptionInput(body.fields, await offeredAudience(db));
    if (!checked.ok) {
      refuse(
        res,
        body.form,
        400,
        'invalid-request',
        'No pudimos recibir la suscripción',
        checked.problems,
        true,
      );
      return;
    }
    await subscribe(db, checked.input, await now(db));
    res.set('Cache-Control', 'no-store');
    if (body.form) {
      res.redirect(303, siteHref(base(), SUBSCRIPTION_PATHS.sent));
      return;
    }
    res.status(202).json({ mensaje: SUBSCRIBED_MESSAGE });
  });

  router.post(
    '/suscripciones/confirmar',
    withLink('No pudimos confirmar la suscripción', async (req, res, body) => {
      await confirmSubscription(db, tokenOf(req, body), await now(db));
      done(res, body.form, SUBSCRIPTION_PATHS.confirmar, CONFIRMED_MESSAGE);
    }),
  );

  router.post(
    '/suscripciones/baja',
    withLink('No pudimos cancelar la suscripción', async (req, res, body) => {
      const outcome = await unsubscribe(db, tokenOf(req, body));
      // RFC 8058: the mail provider's POST, no cookie, no page to follow: a plain answer.
      if (body.oneClick) {
        res
          .status(200)
          .set('Cache-Control', 'no-store')
          .type('text/plain')
          .send(outcome === 'borrada' ? UNSUBSCRIBED_MESSAGE : 'Esta dirección ya no estaba suscrita.');
        return;
      }
      done(res, body.form, SUBSCRIPTION_PATHS.baja, UNSUBSCRIBED_MESSAGE);
    }),
  );

  router.post(
    '/suscripciones/preferencias',
    withLink('No pudimos guardar las preferencias', async (req, res, body) => {
      const token = tokenOf(req, body);
      const checked = checkPreferencesInput(body.fields, await offeredAudience(db));
      if (!checked.ok) {
        refuse(
          res,
          body.form,
          400,
          'invalid-request',
          'No pudimos guardar las preferencias',
          checked.problems,
          true,
        );
        return;
      }
      await savePreferences(db, token, checked.input, await now(db));
      done(res, body.form, SUBSCRIPTION_PATHS.preferencias, SAVED_MESSAGE, token ? { t: token } : {});
    }),
  );

  // Any other verb on these addresses: the API's 405, not the pages' 404.
  router.all(
    ['/suscripciones', '/suscripciones/confirmar', '/suscripciones/baja', '/suscripciones/preferencias'],
    () => {
      throw new HttpError(405, 'method-not-allowed', 'Método no permitido en esta dirección.', 'POST');
    },
  );

  return router;
}
