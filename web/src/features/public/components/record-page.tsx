/**
 * The frame of every single-record page (reseña, horizonte, enfoque, modelo, manual, retiros,
 * bioseguridad, rendición): banner, one h1, the document title, and the loading, empty and error
 * states, so each page only says how its loaded record looks.
 */
import type { ReactNode } from 'react';
import type { CollectionName } from '@model/public';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { pageById, type PageId } from '@/config/pages';
import type { PublicRecord } from '../api/get-collection';
import { text } from '../api/fields';
import { CollectionRecords, RetryError, useCollectionData } from './collection-data';
import { PageBanner } from './page-banner';
import styles from './content.module.css';

/** The collections that have a page of their own, under the same name. */
type RecordPageName = CollectionName & PageId;

interface Props<N extends RecordPageName> {
  /**
   * The collection the route's loader reads; it types the record the children receive. A
   * single-record page's id in the registry (functions/src/model/pages.ts) is its collection's
   * name, and the page's name there is the heading when the record has no title (and while it
   * loads).
   */
  collection: N;
  /** Size of the record's `image`, when it is not the 1920x650 banner rule. */
  banner?: { width: number; height: number };
  /** The page content, given the loaded record. */
  children: (record: PublicRecord<N>) => ReactNode;
}

/**
 * The single-record pages are a collection holding one record: the first one is the page; none
 * at all is the "empty" state. The records come from the route's loader.
 */
export function RecordPage<N extends RecordPageName>({ collection, banner, children }: Props<N>) {
  const { title } = pageById(collection);
  const data = useCollectionData<N>();
  const frame = (state: Omit<FrameProps<N>, 'title' | 'banner'>) => (
    <Frame title={title} banner={banner} {...state} />
  );
  return (
    <CollectionRecords
      data={data}
      loading={frame({ image: undefined, body: <LoadingBlock /> })}
      failed={frame({ image: '', body: <RetryError /> })}
    >
      {(records) => {
        const record = records[0];
        if (!record) {
          return frame({
            image: '',
            body: (
              <EmptyState>
                El contenido de esta página todavía no ha sido publicado. Le invitamos a volver pronto.
              </EmptyState>
            ),
          });
        }
        // Every collection has title and image; the generic record type cannot show it.
        const common = record as { title?: unknown; image?: unknown };
        return frame({ heading: text(common.title), image: text(common.image), content: children(record) });
      }}
    </CollectionRecords>
  );
}

interface FrameProps<N extends RecordPageName> extends Omit<Props<N>, 'children' | 'collection'> {
  title: string;
  /** The record's own title, when it has one. */
  heading?: string;
  /** undefined = still loading (placeholder box); '' = no image, no banner. */
  image: string | undefined;
  /** A state under the heading (loading, empty, error). */
  body?: ReactNode;
  content?: ReactNode;
}

/** The same banner, h1 and title in every state, so nothing moves when the record arrives. */
function Frame<N extends RecordPageName>({ title, banner, heading, image, body, content }: FrameProps<N>) {
  const shown = heading || title;
  usePageTitle(shown);
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
