/**
 * Form values ↔ records, driven only by the collection declaration: which fields exist, what
 * kind each is, and which display-name field belongs to which file field.
 */
import {
  contactPlain,
  emptyRecord,
  emptyValue,
  isFileField,
  isIsoInstant,
  richTextFrom,
  type CollectionDef,
  type FieldDef,
  type FieldValue,
  type FileChoices,
  type ListImage,
} from '@model';
import type { UploadAnswer } from '../api/multipart';

/** The editable fields of one record: string, string[] for text lists, a document for formatted text, photos, a consent's boolean. */
export type FormValues = Record<string, FieldValue>;
/** Files chosen in the drop zones but not saved yet, by file field. */
export type ChosenFiles = Record<string, File>;

function coerce(field: FieldDef, raw: unknown): FieldValue {
  const isList = Array.isArray(raw) && raw.every((item) => typeof item === 'string');
  switch (field.kind) {
    case 'richtext':
      // A text written before the field was formatted text reads as its paragraphs (decision 0011).
      return richTextFrom(raw);
    case 'imageList':
      return Array.isArray(raw)
        ? raw.flatMap((p: Partial<ListImage> | null) =>
            p && typeof p.image === 'string'
              ? [
                  {
                    image: p.image,
                    alt: typeof p.alt === 'string' ? p.alt : '',
                    // The original file name, where the photo was stored with it.
                    ...(typeof p.name === 'string' && p.name !== '' ? { name: p.name } : {}),
                  },
                ]
              : [],
          )
        : [];
    case 'consent':
      return raw === true;
    case 'choice':
      // A record stored before the field existed reads as the declared initial value, which is
      // what the server takes it for (an item without «notificar» notifies).
      return typeof raw === 'string' && raw !== '' ? raw : (field.initial ?? '');
    case 'textList':
      if (isList) return [...(raw as string[])];
      // An older record holding one paragraph where a list is declared: keep it as one item.
      return typeof raw === 'string' && raw !== '' ? [raw] : [];
    case 'textOrList':
      if (isList) return [...(raw as string[])];
      return typeof raw === 'string' ? raw : '';
    default:
      // A staff contact is stored as its link; the form shows it as typed (300 123 4567).
      if (typeof raw === 'string')
        return field.kind === 'link' && field.contact ? contactPlain(field.contact, raw) : raw;
      return isList ? (raw as string[]).join('\n') : (emptyValue(field.kind) as string);
  }
}

/** Only the declared fields: server fields and unknown keys never reach the form or the PUT. */
export function valuesFromRecord(def: CollectionDef, record: Readonly<Record<string, unknown>>): FormValues {
  return Object.fromEntries(
    Object.entries(def.fields).map(([key, field]) => [key, coerce(field, record[key])]),
  );
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  return Object.keys({ ...a, ...b }).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** Display-name field → the file field it names (imageName → image, pdfoneName → pdfone). */
export function fileFieldsByNameField(def: CollectionDef): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (isFileField(field) && field.nameField) out[field.nameField] = key;
  }
  return out;
}

/** Pairs each uploaded field with its stored and original name (falls back to the file's name). */
export function readUploadAnswer(answer: UploadAnswer, files: ChosenFiles): FileChoices {
  const out: FileChoices = {};
  for (const [key, file] of Object.entries(files)) {
    const stored = answer.files?.[key];
    if (!stored) throw new Error(`El servidor no devolvió el archivo guardado de «${key}».`);
    out[key] = { stored, name: answer.names?.[key] ?? file.name };
  }
  return out;
}

/** Today in Bogotá as yyyy-mm-dd (the school's calendar day, whatever the device's zone). */
export function todayInBogota(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Now, to the minute, as the stored instant (what the date and time inputs can show). */
export function currentMinute(now = new Date()): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
}

/**
 * A create form's starting values, from the declaration: empty, but a date starts at today (a
 * publication date, an album's day usually is), a `startsNow` moment at the current minute, a
 * choice at its declared `initial` value (a news item notifies the families unless told not to), and a
 * `follows` moment at its leader plus its minutes when the leader has a value.
 */
export function createValues(def: CollectionDef, now = new Date()): FormValues {
  const values = emptyRecord(def);
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind === 'date') values[key] = todayInBogota(now);
    if (field.kind === 'datetime' && field.startsNow) values[key] = currentMinute(now);
    if (field.kind === 'choice' && field.initial !== undefined) values[key] = field.initial;
  }
  return withFollowers(def, values, new Set(followerKeys(def)));
}

/** The fields declared to follow another (an event's «Fin» follows «Inicio»). */
export function followerKeys(def: CollectionDef): string[] {
  return Object.entries(def.fields).flatMap(([key, field]) =>
    field.kind === 'datetime' && field.follows ? [key] : [],
  );
}

/** The follower's value for its leader's: the leader plus the declared minutes, or undefined while the leader is not a whole moment. */
function followed(leader: FieldValue | undefined, minutes: number): string | undefined {
  if (typeof leader !== 'string' || !isIsoInstant(leader)) return undefined;
  return new Date(new Date(leader).getTime() + minutes * 60_000).toISOString();
}

/**
 * The followers still `following` set from their leaders. A half-typed leader leaves its follower
 * as it was (nothing typed is replaced by an empty value).
 */
export function withFollowers(
  def: CollectionDef,
  values: FormValues,
  following: ReadonlySet<string>,
): FormValues {
  let out = values;
  for (const key of following) {
    const field = def.fields[key];
    if (field?.kind !== 'datetime' || !field.follows) continue;
    const next = followed(values[field.follows.field], field.follows.minutes);
    if (next !== undefined && next !== out[key]) out = { ...out, [key]: next };
  }
  return out;
}

/**
 * Which followers still follow when the form opens: all of them on a new record; on a saved one,
 * those still exactly their leader plus the minutes (an end the administrator set stays put).
 */
export function initialFollowing(def: CollectionDef, values: FormValues, creating: boolean): Set<string> {
  return new Set(
    followerKeys(def).filter((key) => {
      if (creating) return true;
      const field = def.fields[key]!;
      return (
        field.kind === 'datetime' &&
        field.follows !== undefined &&
        followed(values[field.follows.field], field.follows.minutes) === values[key]
      );
    }),
  );
}
