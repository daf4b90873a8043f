/**
 * /buscar?q= — the site search (issue 48, decision 0020). The function renders it with the
 * results for the address's query (lib/served-search.ts), so it works without JavaScript: the form
 * is a plain GET to this address. With JavaScript the results follow the typing (GET /api/buscar,
 * a moment after the last key) and the address keeps the query, for Back and for sharing.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SearchAnswer } from '@model/public';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { apiRequest } from '@/lib/api-client';
import { servedSearchFor } from '@/lib/served-search';
import content from '@/features/public/components/content.module.css';
import { SearchResults } from './search-results';
import styles from './search-page.module.css';

const TITLE = pageById('buscar').title;
/** Quiet time after the last key before asking: one request per pause, not per letter. */
const TYPING_PAUSE_MS = 250;

export default function SearchPage() {
  usePageTitle(TITLE);
  const addressQuery = new URLSearchParams(useLocation().search).get('q') ?? '';
  const [query, setQuery] = useState(addressQuery);
  const [answer, setAnswer] = useState<SearchAnswer | null>(() => servedSearchFor(addressQuery));
  const [failed, setFailed] = useState(false);
  const asked = useRef<string | null>(answer ? answer.query : null);

  useEffect(() => {
    const q = query.trim();
    if (q === asked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      asked.current = q;
      // The address follows the query without a navigation (the page keeps its state).
      const url = q ? `/buscar?q=${encodeURIComponent(q)}` : '/buscar';
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
  }, [query]);

  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{TITLE}</h1>
      <form role="search" action="/buscar" method="get" className={styles.form} onSubmit={(e) => e.preventDefault()}>
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
    </main>
  );
}
