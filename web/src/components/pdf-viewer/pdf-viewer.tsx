/**
 * An embedded PDF with page navigation and a download link (spec §2: 750 px high on rendición de
 * cuentas and manual de convivencia, 450 px on convocatorias).
 *
 * On a phone the document leads with "Abrir el PDF" (the phone's own viewer) and "Descargar";
 * the viewer in the page comes only with "Ver aquí": a tall grey frame waiting on half a
 * megabyte of viewer code over a slow connection is worse than the phone's own viewer. On a wide
 * screen the frame shows at its height, as the spec draws it.
 *
 * A page places it as an island (`client:visible`): its light frame is hydrated once it comes
 * into view. react-pdf, pdf.js and its worker (~half a megabyte, and a long parse on a phone)
 * load only after that, on a wide screen once the visitor has moved (scrolled to it, touched,
 * typed), or at once with "Ver documento" / "Ver aquí"; so loading a page with one (what a speed
 * audit measures) does not load them. In the server's HTML, and whenever JavaScript is off, "Ver
 * documento" is a plain form whose action is the PDF (a GET), which the browser opens as a file;
 * once hydrated (`data-enhanced`) it opens the viewer in the page instead. The links work
 * throughout, and if the viewer fails. The server names the file (routes/media.ts): it opens and
 * saves as "Circular 002 - reunión de padres.pdf", not as its stored code.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { loadChunk } from '@/lib/lazy-route';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { DownloadIcon, FileIcon } from '@/components/content-icons';
import { mediaDownloadUrl, mediaUrl } from '@/lib/api-client';
import { useSiteHref, withSiteBase } from '@/components/site-base';
import styles from './pdf-viewer.module.css';
import { ViewerFailed } from './viewer-failed';

/** No store to follow: `useSyncExternalStore` only tells a hydration (server snapshot) from a fresh mount. */
const noChange = () => () => {};

/** Where the frame shows by itself; below it only on request (the stylesheet's breakpoint too). */
export const WIDE_SCREEN = '(min-width: 40rem)';

/** The screen's width query; none where the browser has none (a test's document). */
const widthQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

const followWidth = (onChange: () => void) => {
  const query = widthQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** True on a wide screen; false on a phone and in the server's HTML. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    followWidth,
    () => widthQuery()?.matches ?? false,
    () => false,
  );
}

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
  /** The original file name (pdfoneName…), shown beside the document. */
  fileName?: string;
  /** What the document is (the section heading), for the frame's accessible name. */
  title: string;
  height: 750 | 450;
}

function Viewer({ file, fileName, title, height }: PdfViewerProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  // React reads the server's value while it hydrates, the browser's once it holds the frame.
  const enhanced = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const wide = useWideScreen();
  const moved = useVisitorMoved();
  const [requested, setRequested] = useState(false);
  const ready = requested || (moved && wide);
  const href = useSiteHref();

  if (!file) {
    return <p className={styles.unavailable}>El documento de esta sección aún no está disponible.</p>;
  }
  const url = href(mediaUrl(file));
  const name = fileName || title;
  const waiting = <p className={styles.status}>Cargando documento…</p>;
  const open = () => {
    setRequested(true);
    // The button is replaced by the viewer: keep keyboard focus in the same place.
    frame?.focus();
  };
  return (
    <figure className={styles.viewer} data-open={requested ? '' : undefined}>
      <div
        ref={setFrame}
        className={styles.frame}
        style={{ '--frame-height': `${height}px` } as CSSProperties}
        tabIndex={-1}
      >
        {ready ? (
          <ErrorBoundary fallback={<ViewerFailed />}>
            <Suspense fallback={waiting}>
              <PdfDocument url={url} title={title} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <div className={styles.standby}>
            <FileIcon size={40} />
            <p>{name}</p>
            <form
              action={url}
              method="get"
              data-enhanced={enhanced ? '' : undefined}
              onSubmit={(event) => {
                event.preventDefault();
                open();
              }}
            >
              <button type="submit" className="button">
                Ver documento<span className="sr-only">: {name}</span>
              </button>
            </form>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.fileName}>
          <FileIcon size={20} />
          {name}
        </span>
        <span className={styles.actions}>
          <a className={`button ${styles.openLink}`} href={url} type="application/pdf">
            Abrir el PDF<span className="sr-only">: {name}</span>
          </a>
          <a className={styles.download} href={href(mediaDownloadUrl(file))} download={fileName || true}>
            <DownloadIcon size={20} />
            {/* One flex item, so the space before "PDF" stays (and its underline with it). */}
            <span>
              Descargar<span className={styles.wideOnly}> PDF</span>
              <span className="sr-only">: {name}</span>
            </span>
          </a>
          {enhanced && !requested && (
            <button type="button" className={styles.showHere} onClick={open}>
              Ver aquí<span className="sr-only">: {name}</span>
            </button>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** The viewer; an island, so the school's `base` comes as a prop. */
export const PdfViewer = withSiteBase(Viewer);
