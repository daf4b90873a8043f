/**
 * /circulares: the circulars alone, newest first, each with its PDF one tap away. A
 * parent looks for the latest circular on a phone: the list is a plain column of cards, no
 * pictures and no paging (circulars are few and a year's worth is short), and the PDF is two
 * direct links: "Abrir el PDF", which the phone's own viewer opens without loading the article's
 * viewer, and "Descargar", saved under the circular's name (routes/media.ts). Its
 * data is the public list /noticias reads (the function leaves out what is scheduled or
 * withdrawn), filtered by kind. Server HTML only: the page ships no code.
 */
import { BROADCAST_LABEL, broadcastOf, formatSchoolDay } from '@model/public';
import { EmptyState } from '@/components/feedback/status-message';
import { DownloadIcon, FileIcon } from '@/components/content-icons';
import { pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { mediaDownloadUrl, mediaUrl } from '@/lib/api-client';
import { text } from '../api/fields';
import type { PageProps } from '@/config/page-props';
import { articlePath, newestFirst, type NewsItem } from '../components/news-item';
import content from '../components/content.module.css';
import styles from './circulares-page.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

const { title: TITLE } = pageById('circulares');

/** The circulars of a news list, newest first (the home page's latest-circular card reads it too). */
export const circularsOf = (records: readonly NewsItem[]) =>
  newestFirst(records).filter((item) => item.kind === 'circular');

function CircularesPage({ records }: PageProps<'circulares'>) {
  const href = useSiteHref();
  const circulars = circularsOf(records.noticias);
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{TITLE}</h1>
      <p className={content.lead}>
        Las circulares de la institución a madres, padres y acudientes, la más reciente primero. Vea también
        las <a href={href(PUBLIC_PATHS.noticias)}>noticias</a> y el{' '}
        <a href={href(PUBLIC_PATHS.eventos)}>calendario de eventos</a>.
      </p>
      {circulars.length === 0 ? (
        <EmptyState>Todavía no hay circulares publicadas.</EmptyState>
      ) : (
        <ol className={styles.list}>
          {circulars.map((item) => (
            <li key={item._id}>
              <CircularCard item={item} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

export function CircularCard({ item, headingLevel = 2 }: { item: NewsItem; headingLevel?: 2 | 3 }) {
  const href = useSiteHref();
  const Heading = `h${headingLevel}` as const;
  const day = formatSchoolDay(text(item.publishAt));
  const pdf = text(item.attachment);
  return (
    <article className={styles.card}>
      {day && (
        <p className={styles.date}>
          <time dateTime={text(item.publishAt)}>{day}</time>
        </p>
      )}
      <Heading className={styles.title}>
        <a href={href(articlePath(item))}>{text(item.title)}</a>
      </Heading>
      {broadcastOf(item) && <p className={styles.date}>{BROADCAST_LABEL}</p>}
      {text(item.summary) && <p className={styles.summary}>{text(item.summary)}</p>}
      {pdf && (
        <p className={styles.links}>
          <a className={styles.pdf} href={href(mediaUrl(pdf))} type="application/pdf">
            <FileIcon size={20} />
            Abrir el PDF<span className="sr-only">: {text(item.title)}</span>
          </a>
          <a className={styles.download} href={href(mediaDownloadUrl(pdf))} download>
            <DownloadIcon size={20} />
            Descargar<span className="sr-only">: {text(item.title)}</span>
          </a>
        </p>
      )}
    </article>
  );
}

export default withSiteBase(CircularesPage);
