/** `longText`: a paragraph, as a text area that starts tall enough for school texts. */
import { LIMITS } from '@model';
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';

export function LongTextField(props: FieldProps<string>) {
  return (
    <FieldFrame {...props}>
      <textarea
        className="adm-input adm-input--area"
        rows={Math.min(12, Math.max(3, Math.ceil(props.value.length / 90)))}
        maxLength={LIMITS.longText}
        {...textControlProps(props)}
      />
    </FieldFrame>
  );
}
