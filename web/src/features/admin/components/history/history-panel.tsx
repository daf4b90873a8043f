/**
 * The "Historial" panel of the edit screen: a disclosure that, once opened, loads the
 * record's kept versions. Its code and its request wait until it is opened, so an administrator
 * who only edits pays for neither.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { AnyRecord, CollectionName, RecordVersion } from '@model';
import { Spinner } from '@/components/spinner';
import { adminHistoryPath } from '@/config/paths';
import type { HistoryData } from './history-loader';
import { HISTORY_TEXT } from './history-text';

const HistoryBrowser = lazy(() => import('./history-browser').then((m) => ({ default: m.HistoryBrowser })));

export interface HistoryPanelProps {
  collection: CollectionName;
  /** The record as stored now (what the newest version is compared with). */
  current: AnyRecord;
  /** Saves a version's values over the record (confirmed first): the form's conflict-checked save. */
  onRestore(version: RecordVersion): void;
}

export function HistoryPanel(props: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // The versions come from their own loader route, read when the panel is first opened.
  const history = useFetcher<HistoryData>();
  const load = () => void history.load(adminHistoryPath(props.collection, props.current._id));
  const loaded = history.state === 'idle' ? history.data : undefined;
  return (
    <section className="adm-history" aria-labelledby={`${id}-title`}>
      <h2 className="adm-history__title" id={`${id}-title`}>
        <button
          type="button"
          className="adm-history__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => {
            if (!open && history.state === 'idle' && !history.data) load();
            setOpen(!open);
          }}
        >
          {/* An element, not CSS content: Chromium would read the arrow as part of the name. */}
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          {HISTORY_TEXT.title}
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        {open && (
          <Suspense fallback={<Spinner label={HISTORY_TEXT.loading} />}>
            {loaded ? (
              <HistoryBrowser {...props} loaded={loaded} onRetry={load} />
            ) : (
              <Spinner label={HISTORY_TEXT.loading} />
            )}
          </Suspense>
        )}
      </div>
    </section>
  );
}
