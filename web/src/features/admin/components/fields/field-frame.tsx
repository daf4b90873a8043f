/**
 * The frame every single-control widget shares: its label (marked when required), the control,
 * an optional hint, and the validation message tied to it. Widgets differ only in the control.
 */
import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { errorAria, labelClass, type FieldProps } from './field-props';

export function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  children,
}: Pick<FieldProps<unknown>, 'id' | 'label' | 'required' | 'error'> & {
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="adm-field">
      <label className={labelClass(required)} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Props of a text control bound to a string field: value, change, state and error aria. */
export function textControlProps({
  name,
  id,
  value,
  onChange,
  disabled,
  error,
  required,
}: FieldProps<string>) {
  return {
    id,
    name,
    value,
    disabled,
    'aria-required': required || undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    ...errorAria(id, error),
  };
}
