/**
 * The check of the Secretaría's shell settings (PUT /api/plataforma/sitio): its name and contact,
 * and the parts of the GOV.CO shell every school shares (the toll-free and anti-corruption lines)
 * or falls back to (opening hours, social accounts). One zod schema in the model's style, every
 * problem named by its field in Spanish. A field left empty is removed from `platform/sitio`.
 */
import { z } from 'zod';
import { isFormatValid, FORMAT_MESSAGES } from './format-rules';
import type { TextFormat } from './formats';
import { stripBidi } from './single-line';

/** The form's and the messages' names of the fields, in the form's order. */
export const SHELL_FIELD_LABELS = {
  name: 'Nombre de la Secretaría',
  shortName: 'Nombre corto',
  email: 'Correo de contacto',
  phone: 'Teléfono',
  address: 'Dirección',
  tollFree: 'Línea gratuita (la misma en el pie de página de todos los colegios)',
  anticorruption: 'Línea anticorrupción (la misma en todos los colegios)',
  hours: 'Horario de atención (el de un colegio que no escribió el suyo)',
  facebook: 'Facebook (lo muestra un colegio sin redes propias)',
  youtube: 'YouTube (lo muestra un colegio sin redes propias)',
  instagram: 'Instagram (lo muestra un colegio sin redes propias)',
  x: 'X, antes Twitter (lo muestra un colegio sin redes propias)',
} as const;

export type ShellField = keyof typeof SHELL_FIELD_LABELS;

/** The editable fields (the logo keeps being set where it is: a path on the site). */
export const SHELL_FORM_FIELDS = Object.keys(SHELL_FIELD_LABELS) as ShellField[];

const FORMATS: Partial<Record<ShellField, TextFormat>> = {
  email: 'email',
  phone: 'phone',
  tollFree: 'phone',
  anticorruption: 'phone',
  facebook: 'facebook',
  youtube: 'https',
  instagram: 'https',
  x: 'https',
};

const MAX = 200;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function field(key: ShellField) {
  const label = SHELL_FIELD_LABELS[key];
  const format = FORMATS[key];
  const min = key === 'name' ? 3 : 0;
  return z
    .string({ error: `«${label}» debe ser un texto.` })
    .transform((s) => stripBidi(s).trim())
    .pipe(
      z
        .string()
        .min(min, { error: `Escriba «${label}»: al menos ${min} caracteres.` })
        .max(MAX, { error: `«${label}» admite hasta ${MAX} caracteres.` })
        .refine((s) => !CONTROL.test(s), { error: `«${label}» tiene caracteres no permitidos.` })
        .refine((s) => !format || s === '' || isFormatValid(format, s), {
          error: format ? `«${label}» ${FORMAT_MESSAGES[format]}.` : '',
        }),
    );
}

export const shellSettingsSchema = z.strictObject(
  Object.fromEntries(
    SHELL_FORM_FIELDS.map((key) => [key, key === 'name' ? field(key) : field(key).optional()]),
  ) as { [K in ShellField]: ReturnType<typeof field> },
  { error: `Los datos del sitio común deben ser un objeto JSON con ${SHELL_FORM_FIELDS.join(', ')}.` },
);

/** The settings as checked: every field a string, '' for one left empty (it is then removed). */
export type ShellSettingsInput = Record<ShellField, string>;

export type ShellSettingsCheck =
  { ok: true; input: ShellSettingsInput } | { ok: false; message: string; fields: Record<string, string> };

/** Checks a PUT body: the cleaned settings, or every problem by field (the first one as the message). */
export function checkShellSettings(value: unknown): ShellSettingsCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: 'Los datos del sitio común deben ser un objeto JSON.', fields: {} };
  const parsed = shellSettingsSchema.safeParse(value);
  if (parsed.success) {
    const data = parsed.data as Partial<ShellSettingsInput>;
    return {
      ok: true,
      input: Object.fromEntries(SHELL_FORM_FIELDS.map((key) => [key, data[key] ?? ''])) as ShellSettingsInput,
    };
  }
  const fields: Record<string, string> = {};
  let message = '';
  for (const issue of parsed.error.issues) {
    const text =
      issue.code === 'unrecognized_keys'
        ? `Campos desconocidos: ${issue.keys.slice(0, 3).join(', ').slice(0, 80)}.`
        : issue.code === 'invalid_type' && issue.path.length === 1 && issue.path[0] === 'name'
          ? `Escriba «${SHELL_FIELD_LABELS.name}».`
          : issue.message;
    message ||= text;
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = text;
  }
  return { ok: false, message, fields };
}
