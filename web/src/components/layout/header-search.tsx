/**
 * The search field of every page's header (decision 0020): a plain GET form to /buscar,
 * so it works before and without JavaScript. Wide screens show the field; a phone shows a button
 * that opens it (a <details>: no script needed either, and the field takes the row's width); with
 * the frame's script the same tap puts the cursor in the field (site/frame-script.ts).
 */
import { useId } from 'react';
import { useSiteHref } from '@/components/site-base';
import styles from './header-search.module.css';

function SearchForm({ id }: { id: string }) {
  const href = useSiteHref();
  return (
    <form role="search" action={href('/buscar')} method="get" className={styles.form}>
      <label htmlFor={id} className="sr-only">
        Buscar en el sitio
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={200}
        placeholder="Buscar en el sitio"
        className={styles.input}
      />
      <button type="submit" className={styles.submit} aria-label="Buscar">
        <SearchGlyph />
      </button>
    </form>
  );
}

function SearchGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function HeaderSearch() {
  const id = useId();
  return (
    <>
      <div className={styles.wide}>
        <SearchForm id={`${id}wide`} />
      </div>
      <details className={styles.phone} data-header-search="">
        <summary className={styles.toggle}>
          <SearchGlyph />
          <span>Buscar</span>
        </summary>
        <div className={styles.panel}>
          <SearchForm id={`${id}phone`} />
        </div>
      </details>
    </>
  );
}
