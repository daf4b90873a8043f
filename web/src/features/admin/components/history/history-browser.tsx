/**
 * The opened "Historial": the versions (date, author, fields changed), one chosen beside the
 * record as stored now, and "Restaurar esta versión". Everything about a collection comes from
 * its declaration (labels, which fields are images or PDFs).
 */
import { useId, useState } from 'react';
import {
  getCollection,
  isFileField,
  type AnyRecord,
  type CollectionDef,
  type FieldDef,
  type RecordVersion,
} from '@model';
import { AdminMediaImage, AdminMediaLink } from '../admin-media';
import { formatStamp } from '../../lib/format-stamp';
import type { HistoryData } from './history-loader';
import type { HistoryPanelProps } from './history-panel';
import { HISTORY_TEXT } from './history-text';
import { changedFields, withChanges } from './version-diff';
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
  const [restored, setRestored] = useState<string | null>(null);
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
                setRestored(null);
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
          <Comparison def={def} older={chosen.values} current={current} />
          <div className="adm-history__actions">
            <button
              type="button"
              className="adm-btn adm-btn--primary"
              onClick={() => {
                onRestore(chosen);
                setRestored(HISTORY_TEXT.restored(formatStamp(chosen.at)));
              }}
            >
              {HISTORY_TEXT.restore}
            </button>
          </div>
        </section>
      )}
      <p role="status" className="adm-history__status">
        {restored}
      </p>
    </div>
  );
}

/** The chosen version and the stored record side by side, one row per declared field. */
function Comparison({
  def,
  older,
  current,
}: {
  def: CollectionDef;
  older: Record<string, unknown>;
  current: AnyRecord;
}) {
  const changed = new Set(changedFields(def, older, current));
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-compare">
        <thead>
          <tr>
            <th scope="col">{HISTORY_TEXT.field}</th>
            <th scope="col">{HISTORY_TEXT.thisVersion}</th>
            <th scope="col">{HISTORY_TEXT.current}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(def.fields).map(([key, field]) => (
            <tr key={key} className={changed.has(key) ? 'adm-compare__changed' : undefined}>
              <th scope="row">
                {field.label}
                {changed.has(key) && <span className="adm-compare__mark"> ({HISTORY_TEXT.changedMark})</span>}
              </th>
              <td data-label={HISTORY_TEXT.thisVersion}>
                <Value field={field} value={older[key]} record={older} />
              </td>
              <td data-label={HISTORY_TEXT.current}>
                <Value field={field} value={current[key]} record={current} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A value as the administrator recognises it: images as thumbnails, files by their names. */
function Value({
  field,
  value,
  record,
}: {
  field: FieldDef;
  value: unknown;
  record: Record<string, unknown>;
}) {
  if (Array.isArray(value)) {
    return value.length > 0 ? (
      <ul className="adm-compare__list">
        {value.map((item, i) => (
          <li key={i}>{String(item)}</li>
        ))}
      </ul>
    ) : (
      <span className="adm-muted">—</span>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (!text) return <span className="adm-muted">—</span>;
  if (isFileField(field)) {
    const name =
      (field.nameField &&
        typeof record[field.nameField] === 'string' &&
        (record[field.nameField] as string)) ||
      text;
    return field.kind === 'image' ? (
      <figure className="adm-compare__file">
        <AdminMediaImage name={text} className="adm-table__thumb" alt="" width={100} loading="lazy" />
        <figcaption>{name}</figcaption>
      </figure>
    ) : (
      <AdminMediaLink name={text}>{name}</AdminMediaLink>
    );
  }
  return <div className="adm-compare__text">{text}</div>;
}
