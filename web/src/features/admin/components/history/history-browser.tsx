/**
 * The opened "Historial": the versions (date, author, fields changed), one chosen beside the
 * record as stored now, and "Restaurar esta versión". Everything about a collection comes from
 * its declaration (labels, which fields are images or PDFs).
 */
import { useEffect, useId, useState } from 'react';
import { getCollection, type RecordVersion } from '@model';
import { Spinner } from '@/components/spinner';
import { useAdminUser } from '@/features/auth/auth-context';
import { getHistory } from '../../api/admin-api';
import { problemFrom } from '../../form/problem';
import { formatStamp } from '../../lib/format-stamp';
import type { HistoryPanelProps } from './history-panel';
import { HISTORY_TEXT } from './history-text';
import { withChanges } from './version-diff';
import { VersionComparison } from './version-comparison';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadFailedAlert } from '../load-failed-alert';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; versions: RecordVersion[] };

export function HistoryBrowser({ collection, current, onRestore }: HistoryPanelProps) {
  const def = getCollection(collection);
  const user = useAdminUser();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<RecordVersion | null>(null);
  const [asking, setAsking] = useState(false);
  const headingId = useId();

  useEffect(() => {
    const abort = new AbortController();
    user
      .getIdToken()
      .then((token) => getHistory(collection, current._id, token, abort.signal))
      .then((versions) => setLoad({ state: 'loaded', versions }))
      .catch((err: unknown) => {
        if (!abort.signal.aborted) setLoad({ state: 'failed', message: problemFrom(err).message });
      });
    return () => abort.abort();
  }, [collection, current._id, user, attempt]);

  if (load.state === 'loading') return <Spinner label={HISTORY_TEXT.loading} />;
  if (load.state === 'failed') {
    return (
      <LoadFailedAlert
        message={load.message}
        retryLabel={HISTORY_TEXT.retry}
        onRetry={() => {
          setLoad({ state: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (load.versions.length === 0) return <p className="adm-muted">{HISTORY_TEXT.empty}</p>;

  const items = withChanges(def, load.versions, current);
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
      {/* Issue 27: one confirmed step, the form's conflict-checked save of the version's values. */}
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
