/**
 * /noticias: newest first, nine a page, filter Todas | Noticias | Circulares in the address so a
 * filtered list can be shared and the footer's "Circulares" opens it. The filter and the pager
 * are plain links (a page load each); the page file reads `tipo` and `pagina` from the address
 * and gives them here with the items reduced to what a card shows (news-item.ts `cardOf`).
 * Server HTML only: the list ships no code.
 */
import { EmptyState } from '@/components/feedback/status-message';
import { pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { text } from '../api/fields';
import { NewsCard, newestFirst, type NewsCardItem } from '../components/news-card';
import content from '../components/content.module.css';
import styles from '../components/news.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

const { title: LIST_TITLE } = pageById('noticias');
export const PAGE_SIZE = 9;

const FILTERS = [
  { kind: '', label: 'Todas' },
  { kind: 'noticia', label: 'Noticias' },
  { kind: 'circular', label: 'Circulares' },
] as const;

type Kind = (typeof FILTERS)[number]['kind'];

function listAddress(kind: Kind, page = 1): string {
  const params = new URLSearchParams();
  if (kind) params.set('tipo', kind);
  if (page > 1) params.set('pagina', String(page));
  const query = params.toString();
  return query ? `${PUBLIC_PATHS.noticias}?${query}` : PUBLIC_PATHS.noticias;
}

/** The list's kind and page, read from the address's `tipo` and `pagina` (anything else: all, page 1). */
export function listState(query: URLSearchParams): { kind: Kind; page: number } {
  const tipo = query.get('tipo');
  const kind: Kind = tipo === 'noticia' || tipo === 'circular' ? tipo : '';
  const page = Math.max(1, Math.floor(Number(query.get('pagina'))) || 1);
  return { kind, page };
}

/** The list's heading: the filter's own name. */
export function listHeading(kind: Kind): string {
  return kind === 'circular' ? 'Circulares' : kind === 'noticia' ? 'Noticias' : LIST_TITLE;
}

interface Props {
  /** The published items, each reduced to its card's fields. */
  items: NewsCardItem[];
  /** The page's query parameters (`tipo`, `pagina`). */
  query: URLSearchParams;
}

function NoticiasPage({ items, query }: Props) {
  const href = useSiteHref();
  const { kind, page } = listState(query);
  const all = newestFirst(items).filter((item) => !kind || item.kind === kind);
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // The first picture on the list is the page's main one: fetched at once, not lazily.
  const first = shown.find((item) => text(item.image));

  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{listHeading(kind)}</h1>
      <nav aria-label="Filtrar por tipo">
        <ul className={styles.filters}>
          {FILTERS.map((f) => (
            <li key={f.label}>
              <a
                href={href(listAddress(f.kind))}
                className={styles.filter}
                aria-current={f.kind === kind ? 'page' : undefined}
              >
                {f.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <EmptyState>
          {kind === 'circular'
            ? 'Todavía no hay circulares publicadas.'
            : 'Todavía no hay noticias publicadas.'}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.grid}>
            {shown.map((item) => (
              <li key={item._id}>
                <NewsCard item={item} priority={item === first} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Páginas" className={styles.pager}>
              {page > 1 ? <a href={href(listAddress(kind, page - 1))}>← Más recientes</a> : <span />}
              <span>
                Página {Math.min(page, pages)} de {pages}
              </span>
              {page < pages ? <a href={href(listAddress(kind, page + 1))}>Anteriores →</a> : <span />}
            </nav>
          )}
        </>
      )}
    </main>
  );
}

export default withSiteBase(NoticiasPage);
