/**
 * Reads a collection from the content API (GET /api/{collection}, docs/api.md). Public pages show
 * what they get even when a record lacks fields (an older record, a field added later): records
 * are typed as partial, and the page decides what a missing field looks like.
 */
import type { CollectionName, PublicRecord } from '@model/public';
import { apiRequest } from '@/lib/api-client';

export type { PublicRecord };

/** A prefetch is reused only while fresh, so a page opened later reads current content. */
const PREFETCH_FRESH_MS = 10_000;

const prefetched = new Map<CollectionName, { at: number; promise: Promise<unknown[]> }>();

function request<N extends CollectionName>(name: N, signal?: AbortSignal) {
  return apiRequest<PublicRecord<N>[]>(`/api/${name}`, { signal }).then((data) => {
    // A proxy or an old API answering with something else must not crash the page.
    if (!Array.isArray(data)) throw new Error(`Respuesta inesperada de /api/${name}.`);
    return data;
  });
}

/**
 * Starts loading a collection before its page's chunk has arrived (called from the route's lazy
 * function), so the two requests overlap.
 */
export function prefetchCollection(name: CollectionName): void {
  const existing = prefetched.get(name);
  if (existing && Date.now() - existing.at < PREFETCH_FRESH_MS) return;
  const promise = request(name);
  // The page reports failures when it consumes the promise; an unconsumed one must stay quiet.
  // A failed prefetch is forgotten at once, so the page's "Reintentar" asks the server again.
  promise.catch(() => {
    if (prefetched.get(name)?.promise === promise) prefetched.delete(name);
  });
  prefetched.set(name, { at: Date.now(), promise });
}

export function getCollection<N extends CollectionName>(
  name: N,
  signal?: AbortSignal,
): Promise<PublicRecord<N>[]> {
  const entry = prefetched.get(name);
  if (entry && Date.now() - entry.at < PREFETCH_FRESH_MS) {
    return entry.promise as Promise<PublicRecord<N>[]>;
  }
  return request(name, signal);
}
