/** /rendicioncuentas: three reports, each a heading, a text and an embedded PDF (750 px). */
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import type { PublicRecord } from '../api/get-collection';
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { Paragraphs } from '../components/rich-text';
import styles from '../components/content.module.css';

// The PDF frame, hydrated late (pdf-viewer.tsx): in the HTML at once, its code once the visitor
// moves near it. Declared here, not in a module of its own: that module was a 0.5 KB request.
const PdfViewer = hydrateWhenNear(() => import('@/components/pdf-viewer/pdf-viewer').then((m) => m.PdfViewer));

type Report = PublicRecord<'rendicioncuentas'>;

function sections(r: Report) {
  return [
    { title: r.titleone, body: r.stringone, pdf: r.pdfone, pdfName: r.pdfoneName },
    { title: r.titletwo, body: r.stringtwo, pdf: r.pdftwo, pdfName: r.pdftwoName },
    { title: r.titlethree, body: r.stringthree, pdf: r.pdfthree, pdfName: r.pdfthreeName },
  ]
    .map((s) => ({ title: text(s.title), body: text(s.body), pdf: text(s.pdf), pdfName: text(s.pdfName) }))
    .filter((s) => s.title || s.body || s.pdf);
}

export default function RendicionCuentasPage() {
  return (
    <RecordPage collection="rendicioncuentas">
      {(r) => (
        <div className="container">
          {sections(r).map((s, i) => (
            <section key={i} className={styles.section}>
              {s.title && <h2>{s.title}</h2>}
              <div className={styles.prose}>
                <Paragraphs text={s.body} />
              </div>
              <PdfViewer
                file={s.pdf}
                fileName={s.pdfName}
                title={s.title || `Informe ${i + 1}`}
                height={750}
              />
            </section>
          ))}
        </div>
      )}
    </RecordPage>
  );
}
