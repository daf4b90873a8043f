/**
 * The search page's island: the field and the results. Rendered on the server with the answer
 * for the address's query (the GET form works without JavaScript); with it, the results follow
 * the typing (GET /api/buscar, a moment after the last key) and the address keeps the query, for
 * Back and for sharing.
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchAnswer } from '@model/search';
import { apiRequest } from '@/lib/api-client';
import { SearchResults } from './search-results';
import styles from './search-page.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

/** Quiet time after the last key before asking: one request per pause, not per letter. */
const TYPING_PAUSE_MS = 250;

/**
 * The field and the results. `query`: the address's `q`; `answer`: the server's answer for it
 * (null with no query), shown at once; typing asks again.
 */
function SearchBoxContent({
  query: addressQuery,
  answer: served,
}: {
  query: string;
  answer: SearchAnswer | null;
}) {
  const [query, setQuery] = useState(addressQuery);
  const [answer, setAnswer] = useState<SearchAnswer | null>(served);
  const [failed, setFailed] = useState(false);
  const asked = useRef<string>(served ? served.query : addressQuery.trim());
  const href = useSiteHref();
  const page = href('/buscar');

  useEffect(() => {
    const q = query.trim();
    if (q === asked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      asked.current = q;
      // The address follows the query without a navigation (the page keeps its state).
      const url = q ? `${page}?q=${encodeURIComponent(q)}` : page;
      window.history.replaceState(window.history.state, '', url);
      if (!q) {
        setAnswer(null);
        return;
      }
      apiRequest<SearchAnswer>(`/api/buscar?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((result) => {
          setAnswer(result);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError') setFailed(true);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, page]);

  return (
    <>
      {/* Without the script the browser sends it: the page comes back with the results. */}
      <form
        role="search"
        action={page}
        method="get"
        className={styles.form}
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="search-page-q" className={styles.label}>
          ¿Qué busca?
        </label>
        <div className={styles.row}>
          <input
            id="search-page-q"
            name="q"
            type="search"
            className={styles.input}
            value={query}
            maxLength={200}
            autoComplete="off"
            placeholder="Por ejemplo: matrículas, circular, uniforme"
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="button">
            Buscar
          </button>
        </div>
      </form>
      {failed && (
        <p role="alert" className={styles.note}>
          No pudimos buscar en este momento. Revise su conexión e intente de nuevo.
        </p>
      )}
      <SearchResults answer={answer} />
    </>
  );
}

export const SearchBox = withSiteBase(SearchBoxContent);
