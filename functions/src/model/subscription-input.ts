/**
 * The one check of a subscription's input (POST /api/suscripciones, the /suscripcion form) and of
 * a subscriber's preferences (POST /api/suscripciones/preferencias): zod schemas from `zod/mini`,
 * the model's schema style (like pqrsd-input.ts). The choices of sede and grade are checked
 * against what the school offers (sitio.sedesSuscripcion / gradosSuscripcion), which the server
 * reads from its settings and hands in: a browser never says what is offered.
 *
 * The address is the one thing a visitor types that the school's sender will write in a header
 * (To:), so it is held to a narrow shape: one @, a dotted domain, no spaces, control characters,
 * line breaks, commas or angle brackets (each a way to add a recipient or a header).
 */
import * as z from 'zod/mini';
import {
  MODES,
  SUBSCRIPTION_CONSENT_VERSION,
  TOPICS,
  type Audience,
  type Mode,
  type Topic,
} from './subscriptions';

/** The hidden field a person leaves empty and a bot fills in (the PQRSD's name, the same trap). */
export const SUBSCRIPTION_HONEYPOT_FIELD = 'sitioWeb';
/** RFC 5321's longest path, and the longest local part. */
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;
/** At most this many sedes or grades in one choice (a school offers a handful). */
const CHOICE_MAX = 40;

/**
 * Well-known throwaway mailboxes: a subscription there is nobody's, and a confirmation sent there
 * only costs the school's sender its reputation. A short list of the best known, not a registry.
 */
export const DISPOSABLE_DOMAINS: readonly string[] = [
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.info',
  'guerrillamail.net',
  'sharklasers.com',
  'grr.la',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'tempmail.net',
  'yopmail.com',
  'yopmail.fr',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
  'fakeinbox.com',
  'mailnesia.com',
  'mintemail.com',
  'emailondeck.com',
  'mohmal.com',
  'spamgourmet.com',
  'burnermail.io',
];

export const DISPOSABLE_MESSAGE =
  'Ese correo es de un servicio de direcciones temporales. Escriba un correo que usted revise siempre: allí le llegarán las circulares.';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;

/** Why `email` (already trimmed) is refused, or null when it is a plain, sendable address. */
export function emailProblem(email: string): string | null {
  if (!email) return 'Escriba su correo electrónico.';
  if (/[\r\n]/.test(email)) return 'El correo electrónico no puede tener saltos de línea.';
  if (CONTROL.test(email)) return 'El correo electrónico tiene caracteres no permitidos.';
  if (email.length > EMAIL_MAX) return `El correo electrónico admite hasta ${EMAIL_MAX} caracteres.`;
  if (/\s/.test(email)) return 'El correo electrónico no puede tener espacios.';
  if (/[,;]/.test(email)) return 'Escriba un solo correo electrónico, sin comas ni punto y coma.';
  if (/[<>]/.test(email)) return 'El correo electrónico no puede tener los signos < ni >.';
  const parts = email.split('@');
  if (parts.length !== 2) return 'El correo electrónico debe tener una sola @.';
  const [local, domain] = parts as [string, string];
  const labels = domain.split('.');
  if (
    !local ||
    local.length > LOCAL_MAX ||
    !LOCAL.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..') ||
    labels.length < 2 ||
    !labels.every((l) => LABEL.test(l)) ||
    !/^[a-z]{2,}$/i.test(labels[labels.length - 1]!)
  ) {
    return 'El correo electrónico no es válido: revise que sea como nombre@dominio.com.';
  }
  const lower = domain.toLowerCase();
  if (DISPOSABLE_DOMAINS.some((d) => lower === d || lower.endsWith(`.${d}`))) return DISPOSABLE_MESSAGE;
  return null;
}

/** One problem of the input: the field it belongs to (when one) and its Spanish sentence. */
export interface SubscriptionProblem {
  field?: string;
  message: string;
}

export interface SubscriptionInput extends Audience {
  email: string;
  temas: Topic[];
  modo: Mode;
  consentimiento: string;
}

export type SubscriptionChoices = Omit<SubscriptionInput, 'email' | 'consentimiento'>;

export type SubscriptionCheck<T> =
  { ok: true; input: T } | { ok: false; message: string; field?: string; problems: SubscriptionProblem[] };

/** A list field: absent is empty, one string (a form's single value) is a list of one; deduplicated. */
const list = (label: string) =>
  z.pipe(
    z.optional(
      z.union([z.string(), z.array(z.string())], { error: `«${label}» debe ser una lista de textos.` }),
    ),
    z.transform((v) => [
      ...new Set((v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim())),
    ]),
  );

/** The choices a subscription and its preferences share, checked against what the school offers. */
function choicesShape(offered: Audience) {
  return {
    temas: z.pipe(
      list('Temas'),
      z.array(z.string()).check(
        z.minLength(1, { error: 'Elija al menos un tema: circulares, noticias o eventos.' }),
        z.refine((t) => t.every((x) => (TOPICS as readonly string[]).includes(x)), {
          error: 'Los temas posibles son circulares, noticias y eventos.',
        }),
      ),
    ),
    modo: z.pipe(
      z.optional(z.string()),
      z.pipe(
        z.transform((v: string | undefined) => v ?? 'inmediato'),
        z.enum(MODES, { error: 'Elija cuándo recibir los avisos: cada vez que se publique o cada semana.' }),
      ),
    ),
    sedes: z.pipe(
      list('Sedes'),
      z.array(z.string()).check(
        z.maxLength(CHOICE_MAX, { error: 'Hay demasiadas sedes elegidas.' }),
        z.refine((s) => s.every((x) => offered.sedes.includes(x)), {
          error: 'Elija sedes de la lista que ofrece el colegio.',
        }),
      ),
    ),
    grados: z.pipe(
      list('Grados'),
      z.array(z.string()).check(
        z.maxLength(CHOICE_MAX, { error: 'Hay demasiados grados elegidos.' }),
        z.refine((g) => g.every((x) => offered.grados.includes(x)), {
          error: 'Elija grados de la lista que ofrece el colegio.',
        }),
      ),
    ),
  };
}

function subscribeSchema(offered: Audience) {
  return z.object({
    email: z.pipe(
      z.string({ error: 'Escriba su correo electrónico.' }),
      z.pipe(
        z.transform((s: string) => s.trim()),
        z.string().check(
          z.superRefine((s, ctx) => {
            const problem = emailProblem(s);
            if (problem) ctx.issues.push({ code: 'custom', message: problem, input: s });
          }),
        ),
      ),
    ),
    ...choicesShape(offered),
    consentimiento: z.literal(SUBSCRIPTION_CONSENT_VERSION, {
      error: 'Debe aceptar el tratamiento de su correo electrónico para suscribirse.',
    }),
  });
}

function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const seen = new Set<string>();
  const problems: SubscriptionProblem[] = [];
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : undefined;
    if (field && seen.has(field)) continue;
    if (field) seen.add(field);
    problems.push({ ...(field ? { field } : {}), message: issue.message });
  }
  return problems;
}

function fail<T>(problems: SubscriptionProblem[]): SubscriptionCheck<T> {
  return {
    ok: false,
    message: problems[0]!.message,
    ...(problems[0]!.field ? { field: problems[0]!.field } : {}),
    problems,
  };
}

/** Refuses what is no object, keys the form never sends, and a filled-in honeypot. */
function preliminary(value: unknown, known: readonly string[]): SubscriptionProblem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { message: 'La suscripción debe enviarse como un objeto JSON o un formulario.' };
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).filter((k) => !known.includes(k));
  if (extra.length)
    return {
      message: `La suscripción trae campos desconocidos: ${extra.slice(0, 3).join(', ').slice(0, 80)}.`,
    };
  const trap = v[SUBSCRIPTION_HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '')
    return {
      message:
        'No pudimos recibir la suscripción. Si es una persona, deje vacío el campo oculto «Sitio web».',
    };
  return null;
}

const SUBSCRIBE_KEYS = [
  'email',
  'temas',
  'modo',
  'sedes',
  'grados',
  'consentimiento',
  SUBSCRIPTION_HONEYPOT_FIELD,
];

/**
 * Checks a subscription: a plain address (emailProblem), at least one topic, a mode, sedes and
 * grades among the offered ones, the consent of the current version, an empty honeypot.
 * Returns a fresh object with only the checked values.
 */
export function checkSubscriptionInput(
  value: unknown,
  offered: Audience,
): SubscriptionCheck<SubscriptionInput> {
  const early = preliminary(value, SUBSCRIBE_KEYS);
  if (early) return fail([early]);
  const parsed = z.safeParse(subscribeSchema(offered), value);
  if (!parsed.success) return fail(problemsOf(parsed.error.issues));
  const { email, temas, modo, sedes, grados } = parsed.data;
  return {
    ok: true,
    input: {
      email,
      temas: temas as Topic[],
      modo,
      sedes,
      grados,
      consentimiento: SUBSCRIPTION_CONSENT_VERSION,
    },
  };
}

/** The preferences form: the link's token `t` beside the choices. */
const PREFERENCES_KEYS = ['t', 'temas', 'modo', 'sedes', 'grados'];

/** Checks a subscriber's new choices (the token is the route's to verify). */
export function checkPreferencesInput(
  value: unknown,
  offered: Audience,
): SubscriptionCheck<SubscriptionChoices> {
  const early = preliminary(value, PREFERENCES_KEYS);
  if (early) return fail([early]);
  // The token is the route's to verify; the choices are checked here.
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete rest.t;
  const parsed = z.safeParse(z.object(choicesShape(offered)), rest);
  if (!parsed.success) return fail(problemsOf(parsed.error.issues));
  const { temas, modo, sedes, grados } = parsed.data;
  return { ok: true, input: { temas: temas as Topic[], modo, sedes, grados } };
}

/**
 * A form's body (application/x-www-form-urlencoded) as the checks read it: repeated keys (the
 * checkboxes `temas`, `sedes`, `grados`) as lists, every other key its last value.
 */
export function formFields(form: URLSearchParams): Record<string, string | string[]> {
  const lists = new Set(['temas', 'sedes', 'grados']);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    out[key] = lists.has(key) ? form.getAll(key) : form.getAll(key).at(-1)!;
  }
  return out;
}
