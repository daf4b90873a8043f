/**
 * The status field in the generic form: a colaborador is offered only Borrador and En
 * revisión (the server refuses the rest), and a new record starts as a draft for a colaborador,
 * published for an editor. Every other field, and every other collection, unchanged.
 */
import {
  proposesOnly,
  type CollectionDef,
  type CollectionName,
  type FieldDef,
  type FieldValue,
  type Role,
} from '@model';

export function draftFieldFor(
  def: CollectionDef,
  key: string,
  field: FieldDef,
  role: Role,
  collection: CollectionName,
): FieldDef {
  if (key !== def.drafts || field.kind !== 'choice' || !proposesOnly(role, collection)) return field;
  return { ...field, options: field.options.filter((o) => o.value !== 'publicado') };
}

/** An empty status (a new record, or one stored before the field) reads as published; the form says so. */
export function withDraftDefault<V extends Record<string, FieldValue>>(
  def: CollectionDef,
  values: V,
  role: Role,
  collection: CollectionName,
): V {
  if (!def.drafts || (values[def.drafts] ?? '') !== '') return values;
  return { ...values, [def.drafts]: proposesOnly(role, collection) ? 'borrador' : 'publicado' };
}
