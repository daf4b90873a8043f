/**
 * One call or contract in the convocatorias accordion: the header is a button (Enter/Space/click
 * toggle it, aria-expanded says its state); the panel shows the intro and up to four sections,
 * a section only when its heading is non-empty (spec §2), each with a 450 px PDF viewer.
 * The panel's content is rendered only while open, so closed items load no image or PDF.
 */
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import { ChevronDownIcon } from '@/components/icons';
import { MediaImage } from '@/components/media-image';
import type { PublicRecord } from '../api/get-collection';
import { text } from '../api/fields';
import { BANNER_SIZE } from './page-banner';
import { RichText } from '@/components/rich-text';
import { Paragraphs } from './rich-text';
import styles from './convocatoria-item.module.css';

// The PDF frame, hydrated late (pdf-viewer.tsx): in the HTML at once, its code once the visitor
// moves near it. Declared here, not in a module of its own: that module was a 0.5 KB request.
const PdfViewer = hydrateWhenNear(() => import('@/components/pdf-viewer/pdf-viewer').then((m) => m.PdfViewer));

export type Convocatoria = PublicRecord<'convocatorias'>;

function sections(c: Convocatoria) {
  return [
    { title: c.titleone, body: c.stringone, pdf: c.pdfone, pdfName: c.pdfoneName },
    { title: c.titletwo, body: c.stringtwo, pdf: c.pdftwo, pdfName: c.pdftwoName },
    { title: c.titlethree, body: c.stringthree, pdf: c.pdfthree, pdfName: c.pdfthreeName },
    { title: c.titlefour, body: c.stringfour, pdf: c.pdffour, pdfName: c.pdffourName },
  ]
    .map((s) => ({ title: text(s.title), body: text(s.body), pdf: text(s.pdf), pdfName: text(s.pdfName) }))
    .filter((s) => s.title !== '');
}

interface Props {
  item: Convocatoria;
  open: boolean;
  onToggle: () => void;
}

export function ConvocatoriaItem({ item, open, onToggle }: Props) {
  const headerId = `convocatoria-${item._id}`;
  const panelId = `${headerId}-panel`;
  const title = text(item.title) || 'Convocatoria';
  return (
    <div className={styles.item} data-open={open}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={headerId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={headerId} className={styles.panel} hidden={!open}>
        {open && (
          <>
            {text(item.image) && (
              <MediaImage
                name={text(item.image)}
                alt={title}
                width={BANNER_SIZE.width}
                height={BANNER_SIZE.height}
                sizes="(min-width: 75rem) 72rem, 100vw"
                className={styles.image}
              />
            )}
            <div className={styles.intro}>
              <RichText value={item.string} />
            </div>
            {sections(item).map((s, i) => (
              <section key={i} className={styles.section}>
                <h3>{s.title}</h3>
                <Paragraphs text={s.body} />
                <PdfViewer file={s.pdf} fileName={s.pdfName} title={s.title} height={450} />
              </section>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
