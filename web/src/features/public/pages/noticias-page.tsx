/**
 * /noticias (newest first, nine a page, filter Todas | Noticias | Circulares in the address so a
 * filtered list can be shared and the footer's "Circulares" opens it) and /noticias/{slug} (the
 * article: picture, text, its PDF in the lazy viewer, "Compartir"). One module, one chunk: both
 * read the same public list (the function leaves out what is scheduled or withdrawn), so going
 * from the list to an article reuses the cached answer.
 */
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatSchoolDateTime } from '@model/public';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { ExternalLink } from '@/components/external-link';
import { MediaImage } from '@/components/media-image';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer';
import { RichText } from '@/components/rich-text';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { SITE_ORIGIN } from '@/config/site';
import { text } from '../api/fields';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import { articlePath, kindLabel, NEWS_IMAGE, NewsCard, newestFirst, type NewsItem } from '../components/news-card';
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
          if (shown.length === 0) {
            return <EmptyState>{kind === 'circular' ? 'Todavía no hay circulares publicadas.' : 'Todavía no hay noticias publicadas.'}</EmptyState>;
          }
          return (
            <>
              <ul className={styles.grid}>
                {shown.map((item) => (
                  <li key={item._id}>
                    <NewsCard item={item} />
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

export function ArticlePage() {
  const data = useCollectionData<'noticias'>();
  const { slug = '' } = useParams();
  return (
    <main className={`container ${content.page}`}>
      <p className={content.breadcrumb}>
        <Link to={PUBLIC_PATHS.noticias}>Noticias y circulares</Link>
      </p>
      <CollectionRecords data={data} loading={<LoadingBlock lines={8} label="Cargando la noticia…" />}>
        {(records) => {
          const item = records.find((r) => r.slug === slug);
          return item ? <Article item={item} /> : <MissingArticle />;
        }}
      </CollectionRecords>
    </main>
  );
}

function MissingArticle() {
  usePageTitle('Noticia no encontrada');
  return (
    <>
      <h1 className={content.title}>Noticia no encontrada</h1>
      <EmptyState>
        Esta noticia no existe o ya no está publicada. Vea las <Link to={PUBLIC_PATHS.noticias}>noticias y circulares</Link>.
      </EmptyState>
    </>
  );
}

function Article({ item }: { item: NewsItem }) {
  const title = text(item.title);
  usePageTitle(title);
  const url = `${SITE_ORIGIN}${articlePath(item)}`;
  const when = formatSchoolDateTime(text(item.publishAt));
  return (
    <article className={content.article} style={{ paddingInline: 0 }}>
      <h1 className={content.title}>{title}</h1>
      <p className={styles.meta}>
        <span className={styles.kind} data-kind={text(item.kind)}>
          {kindLabel(item)}
        </span>
        {when && <time dateTime={text(item.publishAt)}>Publicada el {when}</time>}
      </p>
      <p className={content.lead}>{text(item.summary)}</p>
      {text(item.image) && (
        <figure className={styles.articleFigure}>
          <MediaImage
            name={text(item.image)}
            alt={text(item.imageAlt)}
            width={NEWS_IMAGE.width}
            height={NEWS_IMAGE.height}
            priority
            sizes="(min-width: 48rem) 46rem, 100vw"
            className={styles.articleImage}
          />
        </figure>
      )}
      <RichText value={item.body} />
      {text(item.attachment) && (
        <section className={content.section} aria-label="Documento adjunto">
          <PdfViewer file={text(item.attachment)} fileName={text(item.attachmentName)} title={title} height={750} />
        </section>
      )}
      <div className={styles.share}>
        <span>Compartir:</span>
        <ExternalLink className={styles.shareLink} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}>
          WhatsApp
        </ExternalLink>
        <ExternalLink className={styles.shareLink} href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}>
          Facebook
        </ExternalLink>
      </div>
    </article>
  );
}
