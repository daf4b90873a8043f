/**
 * The admin's JSON calls (docs/api.md). Every call passes the administrator's ID token: writes
 * need it, and on reads it makes apiRequest skip the HTTP cache, so the admin always sees what is
 * stored right now.
 */
import type { AnyRecord, CollectionName, OverviewSection, RecordVersion } from '@model';
import { apiRequest, apiUrl } from '@/lib/api-client';
import { setSiteSettings } from '@/lib/site-settings';

const recordPath = (collection: CollectionName, id: string) => `/api/${collection}/${encodeURIComponent(id)}`;

export function listRecords(collection: CollectionName, token: string, signal?: AbortSignal) {
  return apiRequest<AnyRecord[]>(`/api/${collection}`, { token, signal });
}

/** The admin home's latest changes and search: every section the role may edit, in one request. */
export function readOverview(token: string, signal?: AbortSignal) {
  return apiRequest<OverviewSection[]>('/api/overview', { token, signal });
}

export function getRecord(collection: CollectionName, id: string, token: string, signal?: AbortSignal) {
  return apiRequest<AnyRecord>(recordPath(collection, id), { token, signal });
}

/** The kept versions of a record, newest first (administrators only). */
export function getHistory(collection: CollectionName, id: string, token: string, signal?: AbortSignal) {
  return apiRequest<RecordVersion[]>(`${recordPath(collection, id)}/history`, { token, signal });
}

/**
 * A write that changed `collection` (any of this file's, and the Papelera's restore): on success,
 * the browser's copy of the public list is refreshed (refreshPublicCopy), so no screen that writes
 * has to remember to. The write's promise settles once the new copy is stored: a screen says
 * "saved" only then, so the public page opened right after (even in the same tab, whose
 * navigation would cancel a refresh still on its way) shows the change, not the copy before it.
 */
export async function publicListChanged<T>(collection: CollectionName, write: Promise<T>): Promise<T> {
  const answer = await write;
  await refreshPublicCopy(collection);
  return answer;
}

/** The body carries `updatedAt` as loaded: the server answers 409 if the record changed since. */
export function updateRecord(
  collection: CollectionName,
  id: string,
  body: Record<string, unknown>,
  token: string,
) {
  return publicListChanged(
    collection,
    apiRequest<AnyRecord>(recordPath(collection, id), { method: 'PUT', body, token }),
  );
}

/**
 * POST /api/{collection} as JSON: the record's values with the stored names of files uploaded
 * before (POST /api/upload), the same protocol as an edit.
 */
export function createRecord(collection: CollectionName, body: Record<string, unknown>, token: string) {
  return publicListChanged(
    collection,
    apiRequest<AnyRecord>(`/api/${collection}`, { method: 'POST', body, token }),
  );
}

export function deleteRecord(collection: CollectionName, id: string, token: string) {
  return publicListChanged(
    collection,
    apiRequest<void>(recordPath(collection, id), { method: 'DELETE', token }),
  );
}

/**
 * After a write, refetches the public list into the browser's HTTP cache (public reads may be
 * cached for 20 s, docs/api.md), so the administrator who opens the public page next sees the
 * change instead of the copy cached before it. Shared caches (CDN) still follow their own max-age.
 * Never fails: the write already succeeded, and a refresh that cannot be made leaves at worst a
 * copy 20 s old. The body is read to its end, so the cache entry is complete when this settles.
 */
async function refreshPublicCopy(collection: CollectionName): Promise<void> {
  try {
    const res = await fetch(apiUrl(`/api/${collection}`), { cache: 'reload' });
    const body = await res.text();
    // The school's settings live in memory for the whole visit (read before the first render):
    // after a save they are replaced, so the public pages opened next show the new values.
    if (collection === 'sitio' && res.ok) setSiteSettings((JSON.parse(body) as unknown[])[0] as object);
  } catch {
    // No refresh now (offline, a malformed answer): the cached copy expires on its own.
  }
}

/**
 * Stores a new order. `expectedOrder` is the order the table last had from the
 * server: if the stored list changed since (another administrator added, deleted or reordered),
 * the answer is 409 and nothing is written.
 */
export function reorderRecords(
  collection: CollectionName,
  ids: string[],
  expectedOrder: string[],
  token: string,
) {
  return publicListChanged(
    collection,
    apiRequest<AnyRecord[]>(`/api/${collection}/order`, {
      method: 'PUT',
      body: { ids, expectedOrder },
      token,
    }),
  );
}
