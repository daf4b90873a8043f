/**
 * The opened "Historial": the versions (date, author, fields changed), one chosen beside the
 * record as stored now, and "Restaurar esta versión". Everything about a collection comes from
 * its declaration (labels, which fields are images or PDFs).
 */
import { useId, useState } from 'react';
import { getCollection, type RecordVersion } from '@model';
import { formatStamp } from '../../lib/format-stamp';
import type { HistoryData } from './history-loader';
import type { HistoryPanelProps } from './history-panel';
import { HISTORY_TEXT } from './history-text';
import { withChanges } from './version-diff';
import { VersionComparison } from './version-comparison';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadFailedAlert } from '../load-failed-alert';

interface Props extends HistoryPanelProps {
  /** What the panel's fetcher read: the versions, or why not. */
  loaded: HistoryData;
  /** "Reintentar": the fetcher reads them again. */
  onRetry(): void;
}

export function HistoryBrowser({ collection, current, onRestore, loaded, onRetry }: Props) {
  const def = getCollection(collection);
  const [chosen, setChosen] = useState<RecordVersion | null>(null);
  const [asking, setAsking] = useState(false);
  const headingId = useId();

  if ('problem' in loaded) {
    return <LoadFailedAlert message={loaded.problem} retryLabel={HISTORY_TEXT.retry} onRetry={onRetry} />;
  }
  if (loaded.versions.length === 0) return <p className="adm-muted">{HISTORY_TEXT.empty}</p>;

  const items = withChanges(def, loaded.versions, current);
  return (
    <div className="adm-history__body">
      <p className="adm-field__hint">{HISTORY_TEXT.intro}</p>
      <ol className="adm-history__list" aria-label={HISTORY_TEXT.listLabel}>
        {items.map(({ version, changed }) => (
          <li key={version.id}>
            <button
              type="button"
              className="adm-history__version"
              aria-pressed={chosen?.id === version.id}
              onClick={() => {
                setChosen(version);
              }}
            >
              <span className="adm-history__date">{formatStamp(version.at)}</span>
              <span className="adm-history__author">{version.email || '—'}</span>
              <span className="adm-history__changes">
                {version.op === 'delete'
                  ? HISTORY_TEXT.deleted
                  : changed.length > 0
                    ? `${HISTORY_TEXT.changed}: ${changed.join(', ')}`
                    : HISTORY_TEXT.nothingChanged}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {chosen && (
        <section className="adm-history__compare" aria-labelledby={headingId}>
          <h3 id={headingId} className="adm-history__subtitle">
            {HISTORY_TEXT.versionOf(formatStamp(chosen.at), chosen.email)}
          </h3>
          <VersionComparison def={def} older={chosen.values} current={current} />
          <div className="adm-history__actions">
            <button type="button" className="adm-btn adm-btn--primary" onClick={() => setAsking(true)}>
              {HISTORY_TEXT.restore}
            </button>
          </div>
        </section>
      )}
      {/* One confirmed step, the form's conflict-checked save of the version's values. */}
      {chosen && asking && (
        <ConfirmDialog
          title={HISTORY_TEXT.confirmTitle}
          confirmLabel={HISTORY_TEXT.confirmYes}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onRestore(chosen);
          }}
        >
          <p>{HISTORY_TEXT.confirmBody(formatStamp(chosen.at))}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
