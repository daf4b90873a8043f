/**
 * "Texto de ejemplo": a record a new school's site starts with, written from the Secretaría's
 * templates (platform/school-templates.ts), is saved by the template's own actor. Its public
 * page shows the marker, and the school's ITA checklist lists the items whose evidence it is as
 * pending, until someone of the school saves the record: every save writes its own `updatedBy`
 * (writes/record-writes.ts), so an edit clears the marker without any other bookkeeping.
 * docs/decisions/0036-new-school-templates.md. Plain data, no zod: public pages read it.
 */

import type { CollectionName } from './collections';

/** The collections a new school's site starts with texts in, in the order they are written. */
export const TEMPLATE_COLLECTIONS = [
  'resenahistorica',
  'horizonte',
  'transparencianotas',
  'participa',
  'accesibilidad',
  'politicaprivacidad',
  'terminoscondiciones',
  'derechosautor',
] as const satisfies readonly CollectionName[];
export type TemplateCollection = (typeof TEMPLATE_COLLECTIONS)[number];

/** Who "saved" a template's record: no account has this uid (Auth uids are 28 characters). */
export const TEMPLATE_ACTOR = { uid: 'plantilla-secretaria', email: 'Plantilla de la Secretaría' } as const;

/** The field a visitor's read carries on a record still as the template wrote it. */
export const SAMPLE_FIELD = 'ejemplo';

/** The marker's words on the public page. */
export const SAMPLE_MARKER = 'Texto de ejemplo';

/** Whether a stored record (with `updatedBy`) is still the template's text. */
export function isTemplateRecord(record: object | null | undefined): boolean {
  const by = (record as { updatedBy?: { uid?: unknown } } | null | undefined)?.updatedBy;
  return typeof by === 'object' && by !== null && by.uid === TEMPLATE_ACTOR.uid;
}

/** Whether a visitor's record carries the marker. */
export const hasSampleText = (record: object | null | undefined) =>
  (record as Record<string, unknown> | null | undefined)?.[SAMPLE_FIELD] === true;
