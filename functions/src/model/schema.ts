/**
 * Validation built from the declarations: the same code runs in the admin form (before a save)
 * and in the function (before anything is stored). Messages are Spanish and name the field.
 */
import { z } from 'zod';
import type { CollectionDef } from './collection';
import {
  emptyValue,
  LIMITS,
  type FieldDef,
  type FieldValue,
  type ImageListField,
  type ListImage,
} from './field-kinds';
import { FORMAT_MESSAGES, isFormatValid, isListItemValid, LIST_FORMAT_MESSAGES } from './format-rules';
import { LINK_PATTERN, SITE_PATH_PATTERN } from './links';
import { CONTACT_MESSAGES, contactHref } from './contact-links';
import { isStoredFileOf } from './stored-names';
import { cleanDisplayName } from './display-name';
import { stripBidi } from './single-line';
import { isIsoInstant, normalizeInstant } from './date-time';
import { isRichTextEmpty } from './rich-text';
import { richTextProblem } from './rich-text-check';

/** yyyy-mm-dd naming a day that exists (no 2026-02-30), read as UTC so no time zone shifts it. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

function valueSchema(field: FieldDef): z.ZodType {
  const base = kindSchema(field);
  if (field.kind === 'textList' || field.kind === 'textOrList') {
    if (!field.format) return base;
    const format = field.format;
    // Every item of the list (an empty one is a slip the form lets the school remove).
    return base.refine(
      (v) =>
        (Array.isArray(v) ? v : [v]).every((item) => item === '' || isListItemValid(format, item as string)),
      { message: LIST_FORMAT_MESSAGES[format] },
    );
  }
  if (!(field.kind === 'text' || field.kind === 'longText' || field.kind === 'link') || !field.format)
    return base;
  const format = field.format;
  // Empty means "not given" (a required field says so separately).
  return base.refine((v) => v === '' || isFormatValid(format, v as string), {
    message: FORMAT_MESSAGES[format],
  });
}

function kindSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'text':
      // A line a person types (a title, a name): never with bidirectional controls (single-line.ts).
      return z.string().max(LIMITS.text).transform(stripBidi);
    case 'longText':
      return z.string().max(LIMITS.longText);
    case 'link':
      if (field.contact) {
        const contact = field.contact;
        return z
          .string()
          .max(LIMITS.link)
          .transform(stripBidi)
          .refine((v) => contactHref(contact, v) !== null, { message: CONTACT_MESSAGES[contact] })
          .transform((v) => contactHref(contact, v) ?? v);
      }
      {
        // A notice may send the visitor to a page of this site by its path (/eventos).
        const sitePath = field.sitePath === true;
        return z
          .string()
          .max(LIMITS.link)
          .transform(stripBidi)
          .refine(
            (v) => v === '' || LINK_PATTERN.test(v.trim()) || (sitePath && SITE_PATH_PATTERN.test(v.trim())),
            {
              message: sitePath
                ? 'debe ser una dirección de este sitio que empiece por / (por ejemplo /eventos) o un enlace que empiece por https://, http://, mailto: o tel:'
                : 'debe ser un enlace que empiece por https://, http://, mailto: o tel:',
            },
          );
      }
    case 'textList':
      return z.array(z.string().max(LIMITS.longText)).max(LIMITS.listItems);
    case 'textOrList':
      return z.union([
        z.string().max(LIMITS.longText),
        z.array(z.string().max(LIMITS.longText)).max(LIMITS.listItems),
      ]);
    case 'image':
    case 'pdf': {
      const kind = field.kind;
      return z.string().refine((v) => v === '' || isStoredFileOf(kind, v), {
        message: 'debe ser un archivo subido desde el formulario',
      });
    }
    case 'fileName':
      // Typed or carried over from an upload, a display name never keeps invisible characters.
      return z.string().max(LIMITS.fileName).transform(cleanDisplayName);
    case 'date':
      return z.string().refine((v) => v === '' || isIsoDate(v), {
        message: 'debe ser una fecha válida con el formato aaaa-mm-dd (por ejemplo 2026-03-31)',
      });
    case 'datetime':
      return z
        .string()
        .refine((v) => v === '' || isIsoInstant(v), {
          message: 'debe tener una fecha y una hora válidas (hora de Colombia)',
        })
        .transform((v) => (v === '' ? v : normalizeInstant(v)));
    case 'slug':
      // The server's to make (writes/slugs.ts drops what a client sends): only its shape is checked.
      return z.string().max(LIMITS.text);
    case 'choice': {
      const values = new Set(field.options.map((o) => o.value));
      return z
        .string()
        .refine((v) => v === '' || values.has(v), { message: 'debe ser una de las opciones de la lista' });
    }
    case 'richtext':
      // One walk over RICH_TEXT_SCHEMA (rich-text-check.ts) says what is wrong, in Spanish.
      return z.unknown().superRefine((v, ctx) => {
        const problem = richTextProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
    case 'imageList':
      return imageListSchema(field);
    case 'imageOfList':
      // Which images it may name is judged with its list (imageOfListProblem).
      return z.string().max(LIMITS.fileName);
    case 'consent':
      return z.boolean();
  }
}

const photoCount = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`);

/** Photos without a text alternative, as the Spanish sentence both the form and the server show. */
export function missingAltMessage(field: ImageListField, missing: number): string {
  return `El campo «${field.label}» tiene ${photoCount(missing)} sin texto alternativo: describa cada foto antes de guardar.`;
}

/** The problem of an image list's value, or null: count, stored names, duplicates, every alt text. */
export function imageListProblem(field: ImageListField, list: readonly ListImage[]): string | null {
  const min = field.required ? Math.max(1, field.min ?? 1) : 0;
  if (list.length < min) return `El campo «${field.label}» necesita al menos ${photoCount(min)}.`;
  if (list.length > field.max)
    return `El campo «${field.label}» admite como máximo ${field.max} fotos (tiene ${list.length}).`;
  const bad = list.findIndex((p) => !isStoredFileOf('image', p.image));
  if (bad >= 0)
    return `La foto ${bad + 1} del campo «${field.label}» debe ser una imagen subida desde el formulario.`;
  if (new Set(list.map((p) => p.image)).size !== list.length)
    return `El campo «${field.label}» tiene una foto repetida.`;
  const missing = list.filter((p) => p.alt.trim() === '').length;
  return missing > 0 ? missingAltMessage(field, missing) : null;
}

function imageListSchema(field: ImageListField): z.ZodType {
  // The count is checked first and alone, so 10 000 items are refused before any is looked at.
  return z
    .array(z.unknown())
    .max(field.max)
    .pipe(
      z.array(
        z.strictObject({
          image: z.string().max(LIMITS.fileName),
          alt: z.string().max(LIMITS.alt).transform(stripBidi),
          // The original file name, shown in the form: a display name (display-name.ts), and
          // never a path (a browser sends the name alone; anything before a slash is dropped).
          name: z
            .string()
            .max(LIMITS.fileName)
            .transform((v) => cleanDisplayName(v.split(/[\\/]/).pop() ?? ''))
            .optional(),
        }),
      ),
    )
    .superRefine((list, ctx) => {
      const problem = imageListProblem(field, list);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { whole: true } });
    })
    .transform((list) =>
      list.map((p) => ({ image: p.image, alt: p.alt.trim(), ...(p.name ? { name: p.name } : {}) })),
    );
}

/**
 * The cover of a record (an imageOfList field) judged with its list: empty means the list's first
 * image; anything else must be one of the list's images. Answers the value to store or a message.
 */
export function pickedImage(
  def: CollectionDef,
  key: string,
  record: Record<string, unknown>,
): { ok: true; value: string } | { ok: false; message: string } {
  const field = def.fields[key];
  if (field?.kind !== 'imageOfList') return { ok: true, value: String(record[key] ?? '') };
  const list = Array.isArray(record[field.of]) ? (record[field.of] as ListImage[]) : [];
  const chosen = typeof record[key] === 'string' ? (record[key] as string) : '';
  if (chosen === '') return { ok: true, value: list[0]?.image ?? '' };
  if (list.some((p) => p.image === chosen)) return { ok: true, value: chosen };
  return { ok: false, message: `El campo «${field.label}» debe ser una de las fotos del álbum.` };
}

/** `record` with every imageOfList field resolved (default filled), or the first problem. */
export function resolvePicks(
  def: CollectionDef,
  record: Record<string, unknown>,
): { ok: true; value: Record<string, FieldValue> } | { ok: false; field: string; message: string } {
  const out = { ...record } as Record<string, FieldValue>;
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'imageOfList') continue;
    const pick = pickedImage(def, key, record);
    if (!pick.ok) return { ok: false, field: key, message: pick.message };
    out[key] = pick.value;
  }
  return { ok: true, value: out };
}

const schemaCache = new WeakMap<CollectionDef, { full: z.ZodType; partial: z.ZodType }>();

function schemasOf(def: CollectionDef) {
  let cached = schemaCache.get(def);
  if (!cached) {
    const shape = Object.fromEntries(
      Object.entries(def.fields).map(([key, field]) => [key, valueSchema(field)]),
    );
    const full = z.strictObject(shape);
    cached = { full, partial: full.partial() };
    schemaCache.set(def, cached);
  }
  return cached;
}

/** One problem of a record: the field at fault (when there is one) and the Spanish sentence. */
export interface RecordIssue {
  field?: string;
  message: string;
}

/**
 * A refusal names every problem (`issues`, in the form's order, one per field), so the form shows
 * them all after one save; `field` and `message` are the first, for a caller that says one.
 */
export type Validation =
  | { ok: true; value: Record<string, FieldValue> }
  | { ok: false; field?: string; message: string; issues: RecordIssue[] };

/** Field → its message, in the issues' order: what a refusal sends beside its message (docs/api.md). */
export function issueFields(issues: readonly RecordIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of issues) if (field && !(field in out)) out[field] = message;
  return out;
}

function describe(def: CollectionDef, issue: z.core.$ZodIssue): { field?: string; message: string } {
  if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
    const keys = issue.keys.join('», «');
    return { field: issue.keys[0], message: `Campo desconocido en ${def.name}: «${keys}».` };
  }
  const key = String(issue.path[0] ?? '');
  const field = def.fields[key];
  // The label alone: the field's key is code, not something the administrator reads.
  const name = field ? `El campo «${field.label}»` : `El campo «${key}»`;
  if (field?.kind === 'imageList' && issue.code === 'too_big' && issue.path.length === 1) {
    return { field: key, message: `${name} admite como máximo ${field.max} fotos.` };
  }
  if (field?.kind === 'imageList' && issue.code === 'too_big' && issue.path[2] === 'alt') {
    return {
      field: key,
      message: `El texto alternativo de la foto ${Number(issue.path[1]) + 1} admite como máximo ${LIMITS.alt} caracteres.`,
    };
  }
  if (field?.kind === 'imageList' && issue.code === 'too_big' && issue.path[2] === 'name') {
    return {
      field: key,
      message: `El nombre del archivo de la foto ${Number(issue.path[1]) + 1} admite como máximo ${LIMITS.fileName} caracteres.`,
    };
  }
  if (field?.kind === 'imageList' && issue.code !== 'custom') {
    return {
      field: key,
      message: `${name} debe ser una lista de fotos, cada una con su imagen y su texto alternativo.`,
    };
  }
  if (issue.code === 'custom' && field?.kind === 'imageList') return { field: key, message: issue.message };
  if (field?.kind === 'consent')
    return { field: key, message: `${name} debe marcarse o dejarse sin marcar (verdadero o falso).` };
  switch (issue.code) {
    case 'invalid_type':
      return {
        field: key,
        message: `${name} debe ser ${issue.expected === 'array' ? 'una lista de textos' : 'un texto'}.`,
      };
    case 'invalid_union':
      return { field: key, message: `${name} debe ser un texto o una lista de textos.` };
    case 'too_big':
      return {
        field: key,
        message:
          issue.origin === 'array'
            ? `${name} admite como máximo ${issue.maximum} elementos.`
            : `${name} admite como máximo ${issue.maximum} caracteres.`,
      };
    default:
      return { field: key, message: `${name} ${issue.message}.` };
  }
}

/**
 * Checks a record body. `partial` (updates) accepts a subset of the fields; a create fills the
 * missing ones with empty values. Server fields (_id, createdAt, updatedAt) are not part of it:
 * callers take them out first.
 */
export function validateRecord(
  def: CollectionDef,
  input: unknown,
  { partial }: { partial: boolean },
): Validation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const message = 'El cuerpo de la petición debe ser un objeto JSON con los campos del registro.';
    return { ok: false, message, issues: [{ message }] };
  }
  const schemas = schemasOf(def);
  const given = (partial ? input : { ...emptyRecord(def), ...input }) as Record<string, FieldValue>;
  const result = (partial ? schemas.partial : schemas.full).safeParse(given);
  // Every problem, one per field: zod reports every field's, then the empty required fields and
  // the rules across fields are judged on what is left (a field already at fault is not judged again).
  const issues: RecordIssue[] = [];
  const atFault = new Set<string>();
  const add = (issue: RecordIssue) => {
    if (issue.field && atFault.has(issue.field)) return;
    if (issue.field) atFault.add(issue.field);
    issues.push(issue);
  };
  if (!result.success) for (const issue of result.error.issues) add(describe(def, issue));
  let value = result.success ? (result.data as Record<string, FieldValue>) : given;
  for (const key of requiredFieldsMissing(def, value, partial)) {
    if (!atFault.has(key)) add({ field: key, message: requiredMessage(def.fields[key]!) });
  }
  if (!partial && issues.length === 0) {
    const picks = resolvePicks(def, value);
    if (picks.ok) value = picks.value;
    else add({ field: picks.field, message: picks.message });
  }
  // A partial update cannot judge a rule across fields alone: the server checks it on the merged record.
  if (!partial) {
    for (const rule of ruleIssues(def, value)) {
      if (!rule.involves.some((key) => atFault.has(key))) add({ field: rule.field, message: rule.message });
    }
  }
  if (issues.length > 0) {
    const ordered = inFormOrder(def, issues);
    return { ok: false, ...ordered[0]!, issues: ordered };
  }
  return { ok: true, value };
}

/** The issues as the form shows its fields, top to bottom; one naming no declared field first. */
export function inFormOrder(def: CollectionDef, issues: RecordIssue[]): RecordIssue[] {
  const keys = Object.keys(def.fields);
  const place = (issue: RecordIssue) => (issue.field ? keys.indexOf(issue.field) : -1);
  return [...issues].sort((a, b) => place(a) - place(b));
}

const isFilled = (v: FieldValue | undefined) =>
  v !== undefined &&
  (typeof v === 'boolean'
    ? v
    : typeof v === 'string'
      ? v.trim() !== ''
      : Array.isArray(v)
        ? v.length > 0
        : !isRichTextEmpty(v));

function requiredMessage(field: FieldDef): string {
  if (field.kind === 'consent') return `Para guardar debe confirmar: «${field.label}»`;
  return `El campo «${field.label}» es obligatorio.`;
}

/** A rule across fields that a record breaks, with the fields it judged. */
interface RuleIssue {
  field: string;
  message: string;
  involves: readonly string[];
}

const labelOf = (def: CollectionDef, key: string) => def.fields[key]?.label ?? key;

/**
 * Every declared rule across fields the record breaks, in this order: each `requireOneOf` group of
 * which it fills no field (a transparency entry with neither a PDF nor a link), each `requireWith`
 * field left empty while the field it goes with is filled (the alt text of an image), each
 * `notBefore` pair out of order (an event ending before it starts; instants are compared as
 * moments, so any spelling of the same instant is equal).
 */
function ruleIssues(def: CollectionDef, record: Record<string, FieldValue | undefined>): RuleIssue[] {
  const out: RuleIssue[] = [];
  for (const group of def.requireOneOf ?? []) {
    if (group.some((k) => isFilled(record[k]))) continue;
    const names = group.map((k) => `«${labelOf(def, k)}»`);
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : names[0];
    out.push({
      field: group[0]!,
      message: `Debe llenar al menos uno de estos campos: ${list}.`,
      involves: group,
    });
  }
  for (const [key, when] of Object.entries(def.requireWith ?? {})) {
    if (!isFilled(record[when]) || isFilled(record[key])) continue;
    out.push({
      field: key,
      message: `El campo «${labelOf(def, key)}» es obligatorio cuando hay «${labelOf(def, when)}».`,
      involves: [key, when],
    });
  }
  for (const { field, than } of def.notBefore ?? []) {
    const later = record[field];
    const earlier = record[than];
    if (typeof later !== 'string' || typeof earlier !== 'string' || !later || !earlier) continue;
    if (!(Date.parse(later) < Date.parse(earlier))) continue;
    out.push({
      field,
      message: `«${labelOf(def, field)}» no puede ser anterior a «${labelOf(def, than)}».`,
      involves: [field, than],
    });
  }
  return out;
}

/** Every rule across fields the record breaks (ruleIssues), each naming its field. */
export function unmetRules(
  def: CollectionDef,
  record: Record<string, FieldValue | undefined>,
): Array<{ field: string; message: string }> {
  return ruleIssues(def, record).map(({ field, message }) => ({ field, message }));
}

/** The required fields that are empty (a partial update only checks the fields it sends). */
function requiredFieldsMissing(
  def: CollectionDef,
  value: Record<string, FieldValue>,
  partial: boolean,
): string[] {
  return Object.entries(def.fields).flatMap(([key, field]) => {
    if (!field.required || (partial && !(key in value))) return [];
    return isFilled(value[key]) ? [] : [key];
  });
}

/** A record with every field empty: the starting point of a create form and of a create. */
export function emptyRecord(def: CollectionDef): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(def.fields).map(([key, f]) => [key, emptyValue(f.kind)]));
}
