/**
 * `consent`: a confirmation the administrator ticks (an album's guardians' authorization, Ley
 * 1581 de 2012). The label is the declaration's whole sentence; a required one must be ticked to save.
 */
import { FieldError } from './field-error';
import { errorAria, labelClass, type FieldProps } from './field-props';

export function ConsentField({
  name,
  label,
  id,
  value,
  onChange,
  disabled,
  error,
  required,
}: FieldProps<boolean>) {
  return (
    <div className="adm-field adm-consent">
      <div className="adm-consent__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="adm-consent__box"
          checked={value}
          disabled={disabled}
          aria-required={required || undefined}
          onChange={(e) => onChange(e.target.checked)}
          {...errorAria(id, error)}
        />
        <label className={labelClass(required)} htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
