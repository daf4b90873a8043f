/**
 * `link`: an href (https://, http://, mailto: or tel:), e.g. a staff card's links; where declared
 * `sitePath` (a notice's link), also a page of this site by its path (/eventos).
 */
import { LIMITS } from '@model';
import type { FieldProps } from './field-props';
import { HintedTextInput } from './hinted-text-input';

export const LINK_TEXT = {
  hint: 'Enlace que empiece por https://, http://, mailto: o tel:.',
  hintWithPath:
    'Una página de este sitio, que empiece por / (por ejemplo /eventos), o un enlace que empiece por https://, http://, mailto: o tel:.',
} as const;

export function LinkField({ sitePath = false, ...props }: FieldProps<string> & { sitePath?: boolean }) {
  return (
    <HintedTextInput
      {...props}
      hint={sitePath ? LINK_TEXT.hintWithPath : LINK_TEXT.hint}
      inputMode="url"
      placeholder={sitePath ? '/eventos o https://…' : 'https://…'}
      maxLength={LIMITS.link}
    />
  );
}
