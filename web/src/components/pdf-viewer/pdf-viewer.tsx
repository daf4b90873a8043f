/**
 * An embedded PDF with page navigation and a download link (spec §2: 750 px high on rendición de
 * cuentas and manual de convivencia, 450 px on convocatorias).
 *
 * Only this light frame is in the page's chunk. react-pdf, pdf.js and its worker (~half a
 * megabyte, and a long parse on a phone) load when the frame is near the viewport and the visitor
 * has scrolled or touched the page, or at once with the "Ver documento" button. So pages without
 * a PDF never load them, and loading a page with one (what a speed audit measures) does not
 * either. The download link works before then, and if the viewer fails.
 *
 * This frame itself is hydrated late on a first view (the pages declare it with hydrateWhenNear): until its code has
 * come, "Ver documento" is a plain form that opens the PDF in the browser, so a tap before then
 * is not lost; once hydrated (`data-enhanced` on the form) it opens the viewer in the page.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { loadChunk } from '@/lib/lazy-route';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { DownloadIcon, FileIcon } from '@/components/content-icons';
import { useDeferredMount, useUserInteracted } from '@/components/use-deferred-mount';
import { mediaUrl } from '@/lib/api-client';
import styles from './pdf-viewer.module.css';
import { ViewerFailed } from './viewer-failed';

/** No store to follow: `useSyncExternalStore` only tells a hydration (server snapshot) from a fresh mount. */
const noChange = () => () => {};

const PdfDocument = lazy(() => loadChunk('visor-pdf', () => import('./pdf-document')));

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
  const near = useDeferredMount(frame, '600px');
  // A frame hydrated late (an island woken by its coming into view) came because the visitor
  // scrolled to it: no second move is needed. One mounted afresh (an accordion opened) waits for the next move.
  // React reads the server's value while it hydrates, the browser's once it holds the frame.
  const enhanced = useSyncExternalStore(noChange, () => true, () => false);
  const [hydratedLate] = useState(() => !enhanced && typeof window !== 'undefined' && window.scrollY > 0);
  const interacted = useUserInteracted(hydratedLate);
  const [requested, setRequested] = useState(false);
  const ready = requested || (near && interacted);

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
