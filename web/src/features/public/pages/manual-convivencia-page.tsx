/** /manualconvivencia: a heading, a text and the manual itself as an embedded PDF (750 px). */
import type { ReactNode } from 'react';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer';
import type { PageProps } from '@/config/page-props';
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';
import { withSiteBase } from '@/components/site-base';

export interface ManualConvivenciaPageProps extends PageProps<'manualconvivencia'> {
  /**
   * The PDF viewer island for the record's `pdfone`, placed by the page file (an island is an
   * Astro component's child); without a file the page says so in plain HTML.
   */
  pdfone?: ReactNode;
}

function ManualConvivenciaPage({ records, pdfone }: ManualConvivenciaPageProps) {
  return (
    <RecordPage collection="manualconvivencia" records={records.manualconvivencia}>
      {(r) => {
        const heading = text(r.titleone) || 'Manual de convivencia';
        return (
          <div className="container">
            <section className={styles.section}>
              {text(r.titleone) && <h2>{heading}</h2>}
              <div className={styles.prose}>
                <RichText value={r.stringone} listClassName={styles.list} headingLevel={3} />
              </div>
              {text(r.pdfone) ? pdfone : <PdfViewer file="" title={heading} height={750} />}
            </section>
          </div>
        );
      }}
    </RecordPage>
  );
}

export default withSiteBase(ManualConvivenciaPage);
