/**
 * An album's photos (the page's island, `client:visible`): the grid of thumbnails and the viewer.
 * In the server's HTML, and with JavaScript off, each thumbnail is a link to its photo's file, so
 * the album still works; once hydrated a thumbnail opens the viewer at that photo instead.
 * Thumbnails are at most the 480 px variants, in fixed 4:3 boxes; only the first loads eagerly,
 * the rest as the browser's lazy loading brings them.
 *
 * The open photo lives in the history entry (`foto`, the address unchanged): opening one pushes
 * an entry, so a phone's Back closes the viewer instead of leaving the album; the arrows replace
 * it; closing with the button or Escape goes back, so no entry is left behind; Forward (or a
 * reload) opens the photo again.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ListImage } from '@model/public';
import { MediaImage } from '@/components/media-image';
import { mediaUrl } from '@/lib/api-client';
import { PhotoViewer } from './photo-viewer';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photos';
import styles from './gallery.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

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

/** The current entry with `foto` set (whatever else the entry holds stays). */
const withPhoto = (photo: number) => ({ ...(window.history.state as object | null), foto: photo });

/** A click the page may take over: the main button, no modifier (a new tab stays the browser's). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface AlbumPhotosProps {
  /** The album's title (the viewer's name). */
  title: string;
  photos: ListImage[];
}

function AlbumPhotosContent({ title, photos }: AlbumPhotosProps) {
  const href = useSiteHref();
  const [open, setOpen] = useState<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const returnTo = useRef<number | null>(null);

  // Back to the thumbnail of the photo last shown, so the visitor goes on from there: once the
  // modal dialog is gone (while it is open, the page behind it cannot take the focus).
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    grid.current?.querySelectorAll<HTMLAnchorElement>('a')[returnTo.current]?.focus();
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
      <ul className={styles.grid} ref={grid}>
        {photos.map((photo, i) => (
          <li key={photo.image}>
            <a
              href={href(mediaUrl(photo.image))}
              className={styles.thumb}
              aria-haspopup="dialog"
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                show(i);
              }}
            >
              <MediaImage
                name={photo.image}
                alt={photo.alt}
                width={PHOTO_WIDTH}
                height={PHOTO_HEIGHT}
                priority={i === 0}
                sizes="(min-width: 64rem) 15rem, (min-width: 40rem) 30vw, 48vw"
                largest={THUMB_LARGEST}
                className={styles.thumbImage}
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null && photos[open] && (
        <PhotoViewer title={title} photos={photos} index={open} onIndex={step} onClose={close} />
      )}
    </>
  );
}

export const AlbumPhotos = withSiteBase(AlbumPhotosContent);
