/**
 * The home page's latest circular: a compact card right after the citizen band, so a parent on a
 * phone finds it in the first screens instead of far down in "Noticias". Nothing is shown while
 * there is no circular, so no empty box takes the space.
 */
import { formatSchoolDay, type PublicRecord } from '@model/public';
import { FileIcon } from '@/components/content-icons';
import { PUBLIC_PATHS } from '@/config/paths';
import { mediaUrl } from '@/lib/api-client';
import { text } from '../../api/fields';
import { articlePath, newestFirst } from '../news-item';
import styles from './latest-circular.module.css';
import { useSiteHref } from '@/components/site-base';

export function LatestCircular({ records }: { records: PublicRecord<'noticias'>[] }) {
  const href = useSiteHref();
  const latest = newestFirst(records).find((item) => item.kind === 'circular');
  if (!latest) return null;
  const day = formatSchoolDay(text(latest.publishAt));
  const pdf = text(latest.attachment);
  return (
    <section className={`container ${styles.section}`} aria-labelledby="inicio-circular">
      <div className={styles.card}>
        <h2 id="inicio-circular" className={styles.heading}>
          Última circular
          {day && (
            <>
              {' '}
              · <time dateTime={text(latest.publishAt)}>{day}</time>
            </>
          )}
        </h2>
        <p className={styles.title}>
          <a href={href(articlePath(latest))}>{text(latest.title)}</a>
        </p>
        <p className={styles.links}>
          {pdf && (
            <a className={styles.pdf} href={href(mediaUrl(pdf))} type="application/pdf">
              <FileIcon size={18} />
              Ver el PDF
            </a>
          )}
          <a href={href(PUBLIC_PATHS.circulares)}>Todas las circulares</a>
        </p>
      </div>
    </section>
  );
}
