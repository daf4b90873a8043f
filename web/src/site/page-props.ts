/** What a page's React component receives from its page file: the records its registry entry names. */
import type { PageId } from '@/config/pages';
import type { PageRecords } from './load-page';

export interface PageProps<P extends PageId> {
  records: PageRecords<P>;
}
