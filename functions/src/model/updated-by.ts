/**
 * Who saved a record last. The server writes `updatedBy` on every create and update;
 * public reads never carry it (administrators' e-mails are private), administrators' reads do.
 * It is not part of AnyRecord's field map (whose values are texts), so readers go through here.
 */
import type { CollectionName } from './collections';

export interface Actor {
  uid: string;
  email: string;
}

export function updatedByOf(record: object | null | undefined): Actor | undefined {
  const value = (record as { updatedBy?: unknown } | null | undefined)?.updatedBy;
  if (typeof value !== 'object' || value === null) return undefined;
  const { uid, email } = value as Record<string, unknown>;
  return typeof uid === 'string' && typeof email === 'string' ? { uid, email } : undefined;
}

/** One kept version of a record, as GET /api/{collection}/{id}/history answers it. */
export interface RecordVersion {
  id: string;
  /** ISO time the version was replaced (by the write that followed it). */
  at: string;
  uid: string;
  email: string;
  op: 'update' | 'delete';
  /** The record as it was (the API's shape: `_id`, fields, createdAt, updatedAt, updatedBy). */
  values: Record<string, unknown>;
}

/** One entry of the Papelera, as GET /api/trash answers it (never the record's values). */
export interface TrashEntry {
  collection: CollectionName;
  recordId: string;
  title: string;
  deletedAt: string;
  uid: string;
  email: string;
  purgeAfter: string;
}
