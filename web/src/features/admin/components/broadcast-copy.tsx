/**
 * A Secretaría's copy in the school's admin (model/broadcast.ts): shown read-only with the reason,
 * since the server refuses every edit and delete of it, and with the one thing the school decides,
 * whether its home page shows it. The copy stays in the school's lists, feeds and search either way.
 */
import { useState } from 'react';
import {
  BROADCAST_LABEL,
  BROADCAST_READ_ONLY,
  can,
  formatSchoolDateTime,
  getCollection,
  hiddenAtHome,
  type AnyRecord,
  type CollectionName,
} from '@model';
import { apiRequest } from '@/lib/api-client';
import { useAdminUser, useRole } from '@/features/auth/auth-context';
import { publicListChanged } from '../api/admin-api';
import { problemFrom } from '../form/problem';
import '../review/review.css';

export const BROADCAST_COPY_TEXT = {
  title: BROADCAST_LABEL,
  hidden: 'Oculto en la página de inicio de su sitio (sigue en las listas, el canal RSS y el buscador).',
  shown: 'Se muestra en la página de inicio de su sitio.',
  hide: 'Ocultar de la página de inicio',
  show: 'Mostrar en la página de inicio',
  hiddenDone: 'El comunicado ya no aparece en su página de inicio.',
  shownDone: 'El comunicado vuelve a aparecer en su página de inicio.',
} as const;

/** PUT /api/comunicados/{collection}/{id}/inicio: the home-page flag, the copy's only school write. */
export function setHiddenAtHome(collection: CollectionName, id: string, oculto: boolean, token: string) {
  return publicListChanged(
    collection,
    apiRequest<AnyRecord>(`/api/comunicados/${collection}/${encodeURIComponent(id)}/inicio`, {
      method: 'PUT',
      body: { oculto },
      token,
    }),
  );
}

/**
 * The fields shown (read-only) of a copy: every declared field with a text value, as a person
 * reads it (a choice's label, a moment in the school's time); its address and PDF's stored name
 * are the server's.
 */
function shownValues(collection: CollectionName, record: AnyRecord) {
  return Object.entries(getCollection(collection).fields).flatMap(([key, field]) => {
    const value = record[key];
    if (typeof value !== 'string' || !value || field.kind === 'slug' || field.kind === 'pdf') return [];
    const shown =
      field.kind === 'choice'
        ? (field.options.find((o) => o.value === value)?.label ?? value)
        : field.kind === 'datetime'
          ? formatSchoolDateTime(value)
          : value;
    return [{ key, label: field.label, value: shown }];
  });
}

export function BroadcastCopy({
  collection,
  record,
  onChanged,
}: {
  collection: CollectionName;
  record: AnyRecord;
  onChanged(notice: string): void;
}) {
  const user = useAdminUser();
  const role = useRole();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hidden = hiddenAtHome(record);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      await setHiddenAtHome(collection, record._id, !hidden, await user.getIdToken());
      onChanged(hidden ? BROADCAST_COPY_TEXT.shownDone : BROADCAST_COPY_TEXT.hiddenDone);
    } catch (err) {
      setProblem(problemFrom(err).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="adm-review" aria-label={BROADCAST_COPY_TEXT.title}>
      <p className="adm-review__state">{BROADCAST_COPY_TEXT.title}</p>
      <p>{BROADCAST_READ_ONLY}</p>
      <dl className="adm-broadcast">
        {shownValues(collection, record).map(({ key, label, value }) => (
          <div key={key}>
            <dt className="adm-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{hidden ? BROADCAST_COPY_TEXT.hidden : BROADCAST_COPY_TEXT.shown}</p>
      {problem && (
        <p className="adm-alert" role="alert">
          {problem}
        </p>
      )}
      {can(role, 'content') && (
        <div className="adm-review__actions">
          <button
            type="button"
            className="adm-btn adm-btn--small"
            disabled={busy}
            onClick={() => void toggle()}
          >
            {hidden ? BROADCAST_COPY_TEXT.show : BROADCAST_COPY_TEXT.hide}
          </button>
        </div>
      )}
    </section>
  );
}
