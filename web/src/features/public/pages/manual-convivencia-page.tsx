/** /manualconvivencia: a heading, a text and the manual itself as an embedded PDF (750 px). */
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';

// The PDF frame, hydrated late (pdf-viewer.tsx): in the HTML at once, its code once the visitor
// moves near it. Declared here, not in a module of its own: that module was a 0.5 KB request.
const PdfViewer = hydrateWhenNear(() => import('@/components/pdf-viewer/pdf-viewer').then((m) => m.PdfViewer));

export default function ManualConvivenciaPage() {
  return (
    <RecordPage collection="manualconvivencia">
      {(r) => {
        const heading = text(r.titleone) || 'Manual de convivencia';
        return (
          <div className="container">
            <section className={styles.section}>
              {text(r.titleone) && <h2>{heading}</h2>}
              <div className={styles.prose}>
                <RichText value={r.stringone} listClassName={styles.list} headingLevel={3} />
              </div>
              <PdfViewer file={text(r.pdfone)} fileName={text(r.pdfoneName)} title={heading} height={750} />
            </section>
          </div>
        );
      }}
    </RecordPage>
  );
}
