/**
 * The home page's latest circular (issue 48): a compact card right after the citizen band, so a
 * parent on a phone finds it in the first screens instead of 4.8 screens down in "Noticias". The
 * list is already in the page's data (home loads noticias with its carousel); nothing is shown
 * while there is no circular, so no empty box takes the space.
 */
import { Link } from 'react-router-dom';
import { formatSchoolDay } from '@model/public';
import { Deferred } from '@/components/deferred';
import { FileIcon } from '@/components/content-icons';
import { PUBLIC_PATHS } from '@/config/paths';
import { mediaUrl } from '@/lib/api-client';
import type { CollectionData } from '../../api/get-collection';
import { text } from '../../api/fields';
import { articlePath, newestFirst } from '../news-card';
import styles from './latest-circular.module.css';

export function LatestCircular({ data }: { data: CollectionData<'noticias'>['records'] | undefined }) {
  if (!data) return null;
  return (
    <Deferred resolve={data} loading={null} failed={() => null} report="Error al cargar la última circular:">
      {(records) => {
        const latest = newestFirst(records).find((item) => item.kind === 'circular');
        if (!latest) return null;
        const day = formatSchoolDay(text(latest.publishAt));
        const pdf = text(latest.attachment);
        return (
          <section className={`container ${styles.section}`} aria-labelledby="inicio-circular">
            <div className={styles.card}>
              <h2 id="inicio-circular" className={styles.heading}>
                Última circular{day && <> · <time dateTime={text(latest.publishAt)}>{day}</time></>}
              </h2>
              <p className={styles.title}>
                <Link to={articlePath(latest)}>{text(latest.title)}</Link>
              </p>
              <p className={styles.links}>
                {pdf && (
                  <a className={styles.pdf} href={mediaUrl(pdf)} type="application/pdf">
                    <FileIcon size={18} />
                    Ver el PDF
                  </a>
                )}
                <Link to={PUBLIC_PATHS.circulares}>Todas las circulares</Link>
              </p>
            </div>
          </section>
        );
      }}
    </Deferred>
  );
}
