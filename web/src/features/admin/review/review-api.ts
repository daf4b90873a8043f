/**
 * Drafts and review (docs/api.md "Drafts, review and preview"): the pending list for the
 * admin home, and the three steps of a draft. Each answers the stored record.
 */
import type { AnyRecord, CollectionName, OverviewSection } from '@model';
import { apiRequest } from '@/lib/api-client';
import { publicListChanged } from '../api/admin-api';

const actionPath = (collection: CollectionName, id: string, action: string) =>
  `/api/${collection}/${encodeURIComponent(id)}/${action}`;

/** The records in review, per collection (only the sections that have some). */
export function listPending(token: string, signal?: AbortSignal) {
  return apiRequest<OverviewSection[]>('/api/pendientes', { token, signal });
}

export function sendToReview(collection: CollectionName, id: string, token: string) {
  return apiRequest<AnyRecord>(actionPath(collection, id, 'revision'), { method: 'POST', token });
}

/** Publishing changes the public list: its copy in the browser is refreshed as after any save. */
export function publishDraft(collection: CollectionName, id: string, token: string) {
  return publicListChanged(
    collection,
    apiRequest<AnyRecord>(actionPath(collection, id, 'publicar'), { method: 'POST', token }),
  );
}

export function returnDraft(collection: CollectionName, id: string, nota: string, token: string) {
  return apiRequest<AnyRecord>(actionPath(collection, id, 'devolver'), {
    method: 'POST',
    body: { nota },
    token,
  });
}
