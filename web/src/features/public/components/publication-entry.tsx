/**
 * One publication of a list the school keeps (a transparency sub-item's documents, a Participa
 * section's entries): its title, date, text, and the PDF and link it carries, each a 44 px target
 * whose name says which publication it belongs to. One markup for both lists.
 */
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/external-link';
import { hasRichText, RichText } from '@/components/rich-text';
import { mediaUrl } from '@/lib/api-client';
import { formatDay, text, webLink } from '../api/fields';
import styles from './publication-entry.module.css';
import { useSiteHref } from '@/components/site-base';

/** The fields both collections share (transparencia, participa). */
export interface Publication {
  title?: unknown;
  date?: unknown;
  description?: unknown;
  pdf?: unknown;
  pdfName?: unknown;
  link?: unknown;
}

interface Props {
  entry: Publication;
  /** A page of its own for each entry names it with a heading; an item of a longer page does not. */
  titleAs?: 'h2' | 'p';
  /** Before the date ("Publicado el"), where the list does not say what the date is. */
  datePrefix?: ReactNode;
  linkLabel: string;
  id?: string;
}

export function PublicationEntry({ entry, titleAs: Title = 'p', datePrefix, linkLabel, id }: Props) {
  const href = useSiteHref();
  const title = text(entry.title);
  const day = text(entry.date);
  const pdf = text(entry.pdf);
  const link = webLink(entry.link);
  return (
    <li id={id} className={styles.entry}>
      <Title className={styles.entryTitle}>{title}</Title>
      {formatDay(day) && (
        <p className={styles.date}>
          {datePrefix}
          <time dateTime={day}>{formatDay(day)}</time>
        </p>
      )}
      {hasRichText(entry.description) && <RichText value={entry.description} headingLevel={3} />}
      {(pdf || link) && (
        <p className={styles.actions}>
          {pdf && (
            <a href={href(mediaUrl(pdf))} download={text(entry.pdfName) || true} className={styles.action}>
              Descargar PDF<span className="sr-only">: {title}</span>
            </a>
          )}
          {link && (
            <ExternalLink href={link} className={styles.action}>
              {linkLabel}
              <span className="sr-only">: {title}</span>
            </ExternalLink>
          )}
        </p>
      )}
    </li>
  );
}
