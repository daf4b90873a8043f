/** /rendicioncuentas: three reports, each a heading, a text and an embedded PDF (750 px). */
import type { ReactNode } from 'react';
import type { PublicRecord } from '@model/public';
import { PdfViewer, type PdfViewerProps } from '@/components/pdf-viewer/pdf-viewer';
import type { PageProps } from '@/config/page-props';
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { Paragraphs } from '../components/rich-text';
import styles from '../components/content.module.css';
import { withSiteBase } from '@/components/site-base';

type Report = PublicRecord<'rendicioncuentas'>;
export type ReportPdf = 'pdfone' | 'pdftwo' | 'pdfthree';

/** The report's sections that have anything to show, each with its PDF's field and viewer props. */
export function reportSections(r: Report) {
  return [
    { field: 'pdfone' as const, title: r.titleone, body: r.stringone, pdf: r.pdfone, pdfName: r.pdfoneName },
    { field: 'pdftwo' as const, title: r.titletwo, body: r.stringtwo, pdf: r.pdftwo, pdfName: r.pdftwoName },
    {
      field: 'pdfthree' as const,
      title: r.titlethree,
      body: r.stringthree,
      pdf: r.pdfthree,
      pdfName: r.pdfthreeName,
    },
  ]
    .map((s) => ({
      field: s.field,
      title: text(s.title),
      body: text(s.body),
      pdf: text(s.pdf),
      pdfName: text(s.pdfName),
    }))
    .filter((s) => s.title || s.body || s.pdf)
    .map((s, i) => ({
      ...s,
      viewer: {
        file: s.pdf,
        fileName: s.pdfName,
        title: s.title || `Informe ${i + 1}`,
        height: 750,
      } satisfies PdfViewerProps,
    }));
}

/**
 * The PDF viewer islands, one per section with a file, placed by the page file (an island is an
 * Astro component's child) under the PDF's field name; a section without a file says so in plain
 * HTML.
 */
export type RendicionCuentasPageProps = PageProps<'rendicioncuentas'> & Partial<Record<ReportPdf, ReactNode>>;

function RendicionCuentasPage({ records, ...viewers }: RendicionCuentasPageProps) {
  return (
    <RecordPage collection="rendicioncuentas" records={records.rendicioncuentas}>
      {(r) => (
        <div className="container">
          {reportSections(r).map((s) => (
            <section key={s.field} className={styles.section}>
              {s.title && <h2>{s.title}</h2>}
              <div className={styles.prose}>
                <Paragraphs text={s.body} />
              </div>
              {s.pdf ? viewers[s.field] : <PdfViewer {...s.viewer} />}
            </section>
          ))}
        </div>
      )}
    </RecordPage>
  );
}

export default withSiteBase(RendicionCuentasPage);
