/** /galeria's albums, newest first: cover, title (the link), date and how many photos. */
import { MediaImage } from '@/components/media-image';
import { PUBLIC_PATHS } from '@/config/paths';
import { formatDay } from '../../api/fields';
import { coverOf, newestFirst, photoCount, photosOf, PHOTO_HEIGHT, PHOTO_WIDTH, type Album } from './photos';
import styles from './gallery.module.css';
import { useSiteHref } from '@/components/site-base';

export const albumPath = (album: Album) =>
  `${PUBLIC_PATHS.galeria}/${encodeURIComponent(String(album.slug ?? album._id))}`;

export function AlbumList({ albums }: { albums: Album[] }) {
  const href = useSiteHref();
  return (
    <ul className={styles.albums}>
      {newestFirst(albums).map((album, i) => {
        const cover = coverOf(album);
        return (
          <li key={album._id} className={styles.album}>
            {/* The cover repeats the title's link: hidden from the tab order and screen readers. */}
            <MediaImage
              name={cover?.image}
              alt=""
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              priority={i === 0}
              sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 100vw"
              className={styles.albumCover}
            />
            <h2 className={styles.albumTitle}>
              <a href={href(albumPath(album))}>{String(album.title ?? '')}</a>
            </h2>
            <p className={styles.meta}>
              {album.date ? <time dateTime={album.date}>{formatDay(album.date)}</time> : null}
              {album.date ? ' · ' : null}
              {photoCount(photosOf(album).length)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
