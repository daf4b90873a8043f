/** `textList`: a list of paragraphs (the horizonte lists). */
import { FieldError } from './field-error';
import { errorId, labelClass, type FieldProps } from './field-props';
import { TextListEditor } from './text-list-editor';

export function TextListField({
  label,
  id,
  value,
  onChange,
  disabled,
  error,
  required,
}: FieldProps<string[]>) {
  return (
    <fieldset className="adm-field adm-fieldset" aria-invalid={error ? true : undefined}>
      <legend className={labelClass(required)}>{label}</legend>
      <TextListEditor
        id={id}
        label={label}
        items={value}
        onChange={onChange}
        disabled={disabled}
        describedBy={error ? errorId(id) : undefined}
      />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
