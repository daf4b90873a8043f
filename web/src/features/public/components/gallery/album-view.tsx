/**
 * One album: its heading, date and description, the grid of thumbnails (each a button that opens
 * the viewer at that photo) and the viewer. Thumbnails are at most the 480 px variants,
 * in fixed 4:3 boxes; only the first loads eagerly, the rest once they come within 200 px
 * of the viewport (`whenNear`: the browser's own lazy loading would fetch half the album).
 *
 * The open photo lives in the history entry (`foto` beside the router's own fields, the address
 * unchanged): opening one pushes an entry, so a phone's Back closes the viewer instead of leaving
 * the album; the arrows replace it; closing with the button or Escape goes back, so no entry is
 * left behind; Forward (or a reload) opens the photo again.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MediaImage } from '@/components/media-image';
import { hasRichText, RichText } from '@/components/rich-text';
import { PUBLIC_PATHS } from '@/config/paths';
import { formatDay } from '../../api/fields';
import content from '../content.module.css';
import { PhotoViewer } from './photo-viewer';
import { photoCount, photosOf, PHOTO_HEIGHT, PHOTO_WIDTH, type Album } from './photos';
import styles from './gallery.module.css';

/**
 * Thumbnails never fetch more than the 480 px variant: sharp in a 15rem or half-phone box, where
 * a phone's 3x screen would otherwise pick the 960 px one for every photo near the screen.
 */
const THUMB_LARGEST = 480;

/** The photo the current history entry has open, if any. */
function photoInHistory(): number | null {
  const photo = (window.history.state as { foto?: unknown } | null)?.foto;
  return typeof photo === 'number' && Number.isInteger(photo) && photo >= 0 ? photo : null;
}

/** The current entry with `foto` set: the router's key stays, so the page is not mounted again. */
const withPhoto = (photo: number) => ({ ...(window.history.state as object | null), foto: photo });

export function AlbumView({ album }: { album: Album }) {
  const photos = photosOf(album);
  const title = String(album.title ?? '');
  const [open, setOpen] = useState<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const returnTo = useRef<number | null>(null);

  // Back to the thumbnail of the photo last shown, so the visitor goes on from there: once the
  // modal dialog is gone (while it is open, the page behind it cannot take the focus).
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  // The viewer follows the history entry: Back closes it, Forward (or a reload) opens it again.
  // In an effect: the server's render and the browser's first one both have it closed.
  useEffect(() => {
    const follow = () => {
      const photo = photoInHistory();
      const next = photo !== null && photo < photos.length ? photo : null;
      setOpen((shown) => {
        if (next === null && shown !== null) returnTo.current = shown;
        return next;
      });
    };
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [photos.length]);

  function show(photo: number) {
    window.history.pushState(withPhoto(photo), '');
    setOpen(photo);
  }

  function step(photo: number) {
    window.history.replaceState(withPhoto(photo), '');
    setOpen(photo);
  }

  function close() {
    // The entry the viewer pushed goes too (its popstate closes the viewer, above).
    if (photoInHistory() !== null) {
      window.history.back();
      return;
    }
    returnTo.current = open;
    setOpen(null);
  }

  return (
    <>
      <p className={content.breadcrumb}>
        <Link to={PUBLIC_PATHS.galeria}>Galería de fotos</Link>
      </p>
      <h1 className={content.title}>{title}</h1>
      <p className={styles.meta}>
        {album.date ? <time dateTime={album.date}>{formatDay(album.date)}</time> : null}
        {album.date ? ' · ' : null}
        {photoCount(photos.length)}
      </p>
      {hasRichText(album.description) && <RichText value={album.description} className={content.prose} headingLevel={2} />}
      <ul className={styles.grid} ref={grid}>
        {photos.map((photo, i) => (
          <li key={photo.image}>
            <button type="button" className={styles.thumb} onClick={() => show(i)} aria-haspopup="dialog">
              <MediaImage
                name={photo.image}
                alt={photo.alt}
                width={PHOTO_WIDTH}
                height={PHOTO_HEIGHT}
                priority={i === 0}
                sizes="(min-width: 64rem) 15rem, (min-width: 40rem) 30vw, 48vw"
                largest={THUMB_LARGEST}
                whenNear
                className={styles.thumbImage}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && photos[open] && (
        <PhotoViewer title={title} photos={photos} index={open} onIndex={step} onClose={close} />
      )}
    </>
  );
}
