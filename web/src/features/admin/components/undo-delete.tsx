/**
 * "Deshacer" after a delete: the Papelera's restore, one tap, from the list the form
 * returned to; the list is then read again so the record is back in its place.
 */
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { CollectionName } from '@model';
import { useAdminUser } from '@/features/auth/auth-context';
import { problemFrom } from '../form/problem';
import { restoreFromTrash } from '../trash/trash-api';

export const UNDO_TEXT = {
  undo: 'Deshacer',
  undoing: 'Restaurando…',
  undone: (title: string) => `Se restauró «${title}».`,
} as const;

/** What a delete leaves for "Deshacer": which record, and its title for the message. */
export interface DeletedRecord {
  collection: CollectionName;
  id: string;
  title: string;
}

export function UndoDelete({ notice, deleted }: { notice: string; deleted: DeletedRecord }) {
  const user = useAdminUser();
  const revalidator = useRevalidator();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function undo() {
    setState('busy');
    setProblem(null);
    try {
      await restoreFromTrash(deleted.collection, deleted.id, await user.getIdToken());
      setState('done');
      void revalidator.revalidate();
    } catch (err) {
      setProblem(problemFrom(err).message);
      setState('idle');
    }
  }

  return (
    <div className="adm-notice adm-notice--undo" role="status">
      <span>{state === 'done' ? UNDO_TEXT.undone(deleted.title) : notice}</span>
      {state !== 'done' && (
        <button
          type="button"
          className="adm-btn adm-btn--small"
          disabled={state === 'busy'}
          onClick={() => void undo()}
        >
          {state === 'busy' ? UNDO_TEXT.undoing : UNDO_TEXT.undo}
        </button>
      )}
      {problem && <span className="adm-notice__problem">{problem}</span>}
    </div>
  );
}
