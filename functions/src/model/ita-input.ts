/**
 * The check of an ITA item's state (PUT /api/ita/{id}, and the admin's edit form before sending):
 * one zod schema in the model's style, so the browser and the function refuse the same things
 * with the same Spanish sentence naming the field. Evidence is an https address or a path of
 * this site whose `%` escapes decode (the hourly check reads it decoded); "no aplica" needs its
 * legal reason (the matrix asks for it, and it is published).
 */
import { z } from 'zod';
import { decodesWhole, ITA_STATUSES, isSitePath, type ItaStatus } from './ita-matrix';
import { stripBidi } from './single-line';

export const ITA_LIMITS = {
  evidence: 10,
  url: 500,
  reason: 1000,
  responsible: 120,
  reviewDays: 3660,
} as const;

/** The form's and the messages' names of the fields. */
export const ITA_FIELD_LABELS = {
  status: 'Estado',
  evidence: 'Evidencias (URL)',
  reason: 'Razón por la que no aplica',
  responsible: 'Responsable',
  reviewPeriodDays: 'Revisar cada (días)',
} as const;

export interface ItaStateInput {
  status: ItaStatus;
  evidence: string[];
  reason: string;
  responsible: string;
  reviewPeriodDays?: number;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const text = (field: 'reason' | 'responsible', max: number) =>
  z
    .string({ error: `«${ITA_FIELD_LABELS[field]}» debe ser un texto.` })
    .transform((s) =>
      stripBidi(s)
        .trim()
        .replace(/[\r\n\t]+/g, ' '),
    )
    .pipe(
      z
        .string()
        .max(max, { error: `«${ITA_FIELD_LABELS[field]}» admite hasta ${max} caracteres.` })
        .refine((s) => !CONTROL.test(s), {
          error: `«${ITA_FIELD_LABELS[field]}» tiene caracteres no permitidos.`,
        }),
    )
    .default('');

/** An https address (parsed, with a host) or a path of this site. */
function isEvidenceUrl(value: string): boolean {
  if (isSitePath(value)) return true;
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

const evidenceLabel = ITA_FIELD_LABELS.evidence;

export const itaStateSchema = z
  .strictObject(
    {
      status: z.enum(ITA_STATUSES, {
        error: `«${ITA_FIELD_LABELS.status}» debe ser cumple, no_cumple, no_aplica o pendiente.`,
      }),
      evidence: z
        .array(
          z
            .string({ error: `Cada dirección de «${evidenceLabel}» debe ser un texto.` })
            .transform((s) => s.trim())
            .pipe(
              z
                .string()
                .max(ITA_LIMITS.url, {
                  error: `Cada dirección de «${evidenceLabel}» admite hasta ${ITA_LIMITS.url} caracteres.`,
                })
                .refine(isEvidenceUrl, {
                  error: `Cada dirección de «${evidenceLabel}» debe empezar por https:// o ser una ruta de este sitio que empiece por /.`,
                  abort: true,
                })
                .refine((s) => !isSitePath(s) || decodesWhole(s), {
                  error: `Cada ruta de «${evidenceLabel}» debe poder leerse: tiene un «%» que no forma un carácter. Copie la dirección desde la barra del navegador.`,
                }),
            ),
          { error: `«${evidenceLabel}» debe ser una lista de direcciones.` },
        )
        .max(ITA_LIMITS.evidence, {
          error: `«${evidenceLabel}» admite hasta ${ITA_LIMITS.evidence} direcciones.`,
        })
        .default([]),
      reason: text('reason', ITA_LIMITS.reason),
      responsible: text('responsible', ITA_LIMITS.responsible),
      reviewPeriodDays: z
        .number({ error: `«${ITA_FIELD_LABELS.reviewPeriodDays}» debe ser un número de días.` })
        .int({ error: `«${ITA_FIELD_LABELS.reviewPeriodDays}» debe ser un número entero de días.` })
        .min(1, { error: `«${ITA_FIELD_LABELS.reviewPeriodDays}» debe ser de al menos 1 día.` })
        .max(ITA_LIMITS.reviewDays, {
          error: `«${ITA_FIELD_LABELS.reviewPeriodDays}» admite hasta ${ITA_LIMITS.reviewDays} días.`,
        })
        .optional(),
    },
    {
      error:
        'El estado del ítem debe ser un objeto JSON con status, evidence, reason, responsible y reviewPeriodDays.',
    },
  )
  .superRefine((v, ctx) => {
    if (v.status === 'no_aplica' && !v.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `Escriba la «${ITA_FIELD_LABELS.reason}»: la matriz pide la razón legal y se publica en el ítem.`,
      });
    }
  });

export type ItaStateCheck =
  { ok: true; input: ItaStateInput } | { ok: false; field?: string; message: string };

/** Checks a PUT body: the first problem, with the field it belongs to, or the cleaned input. */
export function checkItaState(value: unknown): ItaStateCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'El estado del ítem debe ser un objeto JSON.' };
  }
  const parsed = itaStateSchema.safeParse(value);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    return { ok: false, message: `Campos desconocidos: ${issue.keys.slice(0, 3).join(', ').slice(0, 80)}.` };
  }
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  return { ok: false, ...(field ? { field } : {}), message: issue.message };
}
