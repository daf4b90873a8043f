/**
 * The album's viewer: a modal <dialog> over the page showing one photo large, its alt
 * text as the caption and "5 de 40". showModal() keeps the focus inside (the page behind is
 * inert) and Escape closes it; the arrow keys and a horizontal swipe go to the previous and next
 * photo; on close the focus returns to the thumbnail that opened it (the caller's `onClose`).
 */
import { useEffect, useRef, type PointerEvent } from 'react';
import type { ListImage } from '@model/public';
import { MediaImage } from '@/components/media-image';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photos';
import styles from './gallery.module.css';

interface Props {
  title: string;
  photos: ListImage[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

/** A swipe: at least this many px sideways, and more sideways than up or down. */
const SWIPE_PX = 40;

export function PhotoViewer({ title, photos, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index]!;
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length);

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal?.();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
  }

  const captionId = 'visor-pie';
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`${title}: visor de fotos`}
      aria-describedby={captionId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewerBar}>
        <p className={styles.viewerPosition} aria-live="polite">
          {index + 1} de {photos.length}
        </p>
        <button type="button" className={styles.viewerButton} onClick={onClose} autoFocus>
          Cerrar
        </button>
      </div>
      <figure
        className={styles.viewerFigure}
        onPointerDown={(e) => (start.current = { x: e.clientX, y: e.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        // A mouse's swipe across the photo would start the browser's own drag of the image, which
        // cancels the pointer (no pointerup, no swipe): the photo is not for dragging here.
        onDragStart={(e) => e.preventDefault()}
      >
        <MediaImage
          key={photo.image}
          name={photo.image}
          alt={photo.alt}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          priority
          sizes="100vw"
          className={styles.viewerImage}
        />
        <figcaption id={captionId} className={styles.viewerCaption}>
          {photo.alt}
        </figcaption>
      </figure>
      <div className={styles.viewerNav}>
        <button
          type="button"
          className={styles.viewerButton}
          onClick={() => go(-1)}
          aria-label="Foto anterior"
        >
          <span aria-hidden="true">‹ </span>Anterior
        </button>
        <button
          type="button"
          className={styles.viewerButton}
          onClick={() => go(1)}
          aria-label="Foto siguiente"
        >
          Siguiente<span aria-hidden="true"> ›</span>
        </button>
      </div>
    </dialog>
  );
}
