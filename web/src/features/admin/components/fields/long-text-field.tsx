/** `longText`: a paragraph, as a text area that starts tall enough for school texts. */
import { LIMITS } from '@model';
import { FieldError } from './field-error';
import { errorAria, labelClass, type FieldProps } from './field-props';

export function LongTextField({ name, label, id, value, onChange, disabled, error, required }: FieldProps<string>) {
  return (
    <div className="adm-field">
      <label className={labelClass(required)} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="adm-input adm-input--area"
        rows={Math.min(12, Math.max(3, Math.ceil(value.length / 90)))}
        maxLength={LIMITS.longText}
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
