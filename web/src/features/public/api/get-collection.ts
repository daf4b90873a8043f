/**
 * Reads a collection from the content API (GET /api/{collection}, docs/api.md), and the route
 * loader that starts that read. Public pages show what they get even when a record lacks fields
 * (an older record, a field added later): records are typed as partial, and the page decides
 * what a missing field looks like.
 *
 * Freshness is the HTTP cache's job: the API answers `max-age=20`, and public reads use the
 * browser cache, so going back to a page within 20 s reads no Firestore document again, while a
 * failed read is never cached and "Reintentar" asks the server again.
 */
import type { CollectionName, PublicRecord } from '@model/public';
import { apiRequest } from '@/lib/api-client';
import { track } from '@/lib/settled';

export type { PublicRecord };

export function getCollection<N extends CollectionName>(
  name: N,
  signal?: AbortSignal,
): Promise<PublicRecord<N>[]> {
  return apiRequest<PublicRecord<N>[]>(`/api/${name}`, { signal }).then((data) => {
    // A proxy or an old API answering with something else must not crash the page.
    if (!Array.isArray(data)) throw new Error(`Respuesta inesperada de /api/${name}.`);
    return data;
  });
}

/** What a public page's route loader gives the page: its records, still on their way. */
export interface CollectionData<N extends CollectionName> {
  collection: N;
  records: Promise<PublicRecord<N>[]>;
  /** The further collections the page's registry entry names (`alsoLoads`), on their way too. */
  also?: { [K in CollectionName]?: Promise<PublicRecord<K>[]> };
}

/**
 * The loader of a page that shows `name` (and `also`, read in parallel). The page's route calls it
 * at the same time as it downloads the page's chunk, so data and code arrive together. It does not
 * wait for the records: the page renders at once, its placeholders reserving the space (no layout
 * shift), and shows the records, the empty state or the error with its retry when they settle.
 */
export function collectionLoader<N extends CollectionName>(name: N, also: readonly CollectionName[] = []) {
  return ({ signal }: { signal?: AbortSignal } = {}): CollectionData<N> => {
    const start = <K extends CollectionName>(collection: K) => {
      // Marked when they settle (which also keeps a failure quiet until the page renders and
      // reports it): a page rendered after its records came shows them at once (lib/settled.ts).
      return track(getCollection(collection, signal));
    };
    return {
      collection: name,
      records: start(name),
      also: Object.fromEntries(also.map((collection) => [collection, start(collection)])),
    };
  };
}
