/**
 * The frame of every single-record page (reseña, horizonte, enfoque, modelo, manual, retiros,
 * bioseguridad, rendición): banner, one h1 and the empty state, so each page only says how its
 * record looks. The records come from the page's file (web/src/pages/*.astro, loadPage).
 */
import type { ReactNode } from 'react';
import type { CollectionName } from '@model/public';
import type { PublicRecord } from '@model/public';
import { EmptyState } from '@/components/feedback/status-message';
import { pageById, type PageId } from '@/config/pages';
import { text } from '../api/fields';
import { PageBanner } from './page-banner';
import styles from './content.module.css';

/** The collections that have a page of their own, under the same name. */
type RecordPageName = CollectionName & PageId;

interface Props<N extends RecordPageName> {
  /**
   * The collection the page's file reads; it types the record the children receive. A
   * single-record page's id in the registry (functions/src/model/pages.ts) is its collection's
   * name, and the page's name there is the heading when the record has no title.
   */
  collection: N;
  /** The collection's published records: the first one is the page. */
  records: PublicRecord<N>[];
  /** Size of the record's `image`, when it is not the 1920x650 banner rule. */
  banner?: { width: number; height: number };
  /** The page content, given the loaded record. */
  children: (record: PublicRecord<N>) => ReactNode;
}

/**
 * The single-record pages are a collection holding one record: the first one is the page; none
 * at all is the "empty" state.
 */
export function RecordPage<N extends RecordPageName>({ collection, records, banner, children }: Props<N>) {
  const { title } = pageById(collection);
  const record = records[0];
  if (!record) {
    return (
      <Frame
        title={title}
        banner={banner}
        image=""
        body={
          <EmptyState>
            El contenido de esta página todavía no ha sido publicado. Le invitamos a volver pronto.
          </EmptyState>
        }
      />
    );
  }
  // Every collection has title and image; the generic record type cannot show it.
  const common = record as { title?: unknown; image?: unknown };
  return (
    <Frame
      title={title}
      banner={banner}
      heading={text(common.title)}
      image={text(common.image)}
      content={children(record)}
    />
  );
}

interface FrameProps<N extends RecordPageName> extends Omit<Props<N>, 'children' | 'collection' | 'records'> {
  title: string;
  /** The record's own title, when it has one. */
  heading?: string;
  /** '' = no image, no banner. */
  image: string;
  /** A state under the heading (the empty one). */
  body?: ReactNode;
  content?: ReactNode;
}

/** The banner, the h1 (the record's title, else the page's) and the content. */
function Frame<N extends RecordPageName>({ title, banner, heading, image, body, content }: FrameProps<N>) {
  const shown = heading || title;
  return (
    <main className={styles.page}>
      <PageBanner image={image} alt={shown} width={banner?.width} height={banner?.height} />
      <div className="container">
        <h1 className="page-title">{shown}</h1>
        {body}
      </div>
      {content}
    </main>
  );
}
