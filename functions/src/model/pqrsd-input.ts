/**
 * The one check of a PQRSD's input (POST /api/pqrsd and the public form) and of "¿Perdió su
 * código?" (POST /api/pqrsd/codigo): zod schemas like every other input of the site, from
 * `zod/mini`, the same library with functions a bundler trims. The public form imports this
 * module when the visitor starts filling it in, so no page's first load carries zod (decision
 * 0018); the function imports it directly.
 */
import * as z from 'zod/mini';
import {
  PQRSD_ANONYMOUS_TYPES,
  PQRSD_CONSENT_VERSION,
  PQRSD_FIELDS,
  PQRSD_HONEYPOT_FIELD,
  PQRSD_TYPES,
  type PqrsdInput,
  type PqrsdTextField,
} from './pqrsd';
import { stripBidi } from './single-line';

/** One problem of a request's input: the field it belongs to (when one) and its Spanish sentence. */
export interface PqrsdProblem {
  field?: string;
  message: string;
}

/**
 * The check's verdict. `message` and `field` are the first problem's (what an API answer names);
 * `problems` lists every one, so a form can show them all at once.
 */
export type PqrsdCheck =
  { ok: true; input: PqrsdInput } | { ok: false; message: string; field?: string; problems: PqrsdProblem[] };

const KNOWN_KEYS = ['tipo', 'anonimo', ...Object.keys(PQRSD_FIELDS), 'consentimiento', PQRSD_HONEYPOT_FIELD];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\s-]{7,20}$/;
const DOCUMENT = /^[0-9A-Za-z.-]{3,20}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * One text field: a string (absent is empty), trimmed, without bidirectional controls (which
 * reorder what a staff member reads: model/single-line.ts), single-line ones with their runs of
 * spaces made one; no other control characters; within its size.
 */
function textField(key: PqrsdTextField) {
  const { label, max } = PQRSD_FIELDS[key];
  return z.pipe(
    z.optional(z.string({ error: `«${label}» debe ser un texto.` })),
    z.pipe(
      z.transform((raw: string | undefined) => {
        const s = stripBidi(raw ?? '').trim();
        return key === 'mensaje' ? s : s.replace(/\s+/g, ' ');
      }),
      z.string().check(
        z.refine((s) => !CONTROL.test(s), { error: `«${label}» tiene caracteres no permitidos.` }),
        z.maxLength(max, { error: `«${label}» admite hasta ${max} caracteres.` }),
      ),
    ),
  );
}

/**
 * The request's input as one zod schema (the model's schema style; `zod/mini`, the same library
 * with an API a bundler can trim, because the public form's chunk parses it too: decision 0018).
 * Field by field first, then the rules between fields, every problem reported.
 */
const pqrsdInputSchema = z
  .object({
    tipo: z.enum(PQRSD_TYPES, { error: 'Elija el tipo de solicitud.' }),
    anonimo: z.pipe(
      z.optional(
        z.union([z.boolean(), z.literal('true'), z.literal('false')], {
          error: 'El campo «anónima» debe ser sí o no.',
        }),
      ),
      z.transform((v) => v === true || v === 'true'),
    ),
    nombre: textField('nombre'),
    documento: textField('documento'),
    email: textField('email'),
    telefono: textField('telefono'),
    asunto: textField('asunto'),
    mensaje: textField('mensaje'),
    consentimiento: z.optional(z.unknown()),
    [PQRSD_HONEYPOT_FIELD]: z.optional(z.unknown()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: v });
      if (v.anonimo && !PQRSD_ANONYMOUS_TYPES.includes(v.tipo))
        issue('anonimo', 'Solo las quejas y las denuncias pueden ser anónimas.');
      if (!v.anonimo) {
        if (!v.nombre) issue('nombre', 'Escriba su nombre.');
        if (!v.email) issue('email', 'Escriba su correo electrónico: allí le enviaremos la respuesta.');
        else if (!EMAIL.test(v.email)) issue('email', 'El correo electrónico no es válido.');
        if (v.telefono && !PHONE.test(v.telefono))
          issue('telefono', 'El teléfono solo admite números, espacios y los signos + - ( ).');
        if (v.documento && !DOCUMENT.test(v.documento))
          issue('documento', 'El número de documento no es válido.');
      }
      if (!v.asunto) issue('asunto', 'Escriba el asunto.');
      if (!v.mensaje) issue('mensaje', 'Escriba su mensaje.');
      if (v.consentimiento !== PQRSD_CONSENT_VERSION) {
        issue(
          'consentimiento',
          'Debe aceptar el tratamiento de sus datos personales para enviar la solicitud.',
        );
      }
    }),
  );

/**
 * Checks a request's fields strictly with the schema above: known keys only, strings within
 * their sizes, the type, an e-mail unless anonymous, the consent of the current version, an
 * empty honeypot. Multipart forms send every value as a string, so `anonimo` may be
 * "true"/"false" too. Returns a fresh object holding only the checked, trimmed values.
 */
export function checkPqrsdInput(value: unknown): PqrsdCheck {
  const fail = (problems: PqrsdProblem[]): PqrsdCheck => ({
    ok: false,
    message: problems[0]!.message,
    ...(problems[0]!.field ? { field: problems[0]!.field } : {}),
    problems,
  });
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail([{ message: 'La solicitud debe ser un objeto JSON.' }]);
  const v = value as Record<string, unknown>;
  // Refusals that make the rest moot: a body the form never sends (a bot, or another client).
  const extra = Object.keys(v).filter((k) => !KNOWN_KEYS.includes(k));
  if (extra.length)
    return fail([
      { message: `La solicitud trae campos desconocidos: ${extra.slice(0, 3).join(', ').slice(0, 80)}.` },
    ]);
  if (v[PQRSD_HONEYPOT_FIELD] !== undefined && v[PQRSD_HONEYPOT_FIELD] !== '') {
    return fail([
      {
        message:
          'No pudimos recibir la solicitud. Si es una persona, deje vacío el campo oculto «Sitio web».',
      },
    ]);
  }
  const parsed = z.safeParse(pqrsdInputSchema, v);
  if (!parsed.success) {
    // One problem per field, in the form's order (the schema's keys), the first of each field.
    const seen = new Set<string>();
    const problems: PqrsdProblem[] = [];
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? String(issue.path[0]) : undefined;
      if (field && seen.has(field)) continue;
      if (field) seen.add(field);
      problems.push({ ...(field ? { field } : {}), message: issue.message });
    }
    return fail(problems);
  }
  const { tipo, anonimo, nombre, documento, email, telefono, asunto, mensaje } = parsed.data;
  // An anonymous request holds no identity at all, whatever the client sent.
  const identity = anonimo
    ? { nombre: '', documento: '', email: '', telefono: '' }
    : { nombre, documento, email, telefono };
  return {
    ok: true,
    input: { tipo, anonimo, ...identity, asunto, mensaje, consentimiento: PQRSD_CONSENT_VERSION },
  };
}

/** "¿Perdió su código?" (POST /api/pqrsd/codigo): the radicado and the e-mail given when filing. */
export interface PqrsdCodeRequest {
  radicado: string;
  email: string;
}

const codeRequestSchema = z.strictObject(
  {
    radicado: z
      .string({ error: 'Escriba el número de radicado.' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Escriba el número de radicado.' }),
        z.maxLength(40, { error: 'El número de radicado no es válido.' }),
      ),
    email: z
      .string({ error: 'Escriba el correo electrónico que dio al radicar la solicitud.' })
      .check(
        z.trim(),
        z.maxLength(PQRSD_FIELDS.email.max, { error: 'El correo electrónico no es válido.' }),
        z.regex(EMAIL, { error: 'Escriba el correo electrónico que dio al radicar la solicitud.' }),
      ),
  },
  { error: 'La solicitud solo lleva el radicado y el correo electrónico.' },
);

export type PqrsdCodeRequestCheck =
  { ok: true; input: PqrsdCodeRequest } | { ok: false; message: string; field?: string };

export function checkPqrsdCodeRequest(value: unknown): PqrsdCodeRequestCheck {
  const parsed = z.safeParse(codeRequestSchema, value);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length === 1 && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  const message =
    issue.code === 'invalid_type' && !issue.path.length
      ? 'La solicitud debe ser un objeto JSON.'
      : issue.message;
  return { ok: false, message, ...(field ? { field } : {}) };
}
