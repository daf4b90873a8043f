/**
 * An embedded PDF with page navigation and a download link (spec §2: 750 px high on rendición de
 * cuentas and manual de convivencia, 450 px on convocatorias).
 *
 * A page places it as an island (`client:visible`): its light frame is hydrated once it comes
 * into view. react-pdf, pdf.js and its worker (~half a megabyte, and a long parse on a phone)
 * load only after that, once the visitor has moved (scrolled to it, touched, typed), or at once
 * with "Ver documento"; so loading a page with one (what a speed audit measures) does not load
 * them. In the server's HTML, and whenever JavaScript is off, "Ver documento" is a plain form
 * whose action is the PDF (a GET), which the browser opens as a file; once hydrated
 * (`data-enhanced`) it opens the viewer in the page instead. The download link works throughout, and if the viewer fails.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { loadChunk } from '@/lib/lazy-route';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { DownloadIcon, FileIcon } from '@/components/content-icons';
import { mediaUrl } from '@/lib/api-client';
import styles from './pdf-viewer.module.css';
import { ViewerFailed } from './viewer-failed';

/** No store to follow: `useSyncExternalStore` only tells a hydration (server snapshot) from a fresh mount. */
const noChange = () => () => {};

const PdfDocument = lazy(() => loadChunk('visor-pdf', () => import('./pdf-document')));

const MOVES = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * True once the visitor has moved: at hydration when the page is already scrolled (the frame came
 * into view because the visitor scrolled to it), else at their next scroll, touch or key. False on
 * the first render, as in the server's HTML, so hydration matches it.
 */
function useVisitorMoved(): boolean {
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) return;
    const done = () => setMoved(true);
    // Read after the hydration's frame: a page scrolled already counts as the move.
    const frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) done();
    });
    for (const type of MOVES)
      window.addEventListener(type, done, { once: true, passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      for (const type of MOVES) window.removeEventListener(type, done, { capture: true });
    };
  }, [moved]);
  return moved;
}

export interface PdfViewerProps {
  /** Stored file name of the PDF; empty means the section has no document yet. */
  file: string;
  /** The original file name (pdfoneName…), used for the download. */
  fileName?: string;
  /** What the document is (the section heading), for the frame's accessible name. */
  title: string;
  height: 750 | 450;
}

export function PdfViewer({ file, fileName, title, height }: PdfViewerProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  // React reads the server's value while it hydrates, the browser's once it holds the frame.
  const enhanced = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const moved = useVisitorMoved();
  const [requested, setRequested] = useState(false);
  const ready = requested || moved;

  if (!file) {
    return <p className={styles.unavailable}>El documento de esta sección aún no está disponible.</p>;
  }
  const url = mediaUrl(file);
  const waiting = <p className={styles.status}>Cargando documento…</p>;
  return (
    <figure className={styles.viewer}>
      <div ref={setFrame} className={styles.frame} style={{ height }} tabIndex={-1}>
        {ready ? (
          <ErrorBoundary fallback={<ViewerFailed />}>
            <Suspense fallback={waiting}>
              <PdfDocument url={url} title={title} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <div className={styles.standby}>
            <FileIcon size={40} />
            <p>{fileName || title}</p>
            <form
              action={url}
              method="get"
              data-enhanced={enhanced ? '' : undefined}
              onSubmit={(event) => {
                event.preventDefault();
                setRequested(true);
                // The button is replaced by the viewer: keep keyboard focus in the same place.
                frame?.focus();
              }}
            >
              <button type="submit" className="button">
                Ver documento<span className="sr-only">: {fileName || title}</span>
              </button>
            </form>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.fileName}>
          <FileIcon size={20} />
          {fileName || title}
        </span>
        <a className={styles.download} href={url} download={fileName || true}>
          <DownloadIcon size={20} />
          Descargar PDF<span className="sr-only">: {fileName || title}</span>
        </a>
      </figcaption>
    </figure>
  );
}
