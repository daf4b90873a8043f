/**
 * Above a publishing collection's edit form: where the record stands, the editor's note
 * on a returned draft, and what the role may do next. Its author (or any staff) sends a draft to
 * review; an editor or administrator publishes it or returns it with a note. "Vista previa" for a
 * draft, a record in review or a scheduled one. Each action saves the stored record (the form's
 * unsaved changes are not part of it: the panel says so) and reloads it; the page above says what
 * was done (the reload remounts this panel).
 */
import { useId, useState } from 'react';
import {
  can,
  DRAFT_LABELS,
  draftStateOf,
  getCollection,
  proposesOnly,
  reviewNoteOf,
  scheduleState,
  type AnyRecord,
  type CollectionName,
} from '@model';
import { useAdminUser, useRole } from '@/features/auth/auth-context';
import { problemFrom } from '../form/problem';
import { publishDraft, returnDraft, sendToReview } from './review-api';
import { PreviewLink } from './preview-link';
import './review.css';

export const REVIEW_TEXT = {
  state: (label: string) => `Estado: ${label}.`,
  scheduled: 'Programada: se publicará en la fecha de «Publicar desde».',
  note: 'Nota de la revisión:',
  send: 'Enviar a revisión',
  sent: 'Enviado a revisión. Un editor lo revisará y lo publicará o se lo devolverá con una nota.',
  publish: 'Publicar',
  published: 'Publicado: ya está visible en el sitio.',
  giveBack: 'Devolver con una nota',
  noteLabel: 'Qué debe cambiar el autor',
  confirmGiveBack: 'Devolver al autor',
  cancel: 'Cancelar',
  returned: 'Devuelto al autor con su nota.',
  saveFirst: 'Guarde antes sus cambios: estas acciones usan la versión guardada.',
  publishedOwn: 'Este registro ya está publicado: solo un editor o un administrador puede modificarlo.',
  working: 'Un momento…',
} as const;

export function ReviewPanel({
  collection,
  record,
  onChanged,
}: {
  collection: CollectionName;
  record: AnyRecord;
  onChanged(notice: string): void;
}) {
  const def = getCollection(collection);
  const role = useRole();
  const user = useAdminUser();
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  // The moment the record was loaded: a scheduled item is "Programada" against it.
  const [loadedAt] = useState(Date.now);
  if (!def.drafts) return null;

  const state = draftStateOf(def, record);
  const scheduled = state === 'publicado' && scheduleState(def, record, loadedAt) === 'Programada';
  const reviewer = can(role, 'content');
  const proposes = proposesOnly(role, collection);
  const stored = reviewNoteOf(record);

  async function run(action: (token: string) => Promise<unknown>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      await action(await user.getIdToken());
      setReturning(false);
      onChanged(done);
    } catch (err) {
      setProblem(problemFrom(err).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="adm-review" aria-label="Revisión y publicación">
      <p className="adm-review__state">
        {scheduled ? REVIEW_TEXT.scheduled : REVIEW_TEXT.state(DRAFT_LABELS[state])}
      </p>
      {stored && state !== 'publicado' && (
        <p className="adm-review__note">
          <strong>{REVIEW_TEXT.note}</strong> {stored}
        </p>
      )}
      {proposes && state === 'publicado' && <p className="adm-muted">{REVIEW_TEXT.publishedOwn}</p>}
      {problem && (
        <p className="adm-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="adm-review__actions">
        {(state !== 'publicado' || scheduled) && <PreviewLink collection={collection} id={record._id} />}
        {state === 'borrador' && (
          <button
            type="button"
            className="adm-btn adm-btn--small"
            disabled={busy}
            onClick={() => void run((t) => sendToReview(collection, record._id, t), REVIEW_TEXT.sent)}
          >
            {REVIEW_TEXT.send}
          </button>
        )}
        {reviewer && state !== 'publicado' && (
          <>
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--primary"
              disabled={busy}
              onClick={() => void run((t) => publishDraft(collection, record._id, t), REVIEW_TEXT.published)}
            >
              {REVIEW_TEXT.publish}
            </button>
            {!returning && (
              <button
                type="button"
                className="adm-btn adm-btn--small"
                disabled={busy}
                onClick={() => setReturning(true)}
              >
                {REVIEW_TEXT.giveBack}
              </button>
            )}
          </>
        )}
      </div>
      {returning && (
        <div className="adm-review__return">
          <label className="adm-field__label" htmlFor={noteId}>
            {REVIEW_TEXT.noteLabel}
          </label>
          <textarea
            id={noteId}
            className="adm-input"
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="adm-review__actions">
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--primary"
              disabled={busy || note.trim() === ''}
              onClick={() =>
                void run((t) => returnDraft(collection, record._id, note.trim(), t), REVIEW_TEXT.returned)
              }
            >
              {REVIEW_TEXT.confirmGiveBack}
            </button>
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--ghost"
              disabled={busy}
              onClick={() => setReturning(false)}
            >
              {REVIEW_TEXT.cancel}
            </button>
          </div>
        </div>
      )}
      {(state !== 'publicado' || scheduled) && <p className="adm-field__hint">{REVIEW_TEXT.saveFirst}</p>}
    </section>
  );
}
