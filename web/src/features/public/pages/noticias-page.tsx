/**
 * /noticias: newest first, nine a page, filter Todas | Noticias | Circulares in the address so a
 * filtered list can be shared and the footer's "Circulares" opens it. The article is
 * article-page.tsx, a chunk of its own (the list needs neither formatted text nor the PDF
 * viewer); both read the same public list (the function leaves out what is scheduled or
 * withdrawn), so going from the list to an article reuses the cached answer.
 */
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { text } from '../api/fields';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import { NewsCard, newestFirst } from '../components/news-card';
import content from '../components/content.module.css';
import styles from '../components/news.module.css';

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

export default function NoticiasPage() {
  const data = useCollectionData<'noticias'>();
  const params = new URLSearchParams(useLocation().search);
  const tipo = params.get('tipo');
  const kind: Kind = tipo === 'noticia' || tipo === 'circular' ? tipo : '';
  const page = Math.max(1, Math.floor(Number(params.get('pagina'))) || 1);
  const heading = kind === 'circular' ? 'Circulares' : kind === 'noticia' ? 'Noticias' : LIST_TITLE;
  usePageTitle(page > 1 ? `${heading} (página ${page})` : heading);

  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{heading}</h1>
      <nav aria-label="Filtrar por tipo">
        <ul className={styles.filters}>
          {FILTERS.map((f) => (
            <li key={f.label}>
              <Link to={listAddress(f.kind)} className={styles.filter} aria-current={f.kind === kind ? 'page' : undefined}>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CollectionRecords data={data} loading={<LoadingBlock lines={6} />}>
        {(records) => {
          const all = newestFirst(records).filter((item) => !kind || item.kind === kind);
          const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
          const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
          // The first picture on the list is the page's main one: fetched at once, not lazily.
          const first = shown.find((item) => text(item.image));
          if (shown.length === 0) {
            return <EmptyState>{kind === 'circular' ? 'Todavía no hay circulares publicadas.' : 'Todavía no hay noticias publicadas.'}</EmptyState>;
          }
          return (
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
                  {page > 1 ? <Link to={listAddress(kind, page - 1)}>← Más recientes</Link> : <span />}
                  <span>
                    Página {Math.min(page, pages)} de {pages}
                  </span>
                  {page < pages ? <Link to={listAddress(kind, page + 1)}>Anteriores →</Link> : <span />}
                </nav>
              )}
            </>
          );
        }}
      </CollectionRecords>
    </main>
  );
}
