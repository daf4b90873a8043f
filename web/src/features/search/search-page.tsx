/**
 * /buscar?q= — the site search (decision 0020). The page file renders it with the results for the
 * address's query (`reads.search(q)`), so it works without JavaScript: the form is a plain GET to
 * this address. The field and the results are the page's island (search-box.tsx).
 */
import type { ReactNode } from 'react';
import { pageById } from '@/config/pages';
import styles from './search-page.module.css';
import { withSiteBase } from '@/components/site-base';

export const SEARCH_TITLE = pageById('buscar').title;

/** The page around the search: its heading, and the box (the island) as `children`. */
function SearchPage({ children }: { children: ReactNode }) {
  return (
    <main className={`container ${styles.page}`}>
      <h1>{SEARCH_TITLE}</h1>
      {children}
    </main>
  );
}

export default withSiteBase(SearchPage);
