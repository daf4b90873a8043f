/**
 * One item of the checklist: what the matrix says (number, norm, the site's own evidence) and
 * what the hourly check found, folded under its summary line, with its edit form (status,
 * evidence, "no aplica" reason, responsible, review period) posted to the screen's action.
 */
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import { ITA_FIELD_LABELS, ITA_LIMITS, ITA_STATUSES, itaStateLabel, type ItaItemView } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { formatStamp } from '../lib/format-stamp';
import { Notice } from '../components/notice';
import { ProblemAlert } from '../components/problem-alert';
import { ITA_TEXT } from './ita-text';
import { useSiteHref } from '@/components/site-base';

export interface ItaActionResult {
  id: string;
  notice?: string;
  problem?: string;
  /** The item as stored, after a save. */
  item?: ItaItemView;
  /** "Revisar ahora" (conformity-panel.tsx): why the run was refused. */
  conformityProblem?: string;
  /** "Revisar ahora" ran: the screen reads the checklist again. */
  conformityRan?: boolean;
}

export function ItaItem({ item, onSaved }: { item: ItaItemView; onSaved: (item: ItaItemView) => void }) {
  const href = useSiteHref();
  const fetcher = useFetcher<ItaActionResult>();
  const id = useId();
  const result = fetcher.data?.id === item.id ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  // The body (and its form) only while open: seventy forms at once would slow the screen down.
  const [open, setOpen] = useState(false);
  // A save answers the stored item: the screen shows it (and its counts) without reading the list again.
  useEffect(() => {
    if (result?.item) onSaved(result.item);
  }, [result, onSaved]);
  return (
    <li className="ita-item">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="ita-item__summary">
          <span className="ita-item__number">{item.number}</span>{' '}
          <span className="ita-item__name">{item.name}</span>{' '}
          {/* One state: "Cumple · revisar" for a stale answer, not "Cumple" beside "Vencido". */}
          <span className={`ita-badge ita-badge--${item.status}${item.stale ? ' ita-badge--review' : ''}`}>
            {itaStateLabel(item)}
          </span>
        </summary>
        {open && (
          <div className="ita-item__body">
            <p className="ita-item__meta">
              {item.categoryName} · {ITA_TEXT.norm}: {item.norm}
              {item.inferred && <> · {ITA_TEXT.inferred}</>}
            </p>
            <p className="ita-item__meta">
              {item.updatedAt
                ? ITA_TEXT.updated(formatStamp(item.updatedAt), item.updatedBy)
                : ITA_TEXT.never}{' '}
              {ITA_TEXT.reviewEvery(item.reviewPeriodDays)}
            </p>
            {item.checkProblem && (
              <p className="adm-alert ita-item__problem">
                <strong>{ITA_TEXT.checkProblem}:</strong> {item.checkProblem}
              </p>
            )}
            {item.sampleText && <p className="adm-notice ita-item__sample">{ITA_TEXT.sampleText}</p>}
            {item.automaticEvidence.length > 0 && (
              <p className="ita-item__meta">
                {ITA_TEXT.automatic}:{' '}
                {item.automaticEvidence.map((path) => (
                  <a key={path} className="ita-item__link" href={href(path)} target="_blank" rel="noreferrer">
                    {path}
                  </a>
                ))}
              </p>
            )}
            {item.externalToCheck.length > 0 && (
              <p className="ita-item__meta">
                {ITA_TEXT.external}:{' '}
                {item.externalToCheck.map((url) => (
                  <a key={url} className="ita-item__link" href={url} target="_blank" rel="noreferrer">
                    {url}
                  </a>
                ))}
              </p>
            )}
            <fetcher.Form method="post" action={ADMIN_PATHS.ita} className="ita-form">
              <input type="hidden" name="id" value={item.id} />
              <label htmlFor={`${id}-status`}>{ITA_FIELD_LABELS.status}</label>
              <select
                id={`${id}-status`}
                name="status"
                defaultValue={item.checkProblem ? 'no_cumple' : item.status}
              >
                {ITA_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ITA_TEXT.status[s]}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-evidence`}>{ITA_FIELD_LABELS.evidence}</label>
              <textarea
                id={`${id}-evidence`}
                name="evidence"
                rows={2}
                defaultValue={item.evidence.join('\n')}
                aria-describedby={`${id}-evidence-hint`}
              />
              <p id={`${id}-evidence-hint`} className="adm-field__hint">
                {ITA_TEXT.evidenceHint}
              </p>
              <label htmlFor={`${id}-reason`}>{ITA_FIELD_LABELS.reason}</label>
              <textarea
                id={`${id}-reason`}
                name="reason"
                rows={2}
                maxLength={ITA_LIMITS.reason}
                defaultValue={item.reason}
                aria-describedby={`${id}-reason-hint`}
              />
              <p id={`${id}-reason-hint`} className="adm-field__hint">
                {ITA_TEXT.reasonHint}
              </p>
              <label htmlFor={`${id}-responsible`}>{ITA_FIELD_LABELS.responsible}</label>
              <input
                id={`${id}-responsible`}
                name="responsible"
                maxLength={ITA_LIMITS.responsible}
                defaultValue={item.responsible}
              />
              <label htmlFor={`${id}-days`}>{ITA_FIELD_LABELS.reviewPeriodDays}</label>
              <input
                id={`${id}-days`}
                name="reviewPeriodDays"
                type="number"
                inputMode="numeric"
                min={1}
                max={ITA_LIMITS.reviewDays}
                defaultValue={item.reviewPeriodDays}
              />
              <p>
                <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
                  {busy ? ITA_TEXT.saving : ITA_TEXT.save}
                </button>
              </p>
              <ProblemAlert message={result?.problem} />
              <Notice message={result?.notice} />
            </fetcher.Form>
          </div>
        )}
      </details>
    </li>
  );
}
