/**
 * Drafts and review (docs/decisions/0021-drafts-review-preview.md): a record of a
 * publishing collection (`CollectionDef.drafts` names its status field) is a draft, in review or
 * published. Declared once here: the collections add the field, the form and validation follow
 * it, the admin list shows the state, and schedule.ts's `isPublicAt` (the one predicate every
 * public read uses) hides whatever is not published. A record stored before the field existed has
 * no value: it reads as published. Plain data: the admin bundle and the public pages import it.
 */
import type { CollectionDef } from './collection';
import type { ChoiceField } from './field-kinds';

export const DRAFT_STATES = ['borrador', 'revision', 'publicado'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** The status field every publishing collection declares (its name is `estado`). */
export const DRAFT_FIELD = {
  kind: 'choice',
  label: 'Estado',
  options: [
    { value: 'publicado', label: 'Publicado' },
    { value: 'borrador', label: 'Borrador' },
    { value: 'revision', label: 'En revisión' },
  ],
} as const satisfies ChoiceField;

/** How the admin list and the review queue name each state. */
export const DRAFT_LABELS: Record<DraftState, string> = {
  borrador: 'Borrador',
  revision: 'En revisión',
  publicado: 'Publicado',
};

/**
 * The server-written note an editor leaves when returning a record to its author ("Devolver"):
 * never a declared field (no form edits it), never in a public answer.
 */
export const REVIEW_NOTE = 'reviewNote';
/** Who created the record (`{ uid, email }`, server-written): a colaborador edits only its own. */
export const CREATED_BY = 'createdBy';

/** Where a record stands: `publicado` for a collection without drafts and for any missing or unknown value. */
export function draftStateOf(def: CollectionDef, record: Record<string, unknown>): DraftState {
  if (!def.drafts) return 'publicado';
  const value = record[def.drafts];
  return value === 'borrador' || value === 'revision' ? value : 'publicado';
}

/** Not published: a draft or a record waiting for review. Never public, whatever its dates say. */
export const isUnpublished = (def: CollectionDef, record: Record<string, unknown>) =>
  draftStateOf(def, record) !== 'publicado';

/** The uid of who created the record, when the server wrote it (older records have none). */
export function creatorOf(record: object | null | undefined): string | undefined {
  const value = (record as Record<string, unknown> | null | undefined)?.[CREATED_BY];
  const uid = typeof value === 'object' && value !== null ? (value as { uid?: unknown }).uid : undefined;
  return typeof uid === 'string' ? uid : undefined;
}

/** The editor's note on a returned draft, or '' when there is none. */
export function reviewNoteOf(record: object | null | undefined): string {
  const value = (record as Record<string, unknown> | null | undefined)?.[REVIEW_NOTE];
  return typeof value === 'string' ? value : '';
}
