import { defineCollection } from '../collection';
import type { TextField } from '../field-kinds';
import { ANNEX_SUBITEMS, noteKey, subitemLabel } from '../transparency-annex';

export { noteKey };

/**
 * What the transparency tree shows for a sub-item with nothing published: the annex asks a school
 * to say why an item does not apply to it rather than leave it empty. One text per sub-item,
 * generated from the annex and grouped by category in the form.
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
        label: `${subitemLabel(s)}: nota cuando no hay publicaciones`,
        group: `${s.category.number}. ${s.category.name}`,
      } satisfies TextField,
    ]),
  ) as Record<string, TextField>,
});
