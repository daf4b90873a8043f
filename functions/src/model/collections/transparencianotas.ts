import { defineCollection } from '../collection';
import type { TextField } from '../field-kinds';
import { ANNEX_SUBITEMS, noteKey, subitemLabel } from '../transparency-annex';

export { noteKey };

/**
 * What the transparency tree shows for a sub-item with nothing published yet ("se publicará
 * cuando ocurra"), rather than an empty box. One text per sub-item, generated from the annex and
 * grouped by category in the form. A "no aplica" is not written here: its reason lives in the
 * ITA checklist (Índice de transparencia), and where it gives one, only that reason is published
 * (docs/decisions/0030). A note that starts with "No aplica" is refused (format `pendingNote`); one
 * stored before that rule stays as it is, and is not published where the checklist gives a reason.
 */
export const transparencianotas = defineCollection({
  name: 'transparencianotas',
  label: 'Transparencia: notas de ítems sin publicaciones',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: Object.fromEntries(
    ANNEX_SUBITEMS.map((s) => [
      noteKey(s),
      {
        kind: 'longText',
        label: `${subitemLabel(s)}: nota mientras no hay publicaciones`,
        group: `${s.category.number}. ${s.category.name}`,
        // A "no aplica" is refused here, with a message that sends it to the checklist.
        format: 'pendingNote',
      } satisfies TextField,
    ]),
  ) as Record<string, TextField>,
});
