/**
 * One call or contract in the convocatorias accordion: a <details> whose summary is the heading
 * (Enter, Space or a click opens and closes it, with no code); the panel shows the intro and up to
 * four sections, a section only when its heading is non-empty (spec §2), each with a 450 px PDF
 * viewer. A closed item loads nothing: its picture is lazy and its viewers are islands that wake
 * when they come into view (client:visible), which a closed panel's never do.
 */
import type { ReactNode } from 'react';
import type { PublicRecord } from '@model/public';
import { ChevronDownIcon } from '@/components/icons';
import { MediaImage } from '@/components/media-image';
import { PdfViewer, type PdfViewerProps } from '@/components/pdf-viewer/pdf-viewer';
import { text } from '../api/fields';
import { BANNER_SIZE } from './page-banner';
import { RichText } from '@/components/rich-text';
import { Paragraphs } from './rich-text';
import styles from './convocatoria-item.module.css';
import { withSiteBase } from '@/components/site-base';

export type Convocatoria = PublicRecord<'convocatorias'>;
export type ConvocatoriaPdf = 'pdfone' | 'pdftwo' | 'pdfthree' | 'pdffour';

/** The sections with a heading, each with its PDF's field and viewer props. */
export function convocatoriaSections(c: Convocatoria) {
  return [
    { field: 'pdfone' as const, title: c.titleone, body: c.stringone, pdf: c.pdfone, pdfName: c.pdfoneName },
    { field: 'pdftwo' as const, title: c.titletwo, body: c.stringtwo, pdf: c.pdftwo, pdfName: c.pdftwoName },
    {
      field: 'pdfthree' as const,
      title: c.titlethree,
      body: c.stringthree,
      pdf: c.pdfthree,
      pdfName: c.pdfthreeName,
    },
    {
      field: 'pdffour' as const,
      title: c.titlefour,
      body: c.stringfour,
      pdf: c.pdffour,
      pdfName: c.pdffourName,
    },
  ]
    .map((s) => ({
      field: s.field,
      title: text(s.title),
      body: text(s.body),
      pdf: text(s.pdf),
      pdfName: text(s.pdfName),
    }))
    .filter((s) => s.title !== '')
    .map((s) => ({
      ...s,
      viewer: { file: s.pdf, fileName: s.pdfName, title: s.title, height: 450 } satisfies PdfViewerProps,
    }));
}

/**
 * `pdfone`…`pdffour`: the PDF viewer islands of the sections with a file, placed by the page file
 * (an island is an Astro component's child); a section without a file says so in plain HTML.
 */
export type ConvocatoriaItemProps = { item: Convocatoria } & Partial<Record<ConvocatoriaPdf, ReactNode>>;

function ConvocatoriaItemContent({ item, ...viewers }: ConvocatoriaItemProps) {
  const headerId = `convocatoria-${item._id}`;
  const title = text(item.title) || 'Convocatoria';
  return (
    <details className={styles.item}>
      <summary className={styles.trigger}>
        <h2 id={headerId} className={styles.heading}>
          {title}
        </h2>
        <ChevronDownIcon className={styles.chevron} />
      </summary>
      <div role="region" aria-labelledby={headerId} className={styles.panel}>
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
        {convocatoriaSections(item).map((s) => (
          <section key={s.field} className={styles.section}>
            <h3>{s.title}</h3>
            <Paragraphs text={s.body} />
            {s.pdf ? viewers[s.field] : <PdfViewer {...s.viewer} />}
          </section>
        ))}
      </div>
    </details>
  );
}

export const ConvocatoriaItem = withSiteBase(ConvocatoriaItemContent);
