/**
 * `datetime`: a moment (publish at, unpublish at) as a date and a time of the school's clock in
 * Bogotá, whatever zone the administrator's device is in; the model converts to the stored UTC
 * instant (`@model` date-time.ts). A half-typed pair stays in the value as typed, so validation
 * names the field and nothing typed is lost.
 */
import { valueOfWallClock, wallClockOfValue } from '@model';
import { FieldError } from './field-error';
import { errorAria, labelClass, type FieldProps } from './field-props';

export const DATE_TIME_TEXT = {
  date: 'Fecha',
  time: 'Hora',
  zone: 'Hora de Colombia (Bogotá).',
} as const;

export function DateTimeField({
  name,
  label,
  id,
  value,
  onChange,
  disabled,
  error,
  required,
}: FieldProps<string>) {
  const parts = wallClockOfValue(value);
  const hintId = `${id}-zone`;
  const aria = errorAria(id, error);
  const describedBy = [hintId, aria['aria-describedby']].filter(Boolean).join(' ');
  const control = (part: 'date' | 'time') => ({
    disabled,
    'aria-required': required || undefined,
    'aria-invalid': aria['aria-invalid'],
    'aria-describedby': describedBy,
    value: parts[part],
    onChange: (e: { target: { value: string } }) =>
      onChange(valueOfWallClock({ ...parts, [part]: e.target.value })),
  });
  return (
    <fieldset className="adm-field adm-fieldset adm-datetime">
      <legend className={labelClass(required)}>{label}</legend>
      <div className="adm-datetime__row">
        <label className="adm-datetime__part">
          <span>{DATE_TIME_TEXT.date}</span>
          <input
            id={id}
            name={`${name}-date`}
            className="adm-input adm-input--date"
            type="date"
            {...control('date')}
          />
        </label>
        <label className="adm-datetime__part">
          <span>{DATE_TIME_TEXT.time}</span>
          <input
            id={`${id}-time`}
            name={`${name}-time`}
            className="adm-input adm-input--time"
            type="time"
            {...control('time')}
          />
        </label>
      </div>
      <p id={hintId} className="adm-field__hint">
        {DATE_TIME_TEXT.zone}
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
