/**
 * A one-line input with a hint under its label saying what is expected (a link, a phone…).
 * It stays type="text": the browser's own URL or e-mail check would block the form with an
 * English message, while the shared validation explains a wrong value in Spanish.
 */
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';

interface Props extends FieldProps<string> {
  hint: string;
  inputMode: 'url' | 'tel' | 'email';
  placeholder: string;
  maxLength: number;
}

export function HintedTextInput({ hint, inputMode, placeholder, maxLength, ...props }: Props) {
  const hintId = `${props.id}-hint`;
  const control = textControlProps(props);
  return (
    <FieldFrame
      {...props}
      hint={
        <p id={hintId} className="adm-field__hint">
          {hint} Déjelo vacío para no mostrarlo.
        </p>
      }
    >
      <input
        className="adm-input"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        maxLength={maxLength}
        {...control}
        aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
