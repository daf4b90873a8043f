/** `text`: one line. */
import { LIMITS } from '@model';
import { FieldError } from './field-error';
import { errorAria, labelClass, type FieldProps } from './field-props';

export function TextField({ name, label, id, value, onChange, disabled, error, required }: FieldProps<string>) {
  return (
    <div className="adm-field">
      <label className={labelClass(required)} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="adm-input"
        type="text"
        maxLength={LIMITS.text}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
        {...errorAria(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
