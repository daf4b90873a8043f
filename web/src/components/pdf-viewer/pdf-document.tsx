/**
 * The react-pdf part of the viewer, in its own chunk (see pdf-viewer.tsx). The pdf.js worker is
 * bundled with the site (Vite emits it as a hashed asset from this URL) instead of being fetched
 * from a public CDN: no third-party request, no version drift, and it works offline.
 */
import { useEffect, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/content-icons';
import { ViewerFailed } from './viewer-failed';
import styles from './pdf-viewer.module.css';

/** Wider than this, a page is only harder to read (and costlier to draw). */
const MAX_PAGE_WIDTH = 900;

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

export default function PdfDocument({ url, title }: { url: string; title: string }) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);

  // Pages are drawn at the frame's width (up to a readable maximum), and redrawn when it
  // changes (rotation, resize).
  useEffect(() => {
    if (!area) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.min(MAX_PAGE_WIDTH, Math.floor(entry.contentRect.width)));
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [area]);

  return (
    <div className={styles.document}>
      {pages > 0 && (
        <div className={styles.toolbar} role="group" aria-label={`Páginas de ${title}`}>
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page <= 1}
          >
            <ChevronLeftIcon size={18} />
            <span className={styles.buttonLabel}>Anterior</span>
          </button>
          <span className={styles.pageStatus} aria-live="polite">
            Página {page} de {pages}
          </span>
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
            disabled={page >= pages}
          >
            <span className={styles.buttonLabel}>Siguiente</span>
            <ChevronRightIcon size={18} />
          </button>
        </div>
      )}
      <div
        ref={setArea}
        className={styles.pages}
        tabIndex={0}
        aria-label={`Documento: ${title}`}
        role="region"
      >
        <Document
          file={url}
          onLoadSuccess={({ numPages }) => {
            setPages(numPages);
            setPage(1);
          }}
          onLoadError={(error) => console.error('No se pudo cargar el PDF:', url, error)}
          loading={<p className={styles.status}>Cargando documento…</p>}
          error={<ViewerFailed />}
        >
          {width > 0 && (
            <Page
              pageNumber={page}
              width={width}
              loading={<p className={styles.status}>Cargando página…</p>}
              error={<ViewerFailed />}
            />
          )}
        </Document>
      </div>
    </div>
  );
}
