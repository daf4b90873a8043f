/**
 * Beside "Crear" on a publishing collection's new record (decision 0021): a colaborador sends it
 * to review in the same step ("Enviar a revisión": created in review, the editors are mailed), and
 * an editor or administrator may save it as a draft and land on its edit screen, where "Vista
 * previa" shows it as the public page would and "Publicar" publishes it: seen before it is public.
 */
import { can, getCollection, proposesOnly, type CollectionName } from '@model';
import type { FormValues } from '../form/values';
import { useRole } from '@/features/auth/auth-context';

export const CREATE_REVIEW_TEXT = {
  send: 'Enviar a revisión',
  sent: 'Se creó y se envió a revisión. Un editor lo revisará y lo publicará o se lo devolverá con una nota.',
  draftPreview: 'Guardar como borrador y ver la vista previa',
  draftSaved:
    'Se guardó como borrador: solo el personal lo ve. Ábralo con «Vista previa» y, cuando esté listo, use «Publicar».',
} as const;

/** What the button asks the form to do: the values it sets, where to go after, what to say there. */
export interface CreateStep {
  set: FormValues;
  to: 'list' | 'edit';
  notice: string;
}

export function CreateReviewActions({
  collection,
  disabled,
  onCreate,
}: {
  collection: CollectionName;
  disabled: boolean;
  onCreate(step: CreateStep): void;
}) {
  const role = useRole();
  const state = getCollection(collection).drafts;
  if (!state) return null;
  if (proposesOnly(role, collection)) {
    return (
      <button
        type="button"
        className="adm-btn"
        disabled={disabled}
        onClick={() =>
          onCreate({ set: { [state]: 'revision' }, to: 'list', notice: CREATE_REVIEW_TEXT.sent })
        }
      >
        {CREATE_REVIEW_TEXT.send}
      </button>
    );
  }
  if (!can(role, 'content')) return null;
  return (
    <button
      type="button"
      className="adm-btn"
      disabled={disabled}
      onClick={() =>
        onCreate({ set: { [state]: 'borrador' }, to: 'edit', notice: CREATE_REVIEW_TEXT.draftSaved })
      }
    >
      {CREATE_REVIEW_TEXT.draftPreview}
    </button>
  );
}
