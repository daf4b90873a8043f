/**
 * The crop dialog of the image drop zones: a picture larger than its rule is cut to the rule's
 * aspect ratio (fixed) and pixels. Drag or arrow keys move the picture, the slider or +/- zoom,
 * Escape cancels. Loaded with import() by the drop zone when a crop is first needed, so neither
 * this module nor react-easy-crop is part of any other page.
 *
 * A native modal <dialog> (showModal): the page behind is inert, so focus stays inside.
 *
 * "Usar recorte" closes it at once and hands the drop zone the crop being made (a promise): the
 * encoder needs about a second for a phone photo, and the administrator may type into other
 * fields meanwhile; the file joins the form as it is when the crop lands.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area as CropperArea } from 'react-easy-crop';
import { largestCrop, type Area } from '../../files/crop-fit';
import type { ImageSize } from '../../files/image-size';
import { renderCrop, type CropRenderer, type CropTarget } from './render-crop';
import { CROP_TEXT } from './crop-text';
import './crop-dialog.css';

export { CROP_TEXT };

/** Zoom change per + or − key press, and the slider's step. */
const ZOOM_STEP = 0.1;

interface Props {
  file: File;
  /** A blob: URL of the file, made and revoked by the drop zone; '' where there is none (jsdom). */
  url: string;
  /** The picture's upright size (EXIF orientation applied), as measured by the drop zone. */
  size: ImageSize;
  target: CropTarget;
  /** The crop being made: resolves to the file, or rejects (CropError: it cannot fit the rule). */
  onDone(file: Promise<File>): void;
  onCancel(): void;
  /** Injected by component tests (jsdom has no canvas); the browser's renderer otherwise. */
  render?: CropRenderer;
}

export default function CropDialog({
  file,
  url,
  size,
  target,
  onDone,
  onCancel,
  render = renderCrop,
}: Props) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  // Until the cropper reports, the area is what it shows first: the largest centred crop.
  const [area, setArea] = useState<Area>(() => largestCrop(size, target));
  // Zooming in never goes below the rule's pixels: a crop is only ever scaled down.
  const maxZoom = Math.max(1, largestCrop(size, target).width / target.width);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal; there the dialog is simply open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, []);

  useEffect(() => {
    // Once the picture shows, the keyboard starts on the crop area, where the arrows move it.
    if (loaded) dialogRef.current?.querySelector<HTMLElement>('.reactEasyCrop_CropArea')?.focus();
  }, [loaded]);

  function zoomBy(delta: number) {
    setZoom((z) => Math.min(maxZoom, Math.max(1, z + delta)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Ours, not the browser's cancel, so the drop zone knows.
      event.preventDefault();
      onCancel();
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(ZOOM_STEP);
    } else if (event.key === '-' || event.key === '−') {
      event.preventDefault();
      zoomBy(-ZOOM_STEP);
    }
  }

  function confirm() {
    // The area as chosen now; the drop zone closes the dialog and waits for the file.
    onDone(render(file, area, target));
  }

  return (
    <dialog
      ref={dialogRef}
      className="adm-crop"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-t`}>{CROP_TEXT.title}</h2>
      <p id={`${id}-d`} className="adm-crop__explain">
        {CROP_TEXT.explain(size, target)}
      </p>
      <div className="adm-crop__stage">
        {url && (
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            minZoom={1}
            maxZoom={maxZoom}
            zoomSpeed={0.5}
            aspect={target.width / target.height}
            keyboardStep={10}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent: CropperArea, pixels: CropperArea) => setArea(pixels)}
            onMediaLoaded={() => setLoaded(true)}
            cropperProps={{ role: 'group', 'aria-label': CROP_TEXT.area, 'aria-describedby': `${id}-k` }}
            mediaProps={{ alt: '' }}
          />
        )}
      </div>
      <p id={`${id}-k`} className="adm-crop__keys">
        {CROP_TEXT.keys}
      </p>
      <label className="adm-crop__zoom">
        <span>{CROP_TEXT.zoom}</span>
        <input
          type="range"
          min={1}
          max={maxZoom}
          step={ZOOM_STEP}
          value={zoom}
          disabled={maxZoom === 1}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      <div className="adm-modal__actions">
        <button type="button" className="adm-btn adm-btn--primary" onClick={confirm}>
          {CROP_TEXT.confirm}
        </button>
        <button type="button" className="adm-btn" onClick={onCancel}>
          {CROP_TEXT.cancel}
        </button>
      </div>
    </dialog>
  );
}
