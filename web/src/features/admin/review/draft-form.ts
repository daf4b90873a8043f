/**
 * The status field in the generic form: a colaborador is offered only Borrador and En
 * revisión (the server refuses the rest), and a new record starts as a draft for a colaborador;
 * an editor or administrator creating a record chooses its state each time (none is assumed: a
 * record saved as published by mistake is public at once). A stored record without a state reads
 * as published, and its form says so. Every other field, and every other collection, unchanged.
 */
import {
  proposesOnly,
  type CollectionDef,
  type CollectionName,
  type FieldDef,
  type FieldValue,
  type Role,
} from '@model';

export const DRAFT_FORM_TEXT = {
  missing:
    'Elija el estado del nuevo registro: «Borrador» (solo el personal lo ve), «En revisión» o «Publicado».',
} as const;

/** Whether a new record's state is the staff's explicit choice (an editor or administrator creating one). */
const choosesState = (def: CollectionDef, role: Role, collection: CollectionName, creating: boolean) =>
  !!def.drafts && creating && !proposesOnly(role, collection);

export function draftFieldFor(
  def: CollectionDef,
  key: string,
  field: FieldDef,
  role: Role,
  collection: CollectionName,
  creating = false,
): FieldDef {
  if (key !== def.drafts || field.kind !== 'choice') return field;
  if (choosesState(def, role, collection, creating)) return { ...field, required: true };
  if (!proposesOnly(role, collection)) return field;
  return { ...field, options: field.options.filter((o) => o.value !== 'publicado') };
}

/** The state a form starts with: a colaborador's draft, nothing for a new record of the staff, published for a stored one without. */
export function withDraftDefault<V extends Record<string, FieldValue>>(
  def: CollectionDef,
  values: V,
  role: Role,
  collection: CollectionName,
  creating = false,
): V {
  if (!def.drafts || (values[def.drafts] ?? '') !== '') return values;
  if (choosesState(def, role, collection, creating)) return values;
  return { ...values, [def.drafts]: proposesOnly(role, collection) ? 'borrador' : 'publicado' };
}

/** A new record without a chosen state: the form asks for it (the server would read it as published). */
export function missingDraftState(
  def: CollectionDef,
  values: Record<string, FieldValue>,
  creating: boolean,
): { message: string; field: string } | null {
  if (!def.drafts || !creating || (values[def.drafts] ?? '') !== '') return null;
  return { message: DRAFT_FORM_TEXT.missing, field: def.drafts };
}
