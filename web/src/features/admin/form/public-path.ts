/**
 * Where a visitor sees a record just written: its own address (an article, an album: the share
 * pages' rule), else the page that lists its collection. None while no visitor can see it (a
 * draft, a notice scheduled for later): a link there would show a page without it.
 */
import { getCollection, isPublicAt, type AnyRecord, type CollectionName } from '@model';
import { SHARE_PAGES } from '@model/share-pages/registry';
import { PUBLIC_PAGE_OF } from '@/config/paths';

export function publicPathOf(
  collection: CollectionName,
  record: AnyRecord,
  nowMs = Date.now(),
): string | null {
  if (!isPublicAt(getCollection(collection), record, nowMs)) return null;
  const share = SHARE_PAGES.find((page) => page.collection === collection);
  return share?.pathOf(record) ?? PUBLIC_PAGE_OF[collection] ?? null;
}
