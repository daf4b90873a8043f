/**
 * What a colaborador may do with a record (decision 0021): its own drafts of the
 * publishing collections, never publishing them. The role's guard (requireRole with
 * editCapabilityOf) lets it into those collections; these checks say the rest, each refusal a 403
 * in Spanish with nothing changed. Roles that hold the collection's write capability pass through.
 */
import type { Request } from 'express';
import {
  creatorOf,
  getCollection,
  isUnpublished,
  proposesOnly,
  ROLE_LABELS,
  type AnyRecord,
  type CollectionName,
} from '../model';
import { HttpError } from './errors';

const refusal = (req: Request, what: string) =>
  new HttpError(403, 'forbidden', `Su rol (${ROLE_LABELS[req.role!]}) ${what}`);

/** A colaborador's write asking for a state it may not set (publicado, or none: published). */
export const publishRefused = (req: Request) =>
  refusal(req, 'no permite publicar: guarde el borrador y envíelo a revisión; un editor lo publicará.');

/** A colaborador touching a record that is not its own draft. */
export const notOwnDraft = (req: Request) =>
  refusal(
    req,
    'solo permite modificar sus propios borradores; este registro es de otra persona o ya está publicado.',
  );

/** Whether the request's role only proposes in this collection (a colaborador). */
export const onlyProposes = (req: Request, collection: CollectionName) => proposesOnly(req.role, collection);

/**
 * The state a colaborador's create or save asks for: a create without one is a draft; a value
 * other than borrador or revision (publicado, or '' which reads as published) is refused.
 */
export function proposedValues(
  req: Request,
  collection: CollectionName,
  values: Record<string, unknown>,
  creating: boolean,
): Record<string, unknown> {
  if (!onlyProposes(req, collection)) return values;
  const field = getCollection(collection).drafts!;
  if (!(field in values)) return creating ? { ...values, [field]: 'borrador' } : values;
  if (values[field] !== 'borrador' && values[field] !== 'revision') throw publishRefused(req);
  return values;
}

/** Whether the record is the caller's own unpublished draft. */
export function isOwnDraft(req: Request, collection: CollectionName, record: AnyRecord): boolean {
  return creatorOf(record) === req.admin!.uid && isUnpublished(getCollection(collection), record);
}

/** The `permit` of an update (writes/record-writes.ts): a colaborador's own draft only. */
export function permitOf(
  req: Request,
  collection: CollectionName,
): ((current: AnyRecord) => void) | undefined {
  if (!onlyProposes(req, collection)) return undefined;
  return (current) => {
    if (!isOwnDraft(req, collection, current)) throw notOwnDraft(req);
  };
}
