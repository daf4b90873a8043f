/**
 * `link`: an href (https://, http://, mailto: or tel:). A text input with the URL keyboard rather
 * than type="url": the browser's own URL check would block the form with an English message,
 * while the shared validation explains the rule in Spanish.
 */
import { LIMITS } from '@model';
import { FieldError } from './field-error';
import { errorAria, labelClass, type FieldProps } from './field-props';

export function LinkField({ name, label, id, value, onChange, disabled, error, required }: FieldProps<string>) {
  const hintId = `${id}-hint`;
  const aria = errorAria(id, error);
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
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://…"
        maxLength={LIMITS.link}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
        aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="adm-field__hint">
        Enlace que empiece por https://, http://, mailto: o tel:. Déjelo vacío para no mostrarlo.
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
