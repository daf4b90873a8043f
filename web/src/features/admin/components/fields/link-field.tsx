/** `link`: an href (https://, http://, mailto: or tel:), e.g. a staff card's links. */
import { LIMITS } from '@model';
import type { FieldProps } from './field-props';
import { HintedTextInput } from './hinted-text-input';

export function LinkField(props: FieldProps<string>) {
  return (
    <HintedTextInput
      {...props}
      hint="Enlace que empiece por https://, http://, mailto: o tel:."
      inputMode="url"
      placeholder="https://…"
      maxLength={LIMITS.link}
    />
  );
}
