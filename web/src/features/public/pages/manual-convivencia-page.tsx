/** /manualconvivencia: a heading, a text and the manual itself as an embedded PDF (750 px). */
import { PdfViewer } from '@/components/pdf-viewer/late-pdf-viewer';
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';

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
