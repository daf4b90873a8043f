/**
 * /noticias/{slug}: one article (picture, formatted text, its PDF in the lazy viewer,
 * "Compartir"). Its data is the public list /noticias reads (the same cached GET), filtered by
 * slug; the function made the page's link-preview head at request time (decision 0012).
 */
import { Link, useParams } from 'react-router-dom';
import { formatSchoolDateTime } from '@model/public';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { ExternalLink } from '@/components/external-link';
import { MediaImage } from '@/components/media-image';
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import { RichText } from '@/components/rich-text';
import { usePageTitle } from '@/components/use-page-title';
import { PUBLIC_PATHS } from '@/config/paths';
import { SITE_ORIGIN } from '@/config/site';
import { text } from '../api/fields';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import { articlePath, kindLabel, NEWS_IMAGE, type NewsItem } from '../components/news-item';
import content from '../components/content.module.css';
import styles from '../components/news.module.css';

// The PDF frame, hydrated late (pdf-viewer.tsx): in the HTML at once, its code once the visitor
// moves near it. Declared here, not in a module of its own: that module was a 0.5 KB request.
const PdfViewer = hydrateWhenNear(() => import('@/components/pdf-viewer/pdf-viewer').then((m) => m.PdfViewer));

export default function ArticlePage() {
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
