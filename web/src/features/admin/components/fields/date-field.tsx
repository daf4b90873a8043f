/**
 * `date`: a calendar day. The browser's date picker gives the value as yyyy-mm-dd, the format the
 * server stores, whatever the administrator's locale shows.
 */
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';

export function DateField(props: FieldProps<string>) {
  return (
    <FieldFrame {...props}>
      <input className="adm-input adm-input--date" type="date" {...textControlProps(props)} />
    </FieldFrame>
  );
}
