/**
 * The check of a new school (POST /api/plataforma/colegios, the Secretaría's): one zod schema in
 * the model's style, every problem named by its field in Spanish, so a form can show them all
 * after one try. The id is the school's slug on the platform's domain and never changes; the
 * DANE codes are 12 digits; a domain of its own is a host as the table of hosts keeps it.
 * (The patterns equal tenancy/school-scope.ts SCHOOL_ID and tenancy/schools.ts HOST, which sit
 * above the model; tests/unit/school-input.test.ts keeps them equal.)
 */
import { z } from 'zod';
import { contrastWithWhite, HEX_COLOUR } from './contrast';
import { isFormatValid, FORMAT_MESSAGES } from './format-rules';
import { stripBidi } from './single-line';

/** A school id: lower-case letters, digits and inner hyphens, 2 to 40. */
export const SCHOOL_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
/** A host of its own: lower-case name, optional port. */
export const SCHOOL_HOST = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;
const DANE = /^\d{12}$/;

export const SCHOOL_LIMITS = { name: 150, place: 80, sedes: 30, sedeName: 120, address: 150 } as const;

/** The form's and the messages' names of the fields. */
export const SCHOOL_FIELD_LABELS = {
  id: 'Identificador (dirección /{id}/)',
  name: 'Nombre de la institución',
  dane: 'Código DANE',
  municipio: 'Municipio',
  comuna: 'Comuna o corregimiento',
  sedes: 'Sedes',
  domain: 'Dominio propio',
  contacto: 'Contacto de la institución',
  'contacto.email': 'Correo de contacto',
  'contacto.phone': 'Teléfono de contacto',
  'contacto.address': 'Dirección de la sede principal',
  colores: 'Colores de la institución',
  'colores.primary': 'Color principal',
  'colores.secondary': 'Color secundario',
  logo: 'Escudo o logotipo',
  adminEmail: 'Correo del rector o la rectora',
} as const;

/** The colours a school starts with when the Secretaría gives none (the platform's own blues). */
export const DEFAULT_SCHOOL_COLOURS = { primary: '#0b4f8a', secondary: '#062a4a' } as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A single-line text, trimmed, of `min` to `max` characters. */
const line = (label: string, min: number, max: number) =>
  z
    .string({ error: `«${label}» debe ser un texto.` })
    .transform((s) => stripBidi(s).trim())
    .pipe(
      z
        .string()
        .min(min, {
          error: min <= 1 ? `Escriba «${label}».` : `«${label}» debe tener al menos ${min} caracteres.`,
        })
        .max(max, { error: `«${label}» admite hasta ${max} caracteres.` })
        .refine((s) => !CONTROL.test(s), { error: `«${label}» tiene caracteres no permitidos.` }),
    );

const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `«${label}» debe ser un texto.` })
    .transform((s) => stripBidi(s).trim())
    .pipe(
      z
        .string()
        .max(max, { error: `«${label}» admite hasta ${max} caracteres.` })
        .refine((s) => !CONTROL.test(s), { error: `«${label}» tiene caracteres no permitidos.` }),
    )
    .optional();

const dane = (label: string) =>
  z
    .string({ error: `«${label}» debe ser un texto de 12 dígitos.` })
    .transform((s) => s.trim())
    .pipe(z.string().regex(DANE, { error: `«${label}» debe tener exactamente 12 dígitos.` }));

const L = SCHOOL_FIELD_LABELS;

/** A colour of the school: `#rrggbb`, at least 4.5:1 against white (WCAG 2.1 AA). */
const colour = (label: string) =>
  z
    .string({ error: `«${label}» debe ser un color como #0b4f8a.` })
    .transform((s) => s.trim().toLowerCase())
    .pipe(
      z
        .string()
        .regex(HEX_COLOUR, { error: `«${label}» debe ser un color como #0b4f8a.` })
        .superRefine((hex, ctx) => {
          const verdict = contrastWithWhite(hex);
          if (!verdict.passes) ctx.addIssue({ code: 'custom', message: `«${label}»: ${verdict.text}` });
        }),
    );

const email = (label: string) =>
  z
    .string({ error: `«${label}» debe ser un texto.` })
    .transform((s) => s.trim().toLowerCase())
    .pipe(
      z.string().refine((s) => isFormatValid('email', s), { error: `«${label}» ${FORMAT_MESSAGES.email}.` }),
    );

export const newSchoolSchema = z.strictObject(
  {
    id: z
      .string({ error: `«${L.id}» debe ser un texto.` })
      .transform((s) => s.trim())
      .pipe(
        z.string().regex(SCHOOL_SLUG, {
          error: `«${L.id}» debe tener de 2 a 40 letras minúsculas sin tildes, números o guiones, sin guion al principio ni al final (por ejemplo: lasacacias).`,
        }),
      ),
    name: line(L.name, 3, SCHOOL_LIMITS.name),
    dane: dane(L.dane),
    municipio: line(L.municipio, 2, SCHOOL_LIMITS.place),
    comuna: optionalLine(L.comuna, SCHOOL_LIMITS.place),
    sedes: z
      .array(
        z.strictObject(
          {
            name: line('Nombre de la sede', 2, SCHOOL_LIMITS.sedeName),
            address: optionalLine('Dirección de la sede', SCHOOL_LIMITS.address),
            dane: dane('Código DANE de la sede').optional(),
          },
          { error: 'Cada sede debe ser un objeto con name, address y dane.' },
        ),
        { error: `«${L.sedes}» debe ser una lista de sedes.` },
      )
      .min(1, { error: `Escriba al menos una sede en «${L.sedes}».` })
      .max(SCHOOL_LIMITS.sedes, { error: `«${L.sedes}» admite hasta ${SCHOOL_LIMITS.sedes} sedes.` }),
    domain: z
      .string({ error: `«${L.domain}» debe ser un texto.` })
      .transform((s) => s.trim().toLowerCase().replace(/\.$/, ''))
      .pipe(
        z.string().refine((s) => s === '' || SCHOOL_HOST.test(s), {
          error: `«${L.domain}» debe ser solo el nombre del dominio, sin https:// ni ruta (por ejemplo: www.iesanjose.edu.co).`,
        }),
      )
      .optional(),
    contacto: z
      .strictObject(
        {
          email: email(L['contacto.email']).optional(),
          phone: z
            .string({ error: `«${L['contacto.phone']}» debe ser un texto.` })
            .transform((s) => s.trim())
            .pipe(
              z.string().refine((s) => s === '' || isFormatValid('phone', s), {
                error: `«${L['contacto.phone']}» ${FORMAT_MESSAGES.phone}.`,
              }),
            )
            .optional(),
          address: optionalLine(L['contacto.address'], SCHOOL_LIMITS.address),
        },
        { error: `«${L.contacto}» debe ser un objeto con email, phone y address.` },
      )
      .optional(),
    colores: z
      .strictObject(
        { primary: colour(L['colores.primary']), secondary: colour(L['colores.secondary']) },
        { error: `«${L.colores}» debe ser un objeto con primary y secondary.` },
      )
      .optional(),
    adminEmail: email(L.adminEmail),
  },
  {
    error:
      'El colegio debe ser un objeto JSON con id, name, dane, municipio, comuna, sedes, domain, contacto, colores y adminEmail.',
  },
);

export type NewSchoolInput = z.output<typeof newSchoolSchema>;

export type NewSchoolCheck =
  { ok: true; input: NewSchoolInput } | { ok: false; message: string; fields: Record<string, string> };

/** Checks a POST body: the cleaned input, or every problem by field (the first one as the message). */
export function checkNewSchool(value: unknown): NewSchoolCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'El colegio debe ser un objeto JSON.', fields: {} };
  }
  const parsed = newSchoolSchema.safeParse(value);
  if (parsed.success) {
    // What was left empty is left out (Firestore stores no undefined values).
    const { domain, comuna, sedes, contacto, colores, ...rest } = parsed.data;
    const contact = Object.fromEntries(Object.entries(contacto ?? {}).filter(([, v]) => !!v));
    const input: NewSchoolInput = {
      ...rest,
      ...(comuna ? { comuna } : {}),
      ...(Object.keys(contact).length ? { contacto: contact } : {}),
      colores: colores ?? { ...DEFAULT_SCHOOL_COLOURS },
      sedes: sedes.map(({ name, address, dane }) => ({
        name,
        ...(address ? { address } : {}),
        ...(dane ? { dane } : {}),
      })),
      ...(domain ? { domain } : {}),
    };
    return { ok: true, input };
  }
  const fields: Record<string, string> = {};
  let message = '';
  for (const issue of parsed.error.issues) {
    const text =
      issue.code === 'unrecognized_keys'
        ? `Campos desconocidos: ${issue.keys.slice(0, 3).join(', ').slice(0, 80)}.`
        : issue.message;
    message ||= text;
    const field = issue.path.map(String).join('.');
    if (field && !(field in fields)) fields[field] = text;
  }
  return { ok: false, message, fields };
}
