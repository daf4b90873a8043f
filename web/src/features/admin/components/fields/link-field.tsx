/**
 * `link`: an href (https://, http://, mailto: or tel:). A text input with the URL keyboard rather
 * than type="url": the browser's own URL check would block the form with an English message,
 * while the shared validation explains the rule in Spanish.
 */
import { LIMITS } from '@model';
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';

export function LinkField(props: FieldProps<string>) {
  const hintId = `${props.id}-hint`;
  const control = textControlProps(props);
  return (
    <FieldFrame
      {...props}
      hint={
        <p id={hintId} className="adm-field__hint">
          Enlace que empiece por https://, http://, mailto: o tel:. Déjelo vacío para no mostrarlo.
        </p>
      }
    >
      <input
        className="adm-input"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://…"
        maxLength={LIMITS.link}
        {...control}
        aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
