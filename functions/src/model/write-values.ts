/**
 * What a write stores for its files: the stored name in the file field and the file's original
 * name in the field's display-name field (imageName, pdfoneName…). The browser (after an upload),
 * the function (after a multipart create, and from an upload's metadata) and the seed all fill
 * the display names here, so the rule lives once, read from the declaration's `nameField`.
 */
import type { CollectionDef } from './collection';
import { isFileField, type FieldValue, type FileFieldDef } from './field-kinds';
import type { UploadRuleId } from './upload-rules';

/** A file placed in a file field: its stored name and the name it had on the uploader's computer. */
export interface FileChoice {
  stored: string;
  name: string;
}

/** File field → the file placed in it. */
export type FileChoices = Record<string, FileChoice>;

type Values = Record<string, FieldValue>;

/** `values` with every chosen file in its field and its original name beside it; keys of no file field are ignored. */
export function withFileChoices<V extends Values>(def: CollectionDef, values: V, files: FileChoices): V {
  const next: Values = { ...values };
  for (const [key, { stored, name }] of Object.entries(files)) {
    const field = Object.prototype.hasOwnProperty.call(def.fields, key) ? def.fields[key] : undefined;
    if (!field || !isFileField(field)) continue;
    next[key] = stored;
    if (field.nameField) next[field.nameField] = name;
  }
  return next as V;
}

/** The row of the upload-rule table a file field is checked with: a file is bound to it at upload. */
export function ruleIdOf(field: FileFieldDef): UploadRuleId {
  return field.kind === 'pdf' ? 'pdf' : field.rule;
}
