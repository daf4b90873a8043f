/**
 * The one check of a phone's subscription to notices (POST /api/suscripciones/push) and of its
 * removal (POST /api/suscripciones/push/baja): zod/mini schemas like every input of the site.
 *
 * The endpoint is where the server will later POST each notice, so it must be an address of a
 * browser's push service and nothing else: https on the hosts of Google (Chrome, Edge on
 * Android, every Chromium), Mozilla (Firefox), Apple (Safari, iPhone on the home screen) and
 * Microsoft (Edge on Windows). A visitor can never make the server post to an address of its
 * choosing. Only the emulator also takes a loopback address (http://127.0.0.1 or localhost), for
 * the tests' own push service.
 */
import * as z from 'zod/mini';
import { TOPICS, type Audience, type Topic } from './subscriptions';

/** The push services' hosts: exact names, and the suffixes of services with one host per region. */
const PUSH_HOSTS = ['fcm.googleapis.com', 'web.push.apple.com'];
const PUSH_HOST_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com'];
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];
/** Longer than any push service's (Microsoft's are the longest, a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 1024;
/** At most this many sedes or grades in a subscription; each name at most this long. */
const MAX_CHOICES = 30;
const MAX_CHOICE_LENGTH = 80;

/**
 * Whether `endpoint` is an address of a known push service (or, in the emulator, a loopback
 * address): no user name or password in it, no port but the default one, no fragment.
 */
export function isPushEndpoint(endpoint: unknown, emulator: boolean): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  const host = url.hostname.toLowerCase();
  if (emulator && url.protocol === 'http:' && LOOPBACK_HOSTS.includes(host)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_HOSTS.includes(host) || PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** The number of bytes a base64url key (padding tolerated) holds, or -1 when it is not one. */
function base64urlLength(value: string): number {
  const bare = value.replace(/={0,2}$/, '');
  if (!/^[A-Za-z0-9_-]+$/.test(bare) || bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 6) / 8);
}

/**
 * The browser's public key (P-256, uncompressed: 65 bytes, the first one 4, so its first
 * character is «B»), as base64url.
 */
export const isP256dh = (value: string) => base64urlLength(value) === 65 && value.startsWith('B');
/** The browser's authentication secret: 16 bytes, as base64url. */
export const isAuthSecret = (value: string) => base64urlLength(value) === 16;

const endpointSchema = (emulator: boolean) =>
  z.string({ error: 'Falta la dirección del servicio de notificaciones.' }).check(
    z.refine((e) => isPushEndpoint(e, emulator), {
      error: 'La dirección de la suscripción no es de un servicio de notificaciones conocido.',
    }),
  );

const choices = (what: string) =>
  z.optional(
    z
      .array(
        z
          .string({ error: `Cada ${what} debe ser un texto.` })
          .check(z.maxLength(MAX_CHOICE_LENGTH, { error: `Un nombre de ${what} es demasiado largo.` })),
        { error: `Las ${what}s deben ser una lista.` },
      )
      .check(z.maxLength(MAX_CHOICES, { error: `Demasiadas ${what}s elegidas.` })),
  );

const subscribeSchema = (emulator: boolean) =>
  z.strictObject(
    {
      subscription: z.strictObject(
        {
          endpoint: endpointSchema(emulator),
          // The standard PushSubscription's JSON carries it (null when it never expires).
          expirationTime: z.optional(z.nullable(z.number())),
          keys: z.strictObject(
            {
              p256dh: z
                .string()
                .check(
                  z.maxLength(100),
                  z.refine(isP256dh, { error: 'La clave pública de la suscripción no es válida.' }),
                ),
              auth: z.string().check(
                z.maxLength(30),
                z.refine(isAuthSecret, {
                  error: 'La clave de autenticación de la suscripción no es válida.',
                }),
              ),
            },
            { error: 'Faltan las claves de la suscripción.' },
          ),
        },
        { error: 'La suscripción del navegador no es válida.' },
      ),
      temas: z
        .array(z.enum(TOPICS, { error: 'Elija temas entre circulares, noticias y eventos.' }), {
          error: 'Elija al menos un tema.',
        })
        .check(
          z.minLength(1, { error: 'Elija al menos un tema.' }),
          z.maxLength(TOPICS.length * 2, { error: 'Elija temas entre circulares, noticias y eventos.' }),
        ),
      sedes: choices('sede'),
      grados: choices('grado'),
    },
    { error: 'La suscripción lleva solo «subscription», «temas», «sedes» y «grados».' },
  );

/** A checked subscription, ready to store. */
export interface PushSubscriptionInput extends Audience {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  temas: Topic[];
}

export type PushCheck<T> = { ok: true; input: T } | { ok: false; message: string };

const firstIssue = (error: z.core.$ZodError) => error.issues[0]?.message ?? 'La solicitud no es válida.';

/**
 * Checks a subscription strictly: known keys only, the endpoint of a push service, keys of the
 * right sizes, topics of the model, sedes and grades among those the school offers (`offered`:
 * its settings; a school offering none takes none). Topics and choices come back without repeats.
 */
export function checkPushSubscription(
  value: unknown,
  offered: Audience,
  emulator: boolean,
): PushCheck<PushSubscriptionInput> {
  const parsed = z.safeParse(subscribeSchema(emulator), value);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const { subscription, temas } = parsed.data;
  const unique = <T>(list: T[]) => [...new Set(list)];
  const sedes = unique((parsed.data.sedes ?? []).map((s) => s.trim()).filter(Boolean));
  const grados = unique((parsed.data.grados ?? []).map((g) => g.trim()).filter(Boolean));
  const stray = (chosen: string[], list: string[]) => chosen.find((c) => !list.includes(c));
  if (stray(sedes, offered.sedes) !== undefined)
    return { ok: false, message: 'Una de las sedes elegidas no está entre las que ofrece el colegio.' };
  if (stray(grados, offered.grados) !== undefined)
    return { ok: false, message: 'Uno de los grados elegidos no está entre los que ofrece el colegio.' };
  return {
    ok: true,
    input: {
      endpoint: subscription.endpoint,
      keys: {
        p256dh: subscription.keys.p256dh.replace(/=+$/, ''),
        auth: subscription.keys.auth.replace(/=+$/, ''),
      },
      temas: unique(temas),
      sedes,
      grados,
    },
  };
}

const unsubscribeSchema = z.strictObject(
  {
    endpoint: z
      .string({ error: 'Falta la dirección de la suscripción.' })
      .check(z.maxLength(MAX_ENDPOINT_LENGTH)),
  },
  { error: 'La baja lleva solo «endpoint».' },
);

/**
 * Checks a removal: any endpoint-shaped string of the right size (a removal posts nowhere, and an
 * endpoint no longer allowed must still be removable).
 */
export function checkPushUnsubscribe(value: unknown): PushCheck<{ endpoint: string }> {
  const parsed = z.safeParse(unsubscribeSchema, value);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, message: firstIssue(parsed.error) };
}
