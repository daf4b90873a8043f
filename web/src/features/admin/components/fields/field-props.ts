/** What every field widget receives from the generic form. */
export interface FieldProps<V> {
  /** The record key (title, stringone…): also the input's name. */
  name: string;
  /** The Spanish label from the declaration. */
  label: string;
  /** DOM id of the control, so the form can focus the field a validation message names. */
  id: string;
  value: V;
  onChange(value: V): void;
  disabled: boolean;
  /** A validation message about this field, shown under it. */
  error?: string;
  /** Declared `required`: marked on the label (CSS) and announced with aria-required. */
  required?: boolean;
}

export function labelClass(required: boolean | undefined) {
  return required ? 'adm-field__label adm-field__label--required' : 'adm-field__label';
}

export function errorId(id: string) {
  return `${id}-error`;
}

/** aria props that tie a control to its error message. */
export function errorAria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}
