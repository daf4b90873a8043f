/**
 * One album's page (server HTML): the way back to the gallery, its heading, date, photo count and
 * description, then its photos (`children`: the page file's island, album-photos.tsx).
 */
import type { ReactNode } from 'react';
import { hasRichText, RichText } from '@/components/rich-text';
import { PUBLIC_PATHS } from '@/config/paths';
import { formatDay } from '../../api/fields';
import content from '../content.module.css';
import { photoCount, photosOf, type Album } from './photos';
import styles from './gallery.module.css';
import { useSiteHref } from '@/components/site-base';

export function AlbumView({ album, children }: { album: Album; children?: ReactNode }) {
  const href = useSiteHref();
  const photos = photosOf(album);
  return (
    <>
      <p className={content.breadcrumb}>
        <a href={href(PUBLIC_PATHS.galeria)}>Galería de fotos</a>
      </p>
      <h1 className={content.title}>{String(album.title ?? '')}</h1>
      <p className={styles.meta}>
        {album.date ? <time dateTime={album.date}>{formatDay(album.date)}</time> : null}
        {album.date ? ' · ' : null}
        {photoCount(photos.length)}
      </p>
      {hasRichText(album.description) && (
        <RichText value={album.description} className={content.prose} headingLevel={2} />
      )}
      {children}
    </>
  );
}
