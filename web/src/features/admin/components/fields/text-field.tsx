/** `text`: one line. */
import { LIMITS } from '@model';
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';

export function TextField(props: FieldProps<string>) {
  return (
    <FieldFrame {...props}>
      <input className="adm-input" type="text" maxLength={LIMITS.text} {...textControlProps(props)} />
    </FieldFrame>
  );
}
