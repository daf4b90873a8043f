/**
 * /noticias/{slug}: one article (picture, formatted text, its PDF, "Compartir"), rendered on the
 * server. The page file finds the published record by its slug (a 404 otherwise) and gives the
 * record's own head; the PDF viewer is the page's one island, handed in as `attachment`.
 */
import type { ReactNode } from 'react';
import { formatSchoolDateTime } from '@model/public';
import { ExternalLink } from '@/components/external-link';
import { MediaImage } from '@/components/media-image';
import { RichText } from '@/components/rich-text';
import { PUBLIC_PATHS } from '@/config/paths';
import { text } from '../api/fields';
import { kindLabel, NEWS_IMAGE, type NewsItem } from '../components/news-item';
import content from '../components/content.module.css';
import styles from '../components/news.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

interface Props {
  item: NewsItem;
  /** The article's absolute address, for the share links. */
  url: string;
  /** The attached PDF's viewer (the page file's island); shown when the item has an attachment. */
  attachment?: ReactNode;
}

function ArticlePage({ item, url, attachment }: Props) {
  const href = useSiteHref();
  const title = text(item.title);
  const when = formatSchoolDateTime(text(item.publishAt));
  const documentSection = text(item.attachment) && attachment && (
    <section className={content.section} aria-label="Documento adjunto">
      {attachment}
    </section>
  );
  // A circular is its document: the page leads with it ("Abrir el PDF", "Descargar" on a phone);
  // a news item's attachment follows its text.
  const documentFirst = text(item.kind) === 'circular';
  return (
    <main className={`container ${content.page}`}>
      <p className={content.breadcrumb}>
        <a href={href(PUBLIC_PATHS.noticias)}>Noticias y circulares</a>
      </p>
      <article className={content.article} style={{ paddingInline: 0 }}>
        <h1 className={content.title}>{title}</h1>
        <p className={styles.meta}>
          <span className={styles.kind} data-kind={text(item.kind)}>
            {kindLabel(item)}
          </span>
          {when && <time dateTime={text(item.publishAt)}>Publicada el {when}</time>}
        </p>
        <p className={content.lead}>{text(item.summary)}</p>
        {documentFirst && documentSection}
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
        {!documentFirst && documentSection}
        <div className={styles.share}>
          <span>Compartir:</span>
          <ExternalLink
            className={styles.shareLink}
            href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
          >
            WhatsApp
          </ExternalLink>
          <ExternalLink
            className={styles.shareLink}
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
          >
            Facebook
          </ExternalLink>
        </div>
      </article>
    </main>
  );
}

export default withSiteBase(ArticlePage);
