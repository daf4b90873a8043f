/**
 * What a page's data holds, typed from its registry entry: the records of the collections it
 * names (`collection`, `alsoLoads`). A page's React component receives them as props from its
 * page file (web/src/pages/); web/src/site/load-page.ts reads them.
 */
import type { CollectionName, PublicRecord } from '@model/public';
import type { PAGES, PageId } from './pages';

type Entry<P extends PageId> = Extract<(typeof PAGES)[number], { id: P }>;

/** The collections a page's entry names. */
export type CollectionsOf<P extends PageId> =
  | (Entry<P> extends { collection: infer C extends CollectionName } ? C : never)
  | (Entry<P> extends { alsoLoads: readonly (infer A extends CollectionName)[] } ? A : never);

export type PageRecords<P extends PageId> = { [N in CollectionsOf<P>]: PublicRecord<N>[] };

export interface PageProps<P extends PageId> {
  records: PageRecords<P>;
}
