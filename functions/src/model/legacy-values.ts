/**
 * Values stored before a field changed kind, read as the kind declared now. Today: a long text or a
 * list of texts written before its field became `richtext` (decision 0011) is read as the
 * document it looks like (rich-text.ts, richTextFrom). The function applies it to every record it
 * answers (records, history versions, the Papelera), so the admin form, the history's comparison,
 * a restore and the public pages all see documents; the next save stores the document.
 */
import type { CollectionDef } from './collection';
import type { FieldValue } from './field-kinds';
import { richTextFrom } from './rich-text';

export function withCurrentKinds<V extends Record<string, unknown>>(def: CollectionDef, values: V): V {
  let out: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'richtext' || !(key in values)) continue;
    const value = values[key];
    const upgraded: FieldValue = richTextFrom(value);
    if (upgraded !== value) (out ??= { ...values })[key] = upgraded;
  }
  return (out ?? values) as V;
}
